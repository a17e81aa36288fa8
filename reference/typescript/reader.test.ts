import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { fixturePackages } from './fixtures';
import type { ApiModel, Declaration, RichText } from './model';
import { readApiModel } from './reader';
import { plainText } from './type-text';

let model: ApiModel;
before(() => {
    model = readApiModel({ packages: fixturePackages });
});

const decl = (id: string): Declaration => {
    const found = model.declarations.find(d => d.id === id);
    assert.ok(found, `missing ${id}`);
    return found;
};
const refs = (rich: RichText) =>
    rich.filter(p => p.kind === 'ref').map(p => [p.text, p.kind === 'ref' ? p.target : undefined]);

test('documented exports only: no @internal, no declaration without @docsCategory', () => {
    const ids = model.declarations.map(d => d.id).sort();
    assert.deepEqual(ids, [
        '@fixture/a:Base',
        '@fixture/a:Countable',
        '@fixture/a:ModeOptions',
        '@fixture/a:Store',
        '@fixture/a:StoreMode',
        '@fixture/a:StoreRegistry',
        '@fixture/a:StoreRegistryOptions',
        '@fixture/a:Thing',
        '@fixture/a:UsesCopy',
        '@fixture/a:configureStoreRegistry',
        '@fixture/a:createStore',
        '@fixture/b:Thing',
        '@fixture/ui:Badge',
        '@fixture/ui:BadgeProps',
        '@fixture/ui:newItemBadge',
    ]);
});

