import { test } from 'node:test';
import assert from 'node:assert/strict';

import {
    adjustedScore,
    headingCoverage,
    LEGACY_META,
    namesLegacyAdminUi,
    normalizeName,
    queryIntent,
    rankSubResults,
    rerank,
} from './rank';
import type { PagefindResultData } from './types';
import { headingData, pageData } from '../../tests/pagefind-results';

test('queryIntent tells API names from phrases', () => {
    for (const name of ['OrderProcess', 'addItemToOrder']) assert.equal(queryIntent(name), 'identifier', name);
    assert.equal(queryIntent('deploy with docker'), 'words');
    assert.equal(queryIntent('shipping'), 'neutral');
});

test('normalizeName ignores case, spaces and punctuation', () => {
    assert.equal(normalizeName('Order Process'), normalizeName('orderProcess'));
});

const guide = pageData('/guides/core-concepts/orders/', 'Orders', 'Learn');
const reference = pageData('/reference/typescript-api/orders/order-process/', 'OrderProcess', 'Reference');
const mutationsUrl = '/reference/graphql-api/shop/mutations/';
const mutations = pageData(mutationsUrl, 'Mutations', 'Reference', {
    subResults: [
        { title: 'Mutations', url: mutationsUrl, excerpt: '' },
        headingData(mutationsUrl, 'addItemToOrder', { element: 'h2', id: 'addItemToOrder', location: 3 }),
    ],
});

test('an exact title match lifts the reference page above a higher-scored guide', () => {
    const ranked = rerank(
        [
            { score: 2, data: guide },
            { score: 1, data: reference },
        ],
        'OrderProcess',
    );
    assert.deepEqual(
        ranked.map(entry => entry.data.url),
        [reference.url, guide.url],
    );
});

test('an exact heading match counts too, and phrases favour Learn', () => {
    assert.ok(adjustedScore(1, mutations, 'addItemToOrder') > adjustedScore(2, guide, 'addItemToOrder'));
    assert.ok(adjustedScore(1, guide, 'order states') > adjustedScore(1, reference, 'order states'));
});

test('rankSubResults puts the heading that is exactly the query first', () => {
    assert.equal(rankSubResults(mutations, 'additemtoorder')[0].title, 'addItemToOrder');
});

test('exactness ranks a title over an operation heading over a member heading', async () => {
    const { exactness } = await import('./rank');
    const sessionUrl = '/reference/typescript-api/entities/session/';
    const session = pageData(sessionUrl, 'Session', 'Reference', {
        subResults: [headingData(sessionUrl, 'activeOrder', { element: 'h3', id: 'activeOrder', location: 5 })],
    });
    const queriesUrl = '/reference/graphql-api/shop/queries/';
    const queries: PagefindResultData = {
        ...mutations,
        url: queriesUrl,
        sub_results: [headingData(queriesUrl, 'activeOrder', { element: 'h2', id: 'activeorder', location: 5 })],
    };
    assert.equal(exactness(reference, 'OrderProcess'), 3);
    assert.equal(exactness(queries, 'activeOrder'), 2);
    assert.equal(exactness(session, 'activeOrder'), 1);
    assert.equal(exactness(guide, 'activeOrder'), 0);
    const ranked = rerank(
        [
            { score: 9, data: session },
            { score: 1, data: queries },
        ],
        'activeOrder',
    );
    assert.equal(ranked[0].data.url, queries.url);
});

test('a phrase matches titles word by word, not as a squashed identifier', async () => {
    const { exactness, normalizePhrase } = await import('./rank');
    const entity = pageData('/reference/typescript-api/entities/shipping-method/', 'ShippingMethod', 'Reference');
    const userGuide = pageData('/user-guide/settings/shipping-methods/', 'Shipping methods', 'User Guide');
    assert.equal(normalizePhrase('Shipping  methods!'), 'shipping method');
    assert.equal(exactness(entity, 'shipping method'), 0);
    assert.equal(exactness(userGuide, 'shipping method'), 3);
    assert.equal(exactness(entity, 'ShippingMethod'), 3);
});

test('a plain word is a topic: a page titled with it beats a reference heading that is the word', async () => {
    const { exactness } = await import('./rank');
    const shopApiUrl = '/reference/graphql-api/shop/';
    const shopApi = pageData(shopApiUrl, 'Shop API', 'Reference', {
        subResults: [headingData(shopApiUrl, 'Authentication', { element: 'h2', id: 'Authentication', location: 2 })],
    });
    const auth = pageData('/guides/core-concepts/auth/', 'Authentication and Authorization', 'Learn');
    assert.equal(exactness(shopApi, 'authentication'), 0);
    assert.equal(exactness(shopApi, 'Authentication and Authorization'), 0);
    assert.deepEqual(
        rerank(
            [
                { score: 3, data: shopApi },
                { score: 2, data: auth },
            ],
            'authentication',
        ).map(entry => entry.data.url),
        [auth.url, shopApi.url],
    );
});

