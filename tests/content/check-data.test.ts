import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkJsonBlock, checkYamlBlock } from './check-data';
import type { CodeBlock } from '../../lib/content/types';

function block(lang: string, code: string): CodeBlock {
    return { page: 'p.md', lang, meta: '', attributes: {}, code, fenceLine: 10, index: 0 };
}

test('JSON with a highlight magic comment passes; a comment of another kind fails on its line', () => {
    assert.deepEqual(checkJsonBlock(block('json', '{\n  // highlight-next-line\n  "a": 1\n}')), []);
    const failures = checkJsonBlock(block('json', '{\n  "a": 1,\n  // a note\n  "b": 2\n}'));
    assert.equal(failures.length, 1);
    assert.equal(failures[0].line, 13);
});

test('YAML with several documents passes; a bad one fails with the block line', () => {
    assert.deepEqual(checkYamlBlock(block('yaml', 'a: 1\n---\nb: [1, 2]\n')), []);
    const failures = checkYamlBlock(block('yaml', 'a: 1\nb: [1, 2\n'));
    assert.ok(failures.length > 0);
    assert.ok(
        failures.every(f => f.kind === 'yaml' && f.line >= 11),
        JSON.stringify(failures),
    );
});
