/**
 * The User Guide's claim comments and the browser tests they name (see README.md): every comment that names
 * a spec of this folder names one of its tests, and every test is linked from the page its spec covers.
 * The tests' names are read from the specs' source (`test('…'` or `test("…"`), so this runs without a browser or a server.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import { claimComment } from '../claims/claim';
import { findPages } from '../content/pages';
import { specPages } from './pages';

const repoRoot = path.resolve(__dirname, '../..');
const folder = path.relative(repoRoot, __dirname).split(path.sep).join('/');

/**
 * The names of a spec's tests: the string literal that starts each `test(` call, or each call of a function
 * whose name ends in `Claim` (a shared claim such as create-claims.ts's, which defines the test).
 */
export function testNames(source: string): string[] {
    // Single quotes, or double quotes when the name has an apostrophe (Prettier's choice).
    return [...source.matchAll(/\b(?:test|\w+Claim)\(\s*(['"])((?:(?!\1)[^\\]|\\.)*)\1/g)].map(([, , name]) =>
        name.replace(/\\(['"])/g, '$1'),
    );
}

const links = findPages(repoRoot).flatMap(page =>
    [...fs.readFileSync(path.join(repoRoot, page), 'utf8').matchAll(claimComment)]
        .filter(([, module]) => module.startsWith(`${folder}/`))
        .map(([, module, title]) => ({ page, module, title })),
);
const specs = fs
    .readdirSync(__dirname)
    .filter(file => file.endsWith('.spec.ts'))
    .map(file => ({
        module: `${folder}/${file}`,
        page: specPages[file],
        names: testNames(fs.readFileSync(path.join(__dirname, file), 'utf8')),
    }));

test('the names of a spec are read from its test calls', () => {
    assert.deepEqual(
        testNames(
            `test('a', f);\ntest(\n    'it\\'s b',\n f);\ntest.describe('c', f);\ncreateNeedsUpdateClaim('d', {});\ntest("e's", f);`,
        ),
        ['a', "it's b", 'd', "e's"],
    );
});

test('every spec of the folder says which page it covers', () => {
    assert.deepEqual(
        specs.filter(s => !s.page).map(s => s.module),
        [],
        'specs missing from pages.ts',
    );
    for (const spec of specs) assert.ok(fs.existsSync(path.join(repoRoot, spec.page)), `${spec.page} does not exist`);
});

test('every claim comment naming a browser test names one that exists', () => {
    const known = new Set(specs.flatMap(s => s.names.map(name => `${s.module} ${name}`)));
    assert.deepEqual(
        links.filter(l => !known.has(`${l.module} ${l.title}`)).map(l => `${l.page}: ${l.module} "${l.title}"`),
        [],
    );
});

test('every browser test is linked from the page its spec covers', () => {
    const unlinked = specs.flatMap(s =>
        s.names
            .filter(name => !links.some(l => l.page === s.page && l.module === s.module && l.title === name))
            .map(name => `${s.page}: ${s.module} "${name}"`),
    );
    assert.deepEqual(unlinked, []);
});