test('a class with generics: signature, heritage, public members without private or @internal ones', () => {
    const store = decl('@fixture/a:Store');
    assert.equal(store.kind, 'class');
    assert.match(
        plainText(store.signature),
        /^class Store<T extends Thing = Thing> extends Base implements Countable \{\n {4}readonly items: T\[\];\n/,
    );
    assert.doesNotMatch(plainText(store.signature), /\/\*\*|The items/);
    assert.deepEqual(
        store.members.map(m => m.name),
        ['items', 'add', 'find', 'own', 'other', 'count'],
    );
    assert.ok(store.members.find(m => m.name === 'items')!.readonly);
    assert.deepEqual(refs(store.extends[0]), [['Base', '@fixture/a:Base']]);
    assert.deepEqual(refs(store.implements[0]), [['Countable', '@fixture/a:Countable']]);
    assert.equal(store.doc.tags.since, '2.1.0');
    assert.equal(store.category.join('/'), 'storage');
});

test('overloads are one member with one signature per overload', () => {
    const find = decl('@fixture/a:Store').members.find(m => m.name === 'find')!;
    const lines = plainText(find.type).split('\n');
    assert.deepEqual(lines, ['(id: number): T | undefined', '(predicate: (item: T) => boolean): T | undefined']);
    const create = decl('@fixture/a:createStore');
    assert.deepEqual(plainText(create.signature).split('\n'), [
        'function createStore(mode: StoreMode): Store;',
        'function createStore(mode: StoreMode, size: number): Store;',
    ]);
    assert.deepEqual(
        create.parameters.map(p => p.name),
        ['mode'],
    );
    assert.deepEqual(refs(create.parameters[0].description ?? []), [['StoreMode', '@fixture/a:StoreMode']]);
});

test('same name in two packages: each reference resolves to the declaration it really refers to', () => {
    const store = decl('@fixture/a:Store');
    const typeRefs = (name: string) => refs(store.members.find(m => m.name === name)!.type);
    assert.deepEqual(typeRefs('own'), [['Thing', '@fixture/a:Thing']]);
    assert.deepEqual(typeRefs('other'), [['OtherThing', '@fixture/b:Thing']]);
    assert.deepEqual(refs(store.doc.description), [
        ['Thing', '@fixture/a:Thing'],
        ['OtherThing', '@fixture/b:Thing'],
    ]);
});

test('interfaces with function members, defaults and deprecations', () => {
    const countable = decl('@fixture/a:Countable');
    assert.deepEqual(
        countable.members.map(m => [m.name, m.kind, m.optional]),
        [
            ['count', 'method', false],
            ['onChange', 'property', true],
        ],
    );
    assert.equal(plainText(countable.members[1].type), '(count: number) => void');
    assert.equal(plainText(countable.members[1].doc.tags.default ?? []), 'undefined');
    assert.ok(decl('@fixture/a:Base').members[0].doc.tags.deprecated);
});

test('enums, type aliases and @docsPage grouping data', () => {
    const mode = decl('@fixture/a:StoreMode');
    assert.deepEqual(
        mode.members.map(m => [m.name, plainText(m.type)]),
        [
            ['Fast', '"fast"'],
            ['Safe', '"safe"'],
        ],
    );
    assert.equal(mode.docsPage, 'Modes');
    assert.equal(mode.weight, 1);
    const options = decl('@fixture/a:ModeOptions');
    assert.equal(options.kind, 'type');
    assert.deepEqual(
        options.members.map(m => m.name),
        ['mode', 'limit'],
    );
    assert.ok(options.members[1].doc.tags.experimental);
});

test('examples keep their code fence and highlight marker', () => {
    const [example] = decl('@fixture/a:Store').doc.examples;
    const text = plainText(example);
    assert.match(text, /^```ts\n/);
    assert.match(text, /store\.add\(thing\); \/\/ \[!code highlight\]/);
});

test('signature type names are resolved by the checker, the same-named Thing of each package to its own declaration', () => {
    const store = decl('@fixture/a:Store');
    const sigRefs = refs(store.signature);
    assert.deepEqual(sigRefs.slice(0, 4), [
        ['Thing', '@fixture/a:Thing'],
        ['Thing', '@fixture/a:Thing'],
        ['Base', '@fixture/a:Base'],
        ['Countable', '@fixture/a:Countable'],
    ]);
    assert.ok(
        sigRefs.some(([text, target]) => text === 'OtherThing' && target === '@fixture/b:Thing'),
        JSON.stringify(sigRefs),
    );
    assert.ok(sigRefs.some(([text, target]) => text === 'Thing' && target === '@fixture/a:Thing'));
    assert.deepEqual(
        sigRefs.filter(([text]) => text === 'T').map(([, target]) => target),
        Array(5).fill(undefined),
        'type parameters are not links',
    );
    assert.deepEqual(refs(decl('@fixture/a:createStore').signature), [
        ['StoreMode', '@fixture/a:StoreMode'],
        ['Store', '@fixture/a:Store'],
        ['StoreMode', '@fixture/a:StoreMode'],
        ['Store', '@fixture/a:Store'],
    ]);
    assert.deepEqual(refs(decl('@fixture/a:ModeOptions').signature), [['StoreMode', '@fixture/a:StoreMode']]);
});

test('a React component in TSX source shows its props', () => {
    const badge = decl('@fixture/ui:Badge');
    assert.equal(badge.kind, 'component');
    assert.deepEqual(
        badge.members.map(m => [m.name, m.kind, m.optional]),
        [
            ['label', 'prop', false],
            ['tone', 'prop', true],
        ],
    );
    assert.doesNotMatch(plainText(badge.signature), /return/);
    assert.equal(badge.source?.path, 'packages/fixture/index.tsx');
    assert.ok(badge.source?.line);
});

test('documented modules the entry does not export are read, and identical generated copies share one page', () => {
    const uses = decl('@fixture/a:UsesCopy');
    assert.deepEqual(refs(uses.members[0].type), [['StoreMode', '@fixture/a:StoreMode']]);
    assert.equal(model.declarations.filter(d => d.name === 'StoreMode').length, 1);
});

test('TSDoc-escaped @ and a comment end escaped as *\\/ read as written, in prose and in example code', () => {
    const registry = decl('@fixture/a:StoreRegistry');
    assert.match(plainText(registry.doc.description), /npm install @fixture\/a/);
    assert.match(plainText(registry.doc.examples[0]), /^```ts\n@Registered\(\)/);
    assert.match(plainText(registry.doc.examples[0]), /\['\*\*\/\*\.store\.ts'\]/);
    assert.doesNotMatch(plainText(registry.doc.examples[0]) + plainText(registry.doc.description), /\\[@/]/);
});

test('a function with no written return type shows the type the checker infers, linked', () => {
    const fn = decl('@fixture/ui:newItemBadge');
    assert.match(plainText(fn.signature), /^function newItemBadge\(\): BadgeProps;$/);
    assert.deepEqual(refs(fn.signature), [['BadgeProps', '@fixture/ui:BadgeProps']]);
});

test('@param text becomes the parameter description; a bare @param gives none', () => {
    const fn = decl('@fixture/a:configureStoreRegistry');
    assert.deepEqual(
        fn.parameters.map(p => [p.name, plainText(p.description ?? []).replace(/^\s*-\s*/, '')]),
        [
            ['options', 'what the registry starts with'],
            ['strict', ''],
        ],
    );
});

test('a name in an @default value links to its declaration', () => {
    const fallback = decl('@fixture/a:StoreRegistryOptions').members.find(m => m.name === 'fallback')!;
    assert.deepEqual(refs(fallback.doc.tags.default!), [['Store', '@fixture/a:Store']]);
});

test('declarations carry the repository of their package.json and their position in the source', () => {
    const registry = decl('@fixture/a:StoreRegistry');
    assert.equal(registry.repositoryUrl, 'https://github.com/fixture-org/fixture');
    assert.equal(registry.position.file, 'index.d.ts');
    assert.ok(registry.position.offset > decl('@fixture/a:configureStoreRegistry').position.offset);
});
