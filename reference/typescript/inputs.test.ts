import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

import { fixturePackages } from './fixtures';
import { inputsHash } from './inputs';

function scratch(): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inputs-'));
    fs.mkdirSync(path.join(root, 'reference', 'typescript', 'fixtures'), { recursive: true });
    fs.writeFileSync(path.join(root, 'reference', 'generate.ts'), 'one');
    fs.writeFileSync(path.join(root, 'reference', 'typescript', 'fixtures', 'a.d.ts'), 'fixture');
    fs.writeFileSync(path.join(root, 'reference', 'typescript', 'x.test.ts'), 'test');
    const lock = {
        packages: { 'node_modules/@fixture/a': { version: '1.0.0' }, 'node_modules/left-pad': { version: '1.0.0' } },
    };
    fs.writeFileSync(path.join(root, 'package-lock.json'), JSON.stringify(lock));
    return root;
}

test('the hash follows the generator code, the pinned sources and their lockfile entries only', () => {
    const root = scratch();
    const hash = () => inputsHash(root, fixturePackages);
    const first = hash();
    assert.equal(hash(), first, 'stable');

    fs.writeFileSync(path.join(root, 'reference', 'typescript', 'fixtures', 'a.d.ts'), 'changed fixture');
    fs.writeFileSync(path.join(root, 'reference', 'typescript', 'x.test.ts'), 'changed test');
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
        packages: Record<string, { version: string }>;
    };
    lock.packages['node_modules/left-pad'].version = '2.0.0';
    fs.writeFileSync(path.join(root, 'package-lock.json'), JSON.stringify(lock));
    assert.equal(hash(), first, 'tests, fixtures and unrelated packages do not count');

    lock.packages['node_modules/@fixture/a'].version = '1.0.1';
    fs.writeFileSync(path.join(root, 'package-lock.json'), JSON.stringify(lock));
    const second = hash();
    assert.notEqual(second, first, 'a pinned package changed in the lockfile');

    fs.writeFileSync(path.join(root, 'reference', 'generate.ts'), 'two');
    assert.notEqual(hash(), second, 'generator code changed');
    assert.notEqual(
        inputsHash(root, [{ ...fixturePackages[0], version: '9.9.9' }]),
        inputsHash(root, [fixturePackages[0]]),
        'pinned version changed',
    );
    fs.rmSync(root, { recursive: true });
});
