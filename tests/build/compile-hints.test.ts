import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import { compileHint } from '../../plugins/compile-hints';
import { buildDir } from './site-output';

const assets = path.join(buildDir, 'assets');
const files = (dir: string, ext: string) =>
    fs
        .readdirSync(path.join(assets, dir))
        .filter(file => file.endsWith(ext))
        .map(file => path.join(assets, dir, file));
const hinted = (file: string) => fs.readFileSync(file, 'utf8').startsWith(`${compileHint}\n`);

test('the scripts every page starts with open with the compile hint (plugins/compile-hints)', () => {
    const entry = files('js', '.js').filter(file => /[\\/](main|runtime~main)\.[0-9a-f]+\.js$/.test(file));
    assert.equal(entry.length, 2, `entry scripts: ${entry.join(', ')}`);
    assert.deepEqual(
        entry.filter(file => !hinted(file)),
        [],
    );
});

test('lazy chunks and stylesheets carry no compile hint', () => {
    const lazy = files('js', '.js').filter(file => !/[\\/](main|runtime~main)\./.test(file));
    assert.ok(lazy.length > 100, `only ${lazy.length} lazy chunks`);
    assert.deepEqual(lazy.filter(hinted), []);
    assert.deepEqual(
        files('css', '.css').filter(file => fs.readFileSync(file, 'utf8').includes(compileHint)),
        [],
    );
});
