import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { Element, Root } from 'hast';

import { el, text } from '../../../tests/hast-builders';
import rehypeTableScroll, { codeWordsClass, scrollBoxClass } from './index';

const table = (...cells: Element['children']) =>
    el('table', [
        el('tbody', [
            el(
                'tr',
                cells.map(c => el('td', [c])),
            ),
        ]),
    ]);
const boxes = (tree: Root) => tree.children.filter((n): n is Element => n.type === 'element' && n.tagName === 'div');

test('each table is wrapped in a focusable region named after its section, numbered within it', () => {
    const tree: Root = {
        type: 'root',
        children: [
            table(text('before any heading')),
            el('h2', [text('Options of '), el('code', [text('every')]), text(' field')]),
            table(text('a')),
            table(text('b')),
            el('h3', [text('Other')]),
            // A table inside a component (tabs) is found too.
            { type: 'mdxJsxFlowElement', name: 'TabItem', attributes: [], children: [table(text('c'))] } as never,
        ],
    };
    rehypeTableScroll()(tree);
    const wrapped = boxes(tree);
    assert.deepEqual(
        wrapped.map(box => box.properties),
        [
            { className: [scrollBoxClass], role: 'region', tabIndex: 0, ariaLabel: 'Table' },
            { className: [scrollBoxClass], role: 'region', tabIndex: 0, ariaLabel: 'Table: Options of every field' },
            { className: [scrollBoxClass], role: 'region', tabIndex: 0, ariaLabel: 'Table 2: Options of every field' },
        ],
    );
    assert.ok(wrapped.every(box => (box.children[0] as Element).tagName === 'table'));
    const tab = tree.children[5] as unknown as { children: Element[] };
    assert.equal(tab.children[0].properties.ariaLabel, 'Table: Other');
});

test('code with spaces in a table gets one span per word; code without spaces and code blocks are left as they are', () => {
    const call = el('code', [text('update({ ctx, '), el('a', [text('input')]), text(' })')]);
    const name = el('code', [text('localeString')]);
    const block = el('pre', [el('code', [text('a b')])]);
    const tree: Root = { type: 'root', children: [table(call, name, block)] };
    rehypeTableScroll()(tree);
    assert.deepEqual(call.properties.className, [codeWordsClass]);
    const words = (node: Element): string[] =>
        node.children.flatMap(child =>
            child.type !== 'element'
                ? []
                : child.tagName === 'span'
                  ? [(child.children[0] as { value: string }).value]
                  : words(child),
        );
    assert.deepEqual(words(call), ['update({', 'ctx,', 'input', '})']);
    // The text reads the same: only spans were added.
    const textOf = (node: Element): string =>
        node.children.map(c => (c.type === 'text' ? c.value : c.type === 'element' ? textOf(c) : '')).join('');
    assert.equal(textOf(call), 'update({ ctx, input })');
    assert.deepEqual(name, el('code', [text('localeString')]));
    assert.deepEqual(block, el('pre', [el('code', [text('a b')])]));
});
