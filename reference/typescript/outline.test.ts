import assert from 'node:assert/strict';
import { test } from 'node:test';

import ts from 'typescript';

import { readFixtures } from './fixtures';
import { functionHead, headRich, joinRich, outline, trimEndRich } from './outline';
import { plainText } from './type-text';

const { item } = readFixtures();

test('an outline drops `export declare` and nested doc comments, and resolves the names in it', () => {
    const { item: options, reader } = item('@fixture/a:ModeOptions');
    const rich = outline(reader, options.node);
    assert.equal(plainText(rich), 'type ModeOptions = {\n    mode: StoreMode;\n    limit?: number;\n};');
    assert.deepEqual(
        rich.filter(p => p.kind === 'ref').map(p => [p.text, p.kind === 'ref' && p.target]),
        [['StoreMode', '@fixture/a:StoreMode']],
    );
});

test('a function written with a body shows its head only; the inferred return type is linked when none is written', () => {
    const { item: badge, reader } = item('@fixture/ui:Badge');
    assert.equal(plainText(headRich(reader, badge.node)), "function Badge({ label, tone = 'info' }: BadgeProps);");
    const { item: newItem, reader: newItemReader } = item('@fixture/ui:newItemBadge');
    const head = functionHead(newItemReader, newItem.node as ts.FunctionDeclaration);
    assert.equal(plainText(head), 'function newItemBadge(): BadgeProps;');
    assert.deepEqual(
        head.filter(p => p.kind === 'ref').map(p => p.kind === 'ref' && p.target),
        ['@fixture/ui:BadgeProps'],
    );
    const { item: create, reader: createReader } = item('@fixture/a:createStore');
    assert.equal(
        plainText(functionHead(createReader, create.node as ts.FunctionDeclaration)),
        'function createStore(mode: StoreMode): Store;',
        'a written type is kept',
    );
});

test('rich lines join with newlines and trim at the end only', () => {
    const text = (value: string) => ({ kind: 'text' as const, text: value });
    assert.deepEqual(
        joinRich([[text('a')], [text('b')]]).map(p => p.text),
        ['a', '\n', 'b'],
    );
    assert.deepEqual(
        trimEndRich([text('  class X {  \n')]).map(p => p.text),
        ['  class X {'],
    );
});
