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

test('queryIntent tells API names from phrases', () => {
    for (const name of ['OrderProcess', 'addItemToOrder']) assert.equal(queryIntent(name), 'identifier', name);
    assert.equal(queryIntent('deploy with docker'), 'words');
    assert.equal(queryIntent('shipping'), 'neutral');
});

test('normalizeName ignores case, spaces and punctuation', () => {
    assert.equal(normalizeName('Order Process'), normalizeName('orderProcess'));
});

const guide: PagefindResultData = {
    url: '/guides/core-concepts/orders/',
    excerpt: '',
    meta: { title: 'Orders', section: 'Learn' },
};
const reference: PagefindResultData = {
    url: '/reference/typescript-api/orders/order-process/',
    excerpt: '',
    meta: { title: 'OrderProcess', section: 'Reference' },
};
const mutations: PagefindResultData = {
    url: '/reference/graphql-api/shop/mutations/',
    excerpt: '',
    meta: { title: 'Mutations', section: 'Reference' },
    sub_results: [
        { title: 'Mutations', url: '/reference/graphql-api/shop/mutations/', excerpt: '' },
        {
            title: 'addItemToOrder',
            url: '/reference/graphql-api/shop/mutations/#addItemToOrder',
            excerpt: '',
            anchor: { element: 'h2', id: 'addItemToOrder', location: 3 },
        },
    ],
};

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
    const session: PagefindResultData = {
        url: '/reference/typescript-api/entities/session/',
        excerpt: '',
        meta: { title: 'Session', section: 'Reference' },
        sub_results: [
            {
                title: 'activeOrder',
                url: '/reference/typescript-api/entities/session/#activeOrder',
                excerpt: '',
                anchor: { element: 'h3', id: 'activeOrder', location: 5 },
            },
        ],
    };
    const queries: PagefindResultData = {
        ...mutations,
        url: '/reference/graphql-api/shop/queries/',
        sub_results: [
            {
                title: 'activeOrder',
                url: '/reference/graphql-api/shop/queries/#activeorder',
                excerpt: '',
                anchor: { element: 'h2', id: 'activeorder', location: 5 },
            },
        ],
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
    const entity: PagefindResultData = {
        url: '/reference/typescript-api/entities/shipping-method/',
        excerpt: '',
        meta: { title: 'ShippingMethod', section: 'Reference' },
    };
    const userGuide: PagefindResultData = {
        url: '/user-guide/settings/shipping-methods/',
        excerpt: '',
        meta: { title: 'Shipping methods', section: 'User Guide' },
    };
    assert.equal(normalizePhrase('Shipping  methods!'), 'shipping method');
    assert.equal(exactness(entity, 'shipping method'), 0);
    assert.equal(exactness(userGuide, 'shipping method'), 3);
    assert.equal(exactness(entity, 'ShippingMethod'), 3);
});

test('a plain word is a topic: a page titled with it beats a reference heading that is the word', async () => {
    const { exactness } = await import('./rank');
    const shopApi: PagefindResultData = {
        url: '/reference/graphql-api/shop/',
        excerpt: '',
        meta: { title: 'Shop API', section: 'Reference' },
        sub_results: [
            {
                title: 'Authentication',
                url: '/reference/graphql-api/shop/#Authentication',
                excerpt: '',
                anchor: { element: 'h2', id: 'Authentication', location: 2 },
            },
        ],
    };
    const auth: PagefindResultData = {
        url: '/guides/core-concepts/auth/',
        excerpt: '',
        meta: { title: 'Authentication and Authorization', section: 'Learn' },
    };
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
    const hub: PagefindResultData = {
        url: '/guides/extending-the-dashboard/getting-started/',
        excerpt: '',
        meta: {
            title: 'Getting started with Dashboard extensions',
            section: 'Learn',
            description: 'Set up a plugin with a Dashboard extension and add a first page.',
        },
    };
    const topic: PagefindResultData = {
        url: '/guides/extending-the-dashboard/localization/',
        excerpt: '',
        meta: {
            title: 'Localization',
            section: 'Learn',
            description: 'Translate the texts of Dashboard extensions with Lingui macros.',
        },
    };
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
    const service: PagefindResultData = {
        url: '/reference/typescript-api/services/order-service/',
        excerpt: '',
        meta: { title: 'OrderService', section: 'Reference' },
    };
    const other: PagefindResultData = {
        url: '/reference/typescript-api/services/order-testing-service/',
        excerpt: '',
        meta: { title: 'OrderTestingService', section: 'Reference' },
    };
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
    const legacy: PagefindResultData = {
        url: '/guides/extending-the-admin-ui/custom-form-inputs/',
        excerpt: '',
        meta: { title: 'Custom form inputs', section: 'Learn', [LEGACY_META]: 'Admin UI' },
    };
    const dashboard: PagefindResultData = {
        url: '/guides/extending-the-dashboard/custom-form-components/',
        excerpt: '',
        meta: { title: 'Custom form components', section: 'Learn' },
    };
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
    const entry: PagefindResultData = {
        url: '/reference/admin-ui-api/nav-menu/add-nav-menu-section/',
        excerpt: '',
        meta: { title: 'addNavMenuSection', section: 'Reference', [LEGACY_META]: 'Admin UI' },
    };
    const other: PagefindResultData = {
        url: '/guides/x/',
        excerpt: '',
        meta: { title: 'Navigation', section: 'Learn' },
    };
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
    const withSection: PagefindResultData = {
        url: '/guides/core-concepts/payment/',
        excerpt: '',
        meta: { title: 'Payment', section: 'Learn' },
        sub_results: [
            {
                title: 'Cash on delivery',
                url: '/guides/core-concepts/payment/#Cash-on-delivery',
                excerpt: '',
                anchor: { element: 'h2', id: 'Cash-on-delivery', location: 1 },
            },
        ],
    };
    const other: PagefindResultData = {
        url: '/guides/storefront/order-workflow/',
        excerpt: '',
        meta: { title: 'Order workflow', section: 'Learn' },
    };
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
    const titled: PagefindResultData = {
        url: '/x/',
        excerpt: '',
        meta: { title: 'Cash on delivery', section: 'Learn' },
    };
    assert.equal(first('cash on delivery', titled, withSection), titled.url);
});
