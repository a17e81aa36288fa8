import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import { builtScripts } from './site-output';

const read = (prefix: string) => {
    const { dir, entry } = builtScripts();
    const file = entry.find(name => name.startsWith(prefix));
    assert.ok(file, `no ${prefix}*.js in build/assets/js`);
    return fs.readFileSync(path.join(dir, file), 'utf8');
};

test('the route registry every page loads carries no module paths (plugins/performance/lean-runtime)', () => {
    const main = read('main.');
    assert.ok(main.includes('"/guides/getting-started/installation/"'), 'main.js holds no route table');
    const paths = main.match(/"@site\/docs\/[^"]*\.mdx?"/g) ?? [];
    assert.deepEqual(paths.slice(0, 3), [], `${paths.length} module paths of docs left in main.js`);
});

test('lazy chunks are named by content hash alone, and the runtime has no table of chunk names', () => {
    const { lazy } = builtScripts();
    assert.ok(lazy.length > 100, `only ${lazy.length} lazy chunks`);
    assert.deepEqual(
        lazy.filter(name => !/^[0-9a-f]{8}\.js$/.test(name)),
        [],
    );
    const runtime = read('runtime~main.');
    assert.match(runtime, /"assets\/js\/"\+/);
    assert.doesNotMatch(runtime, /"assets\/js\/"\+\(\(\{/, 'the runtime still maps chunk ids to names for file names');
    assert.doesNotMatch(runtime, /\.gca=/, "the runtime still has Docusaurus' chunk name → id table");
});
