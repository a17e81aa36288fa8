import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';

import ts from 'typescript';

import { readFixtures } from './fixtures';
import { resolverFor, symbolOfName } from './link-resolver';
import { exportsOfFile } from './reader-context';

const { context, documented, targets, pkg } = readFixtures();
const [a, b, ui] = ['@fixture/a', '@fixture/b', '@fixture/ui'].map(pkg);
const exportOfA = (name: string) => exportsOfFile(context, path.join(a.root, 'index.d.ts')).find(e => e.name === name)!;
/** What a resolver returned, as `[target, member]` (`[]` when nothing). */
const pair = ({ target, member }: { target?: string; member?: string }) => (target ? [target, member] : []);
const storeNode = documented.list.find(d => d.id === '@fixture/a:Store')!.node as ts.ClassDeclaration;

test('a {@link} name resolves as from the package passed in: its own same-named declaration first', () => {
    assert.deepEqual(pair(resolverFor(targets, a)(undefined, 'Thing')), ['@fixture/a:Thing', undefined]);
    assert.deepEqual(pair(resolverFor(targets, b)(undefined, 'Thing')), ['@fixture/b:Thing', undefined]);
    // The order the resolvers are made or called in does not matter: nothing is shared between them.
    assert.deepEqual(pair(resolverFor(targets, a)(undefined, 'Thing')), ['@fixture/a:Thing', undefined]);
});

test("a name the package does not export resolves through the other packages' exports", () => {
    assert.deepEqual(pair(resolverFor(targets, ui)(undefined, 'Store')), ['@fixture/a:Store', undefined]);
    assert.deepEqual(pair(resolverFor(targets, ui)(undefined, 'Nowhere')), []);
    assert.deepEqual(pair(resolverFor(targets, ui)(undefined, 'Undocumented')), [], 'exported but not documented');
});

test('a dotted or # name links to the member of its first part', () => {
    assert.deepEqual(pair(resolverFor(targets, a)(undefined, 'Store.add')), ['@fixture/a:Store', 'add']);
    assert.deepEqual(pair(resolverFor(targets, b)(undefined, 'Store#find')), ['@fixture/a:Store', 'find']);
});

test('a documented declaration wins over an undocumented one of the same name earlier in the order', () => {
    const shadowed = {
        ...targets,
        exportsByPackage: new Map([...targets.exportsByPackage, [ui, new Map([['Store', exportOfA('Undocumented')]])]]),
    };
    assert.equal(symbolOfName(shadowed, ui, 'Store')?.name, 'Store');
    assert.deepEqual(pair(resolverFor(shadowed, ui)(undefined, 'Store')), ['@fixture/a:Store', undefined]);
    assert.equal(
        symbolOfName(shadowed, ui, 'Undocumented'),
        exportOfA('Undocumented'),
        'without a documented one, the first',
    );
});

test('symbols: a documented one, a member through its parent, a type parameter, an undocumented one falling back to the name', () => {
    const { checker } = context;
    const resolve = resolverFor(targets, a);
    assert.deepEqual(pair(resolve(exportOfA('Store'))), ['@fixture/a:Store', undefined]);
    const add = storeNode.members.find(m => m.name?.getText() === 'add')!;
    assert.deepEqual(pair(resolve(checker.getSymbolAtLocation(add.name!))), ['@fixture/a:Store', 'add']);
    const typeParameter = checker.getSymbolAtLocation(storeNode.typeParameters![0].name)!;
    assert.ok(typeParameter.flags & ts.SymbolFlags.TypeParameter);
    assert.deepEqual(pair(resolve(typeParameter)), []);
    assert.deepEqual(pair(resolve(exportOfA('Undocumented'))), []);
    assert.deepEqual(pair(resolve(exportOfA('Undocumented'), 'Thing')), ['@fixture/a:Thing', undefined]);
    assert.deepEqual(
        pair(resolve(exportOfA('Store'), 'Thing')),
        ['@fixture/a:Store', undefined],
        'a documented symbol wins over its link text',
    );
});
