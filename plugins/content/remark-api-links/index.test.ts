import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { Root } from 'mdast';

import remarkApiLinks, { urlForCode } from './index';
import { apiIndex as index } from '../../../tests/api-index';

const paragraph = (...values: string[]): Root => ({
    type: 'root',
    children: [{ type: 'paragraph', children: values.map(value => ({ type: 'inlineCode' as const, value })) }],
});

function run(tree: Root, filePath = '/site/docs/guides/a.md'): Root {
    remarkApiLinks({ index })(tree, { path: filePath });
    return tree;
}

test('names, calls and members resolve; other code does not', () => {
    assert.equal(urlForCode('OrderService', index), '/reference/typescript-api/services/order-service/');
    assert.equal(
        urlForCode('OrderService.findOne()', index),
        '/reference/typescript-api/services/order-service/#findOne',
    );
    assert.equal(urlForCode('bootstrap()', index), '/reference/typescript-api/common/bootstrap/');
    assert.equal(urlForCode('OrderService.nothing', index), undefined);
    assert.equal(urlForCode('new OrderService()', index), undefined);
    assert.equal(urlForCode('constructor', index), undefined);
    assert.equal(urlForCode('Unknown', index), undefined);
});

test('ambiguous names prefer @vendure/core', () => {
    assert.equal(urlForCode('Badge', index), '/reference/typescript-api/common/badge/');
});

test('inline code in hand-written pages becomes a link around the code', () => {
    const tree = run(paragraph('OrderService', 'npm run build'));
    const [para] = tree.children;
    assert.equal(para.type, 'paragraph');
    if (para.type !== 'paragraph') return;
    assert.deepEqual(para.children[0], {
        type: 'link',
        url: '/reference/typescript-api/services/order-service/',
        children: [{ type: 'inlineCode', value: 'OrderService' }],
    });
    assert.deepEqual(para.children[1], { type: 'inlineCode', value: 'npm run build' });
});

test('generated reference pages, existing links and headings are left alone', () => {
    const generated = run(paragraph('OrderService'), '/site/docs/reference/typescript-api/services/order-service.mdx');
    assert.equal((generated.children[0] as { children: Array<{ type: string }> }).children[0].type, 'inlineCode');
    const tree: Root = {
        type: 'root',
        children: [
            { type: 'heading', depth: 2, children: [{ type: 'inlineCode', value: 'OrderService' }] },
            {
                type: 'paragraph',
                children: [{ type: 'link', url: '/x/', children: [{ type: 'inlineCode', value: 'OrderService' }] }],
            },
        ],
    };
    const before = JSON.stringify(tree);
    run(tree);
    assert.equal(JSON.stringify(tree), before);
});
