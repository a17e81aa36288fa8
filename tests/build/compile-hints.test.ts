import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import { compileHint } from '../../plugins/performance/compile-hints';
import { buildDir, builtScripts } from './site-output';

const { dir, entry, lazy } = builtScripts();
const hinted = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8').startsWith(`${compileHint}\n`);

test('the scripts every page starts with open with the compile hint (plugins/performance/compile-hints)', () => {
    assert.equal(entry.length, 2, `entry scripts: ${entry.join(', ')}`);
    assert.deepEqual(
        entry.filter(file => !hinted(file)),
        [],
    );
});

test('lazy chunks and stylesheets carry no compile hint', () => {
    assert.ok(lazy.length > 100, `only ${lazy.length} lazy chunks`);
    assert.deepEqual(lazy.filter(hinted), []);
    const css = path.join(buildDir, 'assets/css');
    assert.deepEqual(
        fs.readdirSync(css).filter(file => fs.readFileSync(path.join(css, file), 'utf8').includes(compileHint)),
        [],
    );
});
