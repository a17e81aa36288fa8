import assert from 'node:assert/strict';
import { test } from 'node:test';

import { readDeclaration } from './declaration';
import { fixturePackages, readFixtures } from './fixtures';
import { plainText } from './type-text';

const fixtures = readFixtures();
const read = (id: string) => {
    const { item, reader } = fixtures.item(id);
    return readDeclaration(reader, item);
};

test('one class: package facts, category, position, heritage and the outline with its members', () => {
    const store = read('@fixture/a:Store');
    assert.deepEqual(
        [
            store.id,
            store.name,
            store.kind,
            store.packageName,
            store.packageVersion,
            store.section,
            store.category,
            store.repositoryUrl,
            store.repoTag,
        ],
        [
            '@fixture/a:Store',
            'Store',
            'class',
            '@fixture/a',
            '1.0.0',
            'typescript-api',
            ['storage'],
            'https://github.com/fixture-org/fixture',
            'v1.0.0',
        ],
    );
    assert.equal(store.position.file, 'index.d.ts');
    assert.deepEqual([store.extends.map(plainText), store.implements.map(plainText)], [['Base'], ['Countable']]);
    const lines = plainText(store.signature).split('\n');
    assert.deepEqual(
        [lines[0], lines.at(-1), lines.length],
        ['class Store<T extends Thing = Thing> extends Base implements Countable {', '}', 9],
    );
    assert.equal(store.members.length, 6);
});

test('a function: one signature line per overload and the parameters of the first; a TSX one is a component', () => {
    const create = read('@fixture/a:createStore');
    assert.deepEqual(
        [create.kind, plainText(create.signature).split('\n').length, create.parameters.map(p => p.name)],
        ['function', 2, ['mode']],
    );
    const badge = read('@fixture/ui:Badge');
    assert.deepEqual(
        [badge.kind, badge.members.map(m => m.name), badge.weight, badge.docsPage],
        ['component', ['label', 'tone'], -1, 'Badge'],
    );
    assert.equal(badge.source?.path, 'packages/fixture/index.tsx', 'a source file links to itself in the repository');
});

test("the package's category prefix is not part of the category path", () => {
    const [a, ...rest] = fixturePackages;
    const prefixed = readFixtures([{ ...a, categoryPrefix: 'Storage' }, ...rest]);
    const { item, reader } = prefixed.item('@fixture/a:Store');
    assert.deepEqual(readDeclaration(reader, item).category, []);
    assert.deepEqual(read('@fixture/a:StoreRegistry').category, ['registry']);
});

test('a declaration reads the same whatever was read before it, and its links resolve', () => {
    const ids = fixtures.documented.list.map(d => d.id);
    const forwards = ids.map(read);
    const backwards = [...ids].reverse().map(read).reverse();
    assert.deepEqual(backwards, forwards);
    const store = forwards[ids.indexOf('@fixture/a:Store')];
    assert.deepEqual(
        store.doc.description.flatMap(p => (p.kind === 'ref' ? [p.target] : [])),
        ['@fixture/a:Thing', '@fixture/b:Thing'],
    );
});