test('sameStem, splitNames and the title and description coverage of a question', async () => {
    const { sameStem, splitNames, textCoverage, titleCoverage } = await import('./rank');
    assert.ok(sameStem('plugin', 'plugins') && sameStem('configure', 'configuration') && sameStem('log', 'logging'));
    assert.ok(!sameStem('extending', 'extension') && !sameStem('order', 'ordinal'));
    assert.equal(splitNames('OrderProcess and ProcessContext'), 'Order Process and Process Context');
    // "Plugins" states "write a plugin" better than a longer title that also has the word.
    assert.ok(
        titleCoverage('Plugins', ['write', 'plugin']) >
            titleCoverage('Generating types for plugin GraphQL', ['write', 'plugin']),
    );
    assert.equal(titleCoverage('OrderProcess', ['order', 'proces']), 1);
    // Rare words weigh more: the title with "sidebar" covers more of the question than the one with "dashboard".
    const weights = { add: 1.5, entry: 2.2, dashboard: 1.8, sidebar: 3.5 };
    assert.ok(
        titleCoverage('Sidebar entries', ['add', 'entry', 'dashboard', 'sidebar'], weights) >
            titleCoverage('Dashboard entries', ['add', 'entry', 'dashboard', 'sidebar'], weights),
    );
    assert.equal(
        textCoverage('Translate the texts of Dashboard extensions with Lingui', [
            'translate',
            'texts',
            'dashboard',
            'extension',
        ]),
        1,
    );
    assert.equal(textCoverage('', ['translate']), 0);
});

test('a question whose words the description states outranks a longer page that mentions them more', () => {
    const hub = pageData(
        '/guides/extending-the-dashboard/getting-started/',
        'Getting started with Dashboard extensions',
        'Learn',
        { meta: { description: 'Set up a plugin with a Dashboard extension and add a first page.' } },
    );
    const topic = pageData('/guides/extending-the-dashboard/localization/', 'Localization', 'Learn', {
        meta: { description: 'Translate the texts of Dashboard extensions with Lingui macros.' },
    });
    const query = 'translate the texts of a dashboard extension';
    assert.deepEqual(
        rerank(
            [
                { score: 10, data: hub },
                { score: 8, data: topic },
            ],
            query,
        ).map(entry => entry.data.url),
        [topic.url, hub.url],
    );
});

test('rerank takes alternatives as names: "order service" is OrderService', () => {
    const service = pageData('/reference/typescript-api/services/order-service/', 'OrderService', 'Reference');
    const other = pageData(
        '/reference/typescript-api/services/order-testing-service/',
        'OrderTestingService',
        'Reference',
    );
    assert.equal(
        rerank(
            [
                { score: 5, data: other },
                { score: 1, data: service },
            ],
            'order',
            ['order service'],
        )[0].data.url,
        service.url,
    );
    assert.equal(
        rerank(
            [
                { score: 5, data: other },
                { score: 1, data: service },
            ],
            'order',
        )[0].data.url,
        other.url,
    );
});

test('a legacy Admin UI page ranks after the Dashboard page unless the query names the Admin UI or Angular', () => {
    const legacy = pageData('/guides/extending-the-admin-ui/custom-form-inputs/', 'Custom form inputs', 'Learn', {
        meta: { [LEGACY_META]: 'Admin UI' },
    });
    const dashboard = pageData(
        '/guides/extending-the-dashboard/custom-form-components/',
        'Custom form components',
        'Learn',
    );
    // The legacy page's exact title and higher score would put it first.
    const candidates = [
        { score: 2, data: legacy },
        { score: 1, data: dashboard },
    ];
    const first = (query: string) => rerank(candidates, query)[0].data.url;
    assert.equal(first('custom form inputs'), dashboard.url);
    assert.equal(first('admin ui custom form inputs'), legacy.url);
    assert.equal(first('angular custom form inputs'), legacy.url);
    assert.ok(namesLegacyAdminUi('Admin-UI extension') && !namesLegacyAdminUi('dashboard extension'));
});

test('an API name finds its legacy Admin UI reference entry as before', () => {
    const entry = pageData('/reference/admin-ui-api/nav-menu/add-nav-menu-section/', 'addNavMenuSection', 'Reference', {
        meta: { [LEGACY_META]: 'Admin UI' },
    });
    const other = pageData('/guides/x/', 'Navigation', 'Learn');
    const ranked = rerank(
        [
            { score: 1, data: other },
            { score: 1, data: entry },
        ],
        'addNavMenuSection',
    );
    assert.equal(ranked[0].data, entry);
});

test('a question whose words are one heading of a page lifts that page, but not above a page titled with it', () => {
    const withSectionUrl = '/guides/core-concepts/payment/';
    const withSection = pageData(withSectionUrl, 'Payment', 'Learn', {
        subResults: [
            headingData(withSectionUrl, 'Cash on delivery', { element: 'h2', id: 'Cash-on-delivery', location: 1 }),
        ],
    });
    const other = pageData('/guides/storefront/order-workflow/', 'Order workflow', 'Learn');
    assert.ok(headingCoverage(withSection, ['cash', 'delivery']) === 1);
    const first = (query: string, a: PagefindResultData, b: PagefindResultData) =>
        rerank(
            [
                { score: 1.2, data: a },
                { score: 1, data: b },
            ],
            query,
        )[0].data.url;
    assert.equal(first('cash on delivery', other, withSection), withSection.url);
    const titled = pageData('/x/', 'Cash on delivery', 'Learn');
    assert.equal(first('cash on delivery', titled, withSection), titled.url);
});
