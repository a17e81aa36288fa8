import assert from 'node:assert/strict';
import { test } from 'node:test';

import { fixturePackages, readFixtures } from './fixtures';

const { documented, context } = readFixtures();
const ids = (list: readonly { id: string }[]) => list.map(d => d.id);

test('entry exports in entry order, then what only a scanned module exports; no @internal, no uncategorised', () => {
    // Within a module, in the order the checker lists its exports (functions first).
    assert.deepEqual(ids(documented.list), [
        '@fixture/a:createStore',
        '@fixture/a:configureStoreRegistry',
        '@fixture/a:Thing',
        '@fixture/a:Store',
        '@fixture/a:Countable',
        '@fixture/a:Base',
        '@fixture/a:StoreMode',
        '@fixture/a:ModeOptions',
        '@fixture/a:StoreRegistryOptions',
        '@fixture/a:StoreRegistry',
        '@fixture/b:Thing',
        '@fixture/ui:Badge',
        '@fixture/ui:newItemBadge',
        '@fixture/ui:BadgeProps',
        '@fixture/a:UsesCopy',
    ]);
    assert.ok(documented.list.every(d => d.pkg === context.packages.find(p => p.name === d.id.split(':')[0])));
});

test('an identical generated copy maps to the first entry, so references to either copy link to one page', () => {
    const entries = [...documented.bySymbol.entries()].filter(([symbol]) => symbol.name === 'StoreMode');
    assert.equal(entries.length, 2);
    assert.notEqual(entries[0][0], entries[1][0]);
    assert.equal(entries[0][1], entries[1][1]);
    assert.equal(entries[0][1].node.getSourceFile().fileName.endsWith('pkg-a/index.d.ts'), true);
});

test('the same name in two packages gets an id in each', () => {
    const things = documented.list.filter(d => d.name === 'Thing');
    assert.deepEqual(ids(things), ['@fixture/a:Thing', '@fixture/b:Thing']);
    assert.notEqual(things[0].symbol, things[1].symbol);
});

test("a category prefix keeps a scanned module's declarations of other categories out (bundled copies of core types)", () => {
    const [a, ...rest] = fixturePackages;
    const { documented: prefixed } = readFixtures([{ ...a, categoryPrefix: 'things' }, ...rest]);
    assert.ok(!ids(prefixed.list).includes('@fixture/a:UsesCopy'), 'UsesCopy (storage) is only in a scanned module');
    assert.ok(ids(prefixed.list).includes('@fixture/a:Store'), 'entry exports are kept whatever their category');
});

test('hand-listed uncommented exports are added with their category; one that is not exported is an error', () => {
    const [a, ...rest] = fixturePackages;
    const withExtra = readFixtures([
        { ...a, uncommented: [{ file: 'index.d.ts', name: 'Undocumented', category: 'misc' }] },
        ...rest,
    ]);
    const extra = withExtra.documented.list.at(-1)!;
    assert.deepEqual([extra.id, extra.category], ['@fixture/a:Undocumented', 'misc']);
    assert.equal(withExtra.documented.bySymbol.get(extra.symbol), extra);
    assert.throws(
        () =>
            readFixtures([{ ...a, uncommented: [{ file: 'index.d.ts', name: 'Missing', category: 'misc' }] }, ...rest]),
        /@fixture\/a\/index\.d\.ts does not export Missing/,
    );
});
