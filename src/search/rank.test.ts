import { test } from 'node:test';
import assert from 'node:assert/strict';

import { adjustedScore, normalizeName, queryIntent, rankSubResults, rerank } from './rank';
import type { PagefindResultData } from './types';

test('queryIntent tells API names from phrases', () => {
    assert.equal(queryIntent('OrderProcess'), 'identifier');
    assert.equal(queryIntent('addItemToOrder'), 'identifier');
    assert.equal(queryIntent('deploy with docker'), 'words');
    assert.equal(queryIntent('shipping'), 'neutral');
});

test('normalizeName ignores case, spaces and punctuation', () => {
    assert.equal(normalizeName('Order Process'), normalizeName('orderProcess'));
});

const guide: PagefindResultData = { url: '/guides/core-concepts/orders/', excerpt: '', meta: { title: 'Orders', section: 'Learn' } };
const reference: PagefindResultData = { url: '/reference/typescript-api/orders/order-process/', excerpt: '', meta: { title: 'OrderProcess', section: 'Reference' } };
const mutations: PagefindResultData = {
    url: '/reference/graphql-api/shop/mutations/',
    excerpt: '',
    meta: { title: 'Mutations', section: 'Reference' },
    sub_results: [
        { title: 'Mutations', url: '/reference/graphql-api/shop/mutations/', excerpt: '' },
        { title: 'addItemToOrder', url: '/reference/graphql-api/shop/mutations/#addItemToOrder', excerpt: '', anchor: { element: 'h2', id: 'addItemToOrder', location: 3 } },
    ],
};

test('an exact title match lifts the reference page above a higher-scored guide', () => {
    const ranked = rerank([{ score: 2, data: guide }, { score: 1, data: reference }], 'OrderProcess');
    assert.deepEqual(ranked.map(entry => entry.data.url), [reference.url, guide.url]);
});

test('an exact heading match counts too, and phrases favour Learn', () => {
    assert.ok(adjustedScore(1, mutations, 'addItemToOrder') > adjustedScore(2, guide, 'addItemToOrder'));
    assert.ok(adjustedScore(1, guide, 'order states') > adjustedScore(1, reference, 'order states'));
});

test('rankSubResults puts the heading that is exactly the query first', () => {
    assert.equal(rankSubResults(mutations, 'additemtoorder')[0]!.title, 'addItemToOrder');
});

test('exactness ranks a title over an operation heading over a member heading', async () => {
    const { exactness } = await import('./rank');
    const session: PagefindResultData = {
        url: '/reference/typescript-api/entities/session/',
        excerpt: '',
        meta: { title: 'Session', section: 'Reference' },
        sub_results: [{ title: 'activeOrder', url: '/reference/typescript-api/entities/session/#activeOrder', excerpt: '', anchor: { element: 'h3', id: 'activeOrder', location: 5 } }],
    };
    const queries: PagefindResultData = {
        ...mutations,
        url: '/reference/graphql-api/shop/queries/',
        sub_results: [{ title: 'activeOrder', url: '/reference/graphql-api/shop/queries/#activeorder', excerpt: '', anchor: { element: 'h2', id: 'activeorder', location: 5 } }],
    };
    assert.equal(exactness(reference, 'OrderProcess'), 3);
    assert.equal(exactness(queries, 'activeOrder'), 2);
    assert.equal(exactness(session, 'activeOrder'), 1);
    assert.equal(exactness(guide, 'activeOrder'), 0);
    const ranked = rerank([{ score: 9, data: session }, { score: 1, data: queries }], 'activeOrder');
    assert.equal(ranked[0]!.data.url, queries.url);
});

test('a phrase matches titles word by word, not as a squashed identifier', async () => {
    const { exactness, normalizePhrase } = await import('./rank');
    const entity: PagefindResultData = { url: '/reference/typescript-api/entities/shipping-method/', excerpt: '', meta: { title: 'ShippingMethod', section: 'Reference' } };
    const userGuide: PagefindResultData = { url: '/user-guide/settings/shipping-methods/', excerpt: '', meta: { title: 'Shipping methods', section: 'User Guide' } };
    assert.equal(normalizePhrase('Shipping  methods!'), 'shipping method');
    assert.equal(exactness(entity, 'shipping method'), 0);
    assert.equal(exactness(userGuide, 'shipping method'), 3);
    assert.equal(exactness(entity, 'ShippingMethod'), 3);
});
