import assert from 'node:assert/strict';
import { test } from 'node:test';

import ts from 'typescript';

import { readFixtures } from './fixtures';
import { componentProps, memberOf, membersOf, parametersOf, withLinkedDefault } from './members';
import type { RichText } from './model';
import { plainText } from './type-text';

const { item } = readFixtures();
const refs = (rich: RichText) => rich.flatMap(p => (p.kind === 'ref' ? [[p.text, p.target, p.member]] : []));

test('class members: public ones only, overloads grouped into one member with one outline line each', () => {
    const { item: store, reader } = item('@fixture/a:Store');
    const { members, lines } = membersOf(reader, (store.node as ts.ClassDeclaration).members);
    assert.deepEqual(
        members.map(m => [m.name, m.kind]),
        [
            ['items', 'property'],
            ['add', 'method'],
            ['find', 'method'],
            ['own', 'property'],
            ['other', 'property'],
            ['count', 'method'],
        ],
    );
    assert.deepEqual(lines.map(plainText), [
        '    readonly items: T[];',
        '    add(item: T): void;',
        '    find(id: number): T | undefined;',
        '    find(predicate: (item: T) => boolean): T | undefined;',
        '    own: Thing;',
        '    other: OtherThing;',
        '    count(): number;',
    ]);
    assert.deepEqual(refs(members.find(m => m.name === 'other')!.type), [
        ['OtherThing', '@fixture/b:Thing', undefined],
    ]);
});

test('a private or @internal member is none', () => {
    const { item: store, reader } = item('@fixture/a:Store');
    const byName = (name: string) => (store.node as ts.ClassDeclaration).members.find(m => m.name?.getText() === name)!;
    assert.equal(memberOf(reader, byName('hidden'), [byName('hidden')]), undefined);
    assert.equal(memberOf(reader, byName('secretCache'), [byName('secretCache')]), undefined);
    assert.equal(memberOf(reader, byName('items'), [byName('items')])?.readonly, true);
});

test('enum members carry their initialiser; optional members and @default text are read', () => {
    const { item: mode, reader } = item('@fixture/a:StoreMode');
    assert.deepEqual(
        membersOf(reader, (mode.node as ts.EnumDeclaration).members).members.map(m => [
            m.name,
            m.kind,
            plainText(m.type),
        ]),
        [
            ['Fast', 'enum-member', '"fast"'],
            ['Safe', 'enum-member', '"safe"'],
        ],
    );
    const { item: countable, reader: countableReader } = item('@fixture/a:Countable');
    const onChange = membersOf(countableReader, (countable.node as ts.InterfaceDeclaration).members).members[1];
    assert.deepEqual(
        [onChange.name, onChange.optional, plainText(onChange.doc.tags.default ?? [])],
        ['onChange', true, 'undefined'],
    );
});

test('a name in @default text becomes a link', () => {
    const { item: options, reader } = item('@fixture/a:StoreRegistryOptions');
    const [fallback] = membersOf(reader, (options.node as ts.InterfaceDeclaration).members).members;
    assert.deepEqual(refs(fallback.doc.tags.default!), [['Store', '@fixture/a:Store', undefined]]);
    const doc = withLinkedDefault(reader, { tags: { default: [{ kind: 'text' as const, text: "Thing or 'Thing'" }] } });
    assert.deepEqual(
        doc.tags.default.map(p => [p.kind, p.text]),
        [
            ['ref', 'Thing'],
            ['text', " or 'Thing'"],
        ],
    );
});

test('parameters: names, types and descriptions from @param; a destructured one is called props', () => {
    const { item: create, reader } = item('@fixture/a:createStore');
    const fn = create.node as ts.FunctionDeclaration;
    const [mode] = parametersOf(reader, fn, new Map([['mode', [{ kind: 'text', text: 'how' }]]]));
    assert.deepEqual(
        [mode.name, plainText(mode.type), mode.optional, plainText(mode.description!)],
        ['mode', 'StoreMode', false, 'how'],
    );
    assert.deepEqual(refs(mode.type), [['StoreMode', '@fixture/a:StoreMode', undefined]]);
    const { item: badge, reader: uiReader } = item('@fixture/ui:Badge');
    assert.deepEqual(
        parametersOf(uiReader, badge.node as ts.FunctionDeclaration, new Map()).map(p => [p.name, plainText(p.type)]),
        [['props', 'BadgeProps']],
    );
});

test("a component's props are those its packages declare, not React's", () => {
    const { item: badge, reader } = item('@fixture/ui:Badge');
    const props = componentProps(reader, badge.node as ts.FunctionDeclaration);
    assert.deepEqual(
        props.map(p => [p.name, p.kind, p.optional, plainText(p.type)]),
        [
            ['label', 'prop', false, 'string'],
            ['tone', 'prop', true, "'info' | 'warning'"],
        ],
    );
    assert.equal(plainText(props[0].doc.description), 'Text shown in the badge.');
    const { item: newItem, reader: newItemReader } = item('@fixture/ui:newItemBadge');
    assert.deepEqual(
        componentProps(newItemReader, newItem.node as ts.FunctionDeclaration),
        [],
        'no parameter, no props',
    );
});
