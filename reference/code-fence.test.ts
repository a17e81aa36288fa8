import assert from 'node:assert/strict';
import { test } from 'node:test';

import { closesFence, fencedBlock, FenceScanner, openingFence } from './code-fence';

const kinds = (text: string) => {
    const scanner = new FenceScanner();
    return text.split('\n').map(line => scanner.next(line));
};

test('openingFence: backticks or tildes, three or more, indented or not; no backtick in a backtick info string', () => {
    assert.equal(openingFence('```ts title="x"'), '```');
    assert.equal(openingFence('  ~~~~'), '~~~~');
    assert.equal(openingFence('``'), undefined);
    assert.equal(openingFence('```a ` b'), undefined);
    assert.equal(openingFence('~~~a ` b'), '~~~');
});

test('closesFence: same character, at least as long, only spaces or tabs after', () => {
    assert.equal(closesFence('```', '```'), true);
    assert.equal(closesFence('`````  \t', '````'), true);
    assert.equal(closesFence('~~~', '```'), false);
    assert.equal(closesFence('```', '````'), false);
    assert.equal(closesFence('```ts', '```'), false);
    assert.equal(closesFence('``` x', '```'), false);
});

test('FenceScanner: a longer inner fence or another character does not close the block', () => {
    assert.deepEqual(kinds('a\n````md\n```ts\n~~~\n```\n````\nb'), [
        'text',
        'open',
        'code',
        'code',
        'code',
        'close',
        'text',
    ]);
    const scanner = new FenceScanner();
    scanner.next('~~~');
    assert.equal(scanner.open, '~~~');
});

test('fencedBlock: the fence outlasts every backtick run of the code', () => {
    assert.equal(fencedBlock('ts', 'a `b`'), '```ts\na `b`\n```');
    assert.equal(fencedBlock('md', 'x\n````\ny'), '`````md\nx\n````\ny\n`````');
});
