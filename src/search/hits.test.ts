import { test } from 'node:test';
import assert from 'node:assert/strict';

import { excerptHasText, toDocSearchHits } from './hits';
import type { PagefindResultData } from './types';

const data: PagefindResultData = {
    url: '/reference/graphql-api/shop/mutations/',
    excerpt: 'Shop <mark>mutations</mark>',
    meta: { title: 'Mutations <Shop>', section: 'Reference' },
    sub_results: [
        {
            title: 'Mutations <Shop>',
            url: '/reference/graphql-api/shop/mutations/',
            excerpt: 'All <mark>mutations</mark> &lt;here&gt;',
        },
        {
            title: 'addItemToOrder',
            url: '/reference/graphql-api/shop/mutations/#addItemToOrder',
            excerpt: 'Adds an <mark>item</mark> to the order',
            anchor: { element: 'h2', id: 'addItemToOrder', location: 10 },
        },
        {
            title: 'setOrderShippingMethod',
            url: '/reference/graphql-api/shop/mutations/#setOrderShippingMethod',
            excerpt: 'Sets the <mark>method</mark>',
            anchor: { element: 'h3', id: 'setOrderShippingMethod', location: 40 },
        },
    ],
};

test('toDocSearchHits maps sub-results to DocSearch hits with absolute URLs and anchors', () => {
    const hits = toDocSearchHits(data, 'addItemToOrder', 'http://127.0.0.1:4180');
    assert.equal(hits.length, 3);
    const first = hits[0];
    assert.equal(first.url, 'http://127.0.0.1:4180/reference/graphql-api/shop/mutations/#addItemToOrder');
    assert.equal(first.url_without_anchor, 'http://127.0.0.1:4180/reference/graphql-api/shop/mutations/');
    assert.equal(first.anchor, 'addItemToOrder');
    assert.equal(first.type, 'lvl2');
    assert.equal(first['hierarchy.lvl0'], 'Reference');
    assert.equal(first['hierarchy.lvl1'], 'Mutations <Shop>', 'plain fields stay text');
    assert.equal(first['hierarchy.lvl2'], 'addItemToOrder');
    assert.equal(first.hierarchy.lvl2, 'addItemToOrder');
    assert.equal(first._highlightResult['hierarchy.lvl2'].value, '<mark>addItemToOrder</mark>');
    assert.equal(first._highlightResult['hierarchy.lvl1'].value, 'Mutations &lt;Shop&gt;', 'HTML fields are escaped');
});

test('page-level sub-results are lvl1 hits, and headings that do not match become content hits', () => {
    const hits = toDocSearchHits(data, 'mutations', 'https://docs.example.com');
    const page = hits.find(hit => hit.anchor === null)!;
    assert.equal(page.type, 'lvl1');
    assert.equal(page._snippetResult.content.value, 'All <mark>mutations</mark> &lt;here&gt;');
    assert.equal(page.content, 'All mutations <here>');
    const h3 = hits.find(hit => hit.anchor === 'setOrderShippingMethod')!;
    assert.equal(h3.type, 'content');
    assert.equal(h3['hierarchy.lvl3'], 'setOrderShippingMethod');
    assert.equal(h3['hierarchy.lvl2'], null);
});

test('toDocSearchHits honours the per-document limit', () => {
    assert.equal(toDocSearchHits(data, 'order', 'https://x.io', 1).length, 1);
});

test('a hit whose excerpt only repeats its title shows the page description, or else the page excerpt', () => {
    const reference: PagefindResultData = {
        url: '/reference/typescript-api/services/payment-service/',
        excerpt: '<mark>PaymentService.</mark> Contains methods relating to <mark>Payment</mark> entities.',
        meta: {
            title: 'PaymentService',
            section: 'Reference',
            description: 'Contains methods relating to Payment entities.',
        },
        sub_results: [
            {
                title: 'PaymentService',
                url: '/reference/typescript-api/services/payment-service/',
                excerpt: '<mark>PaymentService.</mark>',
            },
        ],
    };
    const [hit] = toDocSearchHits(reference, 'payment', 'https://x.io');
    assert.equal(
        hit._snippetResult.content.value,
        'Contains methods relating to <mark>Payment</mark> entities.',
        'the description, with the query marked',
    );
    assert.equal(hit.content, 'Contains methods relating to Payment entities.');

    const noDescription = { ...reference, meta: { ...reference.meta, description: undefined } };
    const [fromPage] = toDocSearchHits(noDescription, 'payment', 'https://x.io');
    assert.equal(
        fromPage._snippetResult.content.value,
        '<mark>PaymentService.</mark> Contains methods relating to <mark>Payment</mark> entities.',
    );

    // An excerpt with text of its own is kept.
    const [own] = toDocSearchHits(data, 'mutations', 'https://x.io');
    assert.notEqual(own._snippetResult.content.value, '');
});

test('excerptHasText: an excerpt of the heading alone has no text', () => {
    assert.equal(excerptHasText('<mark>Refund.</mark>', 'Refund'), false);
    assert.equal(excerptHasText('', 'Refund'), false);
    assert.equal(excerptHasText('<mark>Refund.</mark> A refund of an order.', 'Refund'), true);
});
