import { test } from 'node:test';
import assert from 'node:assert/strict';

import { LocalSearch, unmatchedTerms } from './local-search';
import { createLocalClient, withOutcome } from './client';
import type { LocalSearchResult, PageMetaTable, PagefindModule, PagefindResultData } from './types';
import { headingData, pageData } from '../../tests/pagefind-results';

function page(url: string, title: string, section: string): PagefindResultData {
    return {
        url,
        excerpt: `About <mark>${title}</mark>`,
        meta: { title, section },
        sub_results: [{ title, url, excerpt: `About <mark>${title}</mark>` }],
    };
}

const PAGES: Record<string, PagefindResultData> = {
    guide: page('/guides/core-concepts/shipping/', 'Shipping', 'Learn'),
    reference: page('/reference/typescript-api/shipping/shipping-calculator/', 'ShippingCalculator', 'Reference'),
    userGuide: page('/user-guide/settings/shipping-methods/', 'Shipping methods', 'User Guide'),
};

/** A fake Pagefind: exact word lookup over page titles, recording every call. */
function fakePagefind(calls: Array<{ term: string; filters: unknown }>): PagefindModule {
    return {
        options: async () => undefined,
        search: async (term, options) => {
            calls.push({ term, filters: options?.filters });
            const sectionFilter = (options?.filters as { section?: { any: string[] } } | undefined)?.section?.any;
            const matches = Object.entries(PAGES).filter(
                ([, data]) =>
                    data.meta.title!.toLowerCase().includes(term.toLowerCase()) &&
                    (!sectionFilter || sectionFilter.includes(data.meta.section!)),
            );
            return { results: matches.map(([id, data], index) => ({ id, score: 10 - index, data: async () => data })) };
        },
    };
}

function localSearch(
    calls: Array<{ term: string; filters: unknown }>,
    vocabulary = ['shipping', 'calculator'],
): LocalSearch {
    return new LocalSearch({
        origin: 'https://docs.example.com',
        loadPagefind: async () => fakePagefind(calls),
        loadVocabulary: async () => vocabulary,
    });
}

/** The fake with Pagefind's preload, recorded as "preload:<term>". */
function preloadingSearch(calls: Array<{ term: string; filters: unknown }>, vocabulary: string[]): LocalSearch {
    const pagefind: PagefindModule = {
        ...fakePagefind(calls),
        preload: async (term, options) => void calls.push({ term: `preload:${term}`, filters: options?.filters }),
    };
    return new LocalSearch({
        origin: 'https://docs.example.com',
        loadPagefind: async () => pagefind,
        loadVocabulary: async () => vocabulary,
    });
}

/** A fake Pagefind matching page titles, whose results load their data through `load`. */
function titlePagefind(
    load: (term: string, id: string, data: PagefindResultData) => Promise<PagefindResultData>,
    before?: (term: string) => Promise<void>,
): PagefindModule {
    return {
        options: async () => undefined,
        search: async term => {
            await before?.(term);
            const matches = Object.entries(PAGES).filter(([, data]) =>
                data.meta.title!.toLowerCase().includes(term.toLowerCase()),
            );
            return {
                results: matches.map(([id, data], index) => ({
                    id,
                    score: 10 - index,
                    data: () => load(term, id, data),
                })),
            };
        },
    };
}

test('LocalSearch returns DocSearch hits and the number of matching documents', async () => {
    const calls: Array<{ term: string; filters: unknown }> = [];
    const result = await localSearch(calls).search({ query: 'shipping', filters: { language: ['en'] } });
    assert.equal(result.nbHits, 3);
    assert.equal(result.hits[0].url, 'https://docs.example.com/guides/core-concepts/shipping/');
    assert.deepEqual(calls[0].filters, { language: { any: ['en'] } });
});

test('LocalSearch passes the section filter through to Pagefind', async () => {
    const calls: Array<{ term: string; filters: unknown }> = [];
    const result = await localSearch(calls).search({ query: 'shipping', filters: { section: ['User Guide'] } });
    assert.deepEqual(
        result.hits.map(hit => hit['hierarchy.lvl0']),
        ['User Guide'],
    );
});

test('LocalSearch corrects a misspelt query only when it finds nothing', async () => {
    const calls: Array<{ term: string; filters: unknown }> = [];
    const result = await localSearch(calls).search({ query: 'shiping' });
    assert.deepEqual(
        calls.map(call => call.term),
        ['shiping', 'shipping'],
    );
    assert.equal(result.correctedQuery, 'shipping');
    assert.ok(result.nbHits > 0);
    const nonsense = await localSearch([]).search({ query: 'qwzxvbnm' });
    assert.equal(nonsense.nbHits, 0);
    assert.deepEqual(nonsense.hits, []);
});

test('LocalSearch pages through documents', async () => {
    const search = localSearch([]);
    const first = await search.search({ query: 'shipping', documentsPerPage: 2, hitsPerDocument: 1 });
    const second = await search.search({ query: 'shipping', page: 1, documentsPerPage: 2, hitsPerDocument: 1 });
    assert.equal(first.nbPages, 2);
    assert.equal(first.hits.length, 2);
    assert.equal(second.hits.length, 1);
    assert.ok(!first.hits.some(hit => hit.url === second.hits[0].url));
});

test('a failed load is reported and retried on the next query', async () => {
    let attempts = 0;
    const search = new LocalSearch({
        origin: 'https://x.io',
        loadPagefind: async () => {
            attempts += 1;
            if (attempts === 1) throw new Error('Failed to fetch /pagefind/pagefind.js');
            return fakePagefind([]);
        },
        loadVocabulary: async () => [],
    });
    await assert.rejects(search.search({ query: 'shipping' }), /Failed to fetch/);
    assert.equal((await search.search({ query: 'shipping' })).nbHits, 3);
});

test('the modal client answers the modal request shape and withOutcome reports failures as RetryError', async () => {
    const client = createLocalClient(localSearch([]));
    const response = await client.search([
        { q: 'ShippingCalculator', filter_by: 'language:=en && docusaurus_tag:=[default,docs-default-current]' },
    ]);
    assert.equal(response.results[0].nbHits, 1);
    assert.equal(response.results[0].hits[0]['hierarchy.lvl1'], 'ShippingCalculator');

    const seen: string[] = [];
    const failing = withOutcome(
        { search: async () => Promise.reject(new Error('offline')) },
        { onSuccess: q => seen.push(`ok ${q}`), onFailure: q => seen.push(`failed ${q}`) },
    );
    await assert.rejects(failing.search([{ q: 'x' }]), (error: Error) => error.name === 'RetryError');
    const working = withOutcome(client, {
        onSuccess: q => seen.push(`ok ${q}`),
        onFailure: q => seen.push(`failed ${q}`),
    });
    await working.search([{ q: 'shipping' }]);
    assert.deepEqual(seen, ['failed x', 'ok shipping']);
});

test('the modal client answers queries typed while the index loads with the last one only', async () => {
    const calls: Array<{ term: string; filters: unknown }> = [];
    let loaded!: () => void;
    const loading = new Promise<void>(resolve => (loaded = resolve));
    const search = new LocalSearch({
        origin: 'https://docs.example.com',
        loadPagefind: async () => {
            await loading;
            return fakePagefind(calls);
        },
        loadVocabulary: async () => ['shipping', 'calculator'],
    });
    const client = createLocalClient(search);
    const early = client.search([{ q: 'ship' }]);
    const late = client.search([{ q: 'ShippingCalculator' }]);
    loaded();
    const [earlyResponse, lateResponse] = await Promise.all([early, late]);
    assert.deepEqual(
        calls.map(call => call.term),
        ['ShippingCalculator'],
    );
    assert.equal(earlyResponse, lateResponse);
    assert.equal(lateResponse.results[0].hits[0]['hierarchy.lvl1'], 'ShippingCalculator');

    // Once loaded, every query is answered on its own.
    const next = await client.search([{ q: 'shipping' }]);
    assert.equal(next.results[0].nbHits, 3);
    assert.deepEqual(
        calls.map(call => call.term),
        ['ShippingCalculator', 'shipping'],
    );
});

test('the local client reads the page, page size and hits per document of the search page request', async () => {
    const client = createLocalClient(localSearch([]));
    const first = await client.search([
        { q: 'shipping', page: 1, per_page: 2, group_limit: 1, filter_by: 'hierarchy.lvl0:=[`Reference`,`Learn`]' },
    ]);
    assert.equal(first.results[0].nbHits, 2);
    assert.deepEqual(first.results[0].hits.map(hit => hit['hierarchy.lvl0']).sort(), ['Learn', 'Reference']);
    const second = await client.search([{ q: 'shipping', page: 2, per_page: 2, group_limit: 1 }]);
    assert.equal(second.results[0].hits.length, 1);
    assert.equal(second.results[0].nbHits, 3);
});

test('nonsense that Pagefind matched loosely gives no results instead of prefix noise', async () => {
    const noisy: PagefindModule = {
        options: async () => undefined,
        search: async () => ({
            results: [
                {
                    id: 'q',
                    score: 1,
                    data: async () =>
                        page('/reference/core-plugins/asset-server-plugin/', 'AssetServerPlugin', 'Reference'),
                },
            ],
        }),
    };
    const search = new LocalSearch({
        origin: 'https://x.io',
        loadPagefind: async () => noisy,
        loadVocabulary: async () => ['shipping', 'asset'],
    });
    const result = await search.search({ query: 'qxzvwplkjh' });
    assert.equal(result.nbHits, 0);
    assert.deepEqual(result.hits, []);
    const known = await search.search({ query: 'AssetServerPlugin' });
    assert.equal(known.nbHits, 1, 'a query whose words the results contain is untouched');
});

test('Pagefind queries run one at a time even when searches overlap', async () => {
    let running = 0;
    let maxRunning = 0;
    const slow: PagefindModule = {
        options: async () => undefined,
        search: async term => {
            running += 1;
            maxRunning = Math.max(maxRunning, running);
            await new Promise(resolve => setTimeout(resolve, 5));
            running -= 1;
            return { results: [{ id: term, score: 1, data: async () => PAGES.guide }] };
        },
    };
    const search = new LocalSearch({
        origin: 'https://x.io',
        loadPagefind: async () => slow,
        loadVocabulary: async () => ['shipping'],
    });
    await Promise.all(['shipping', 'shipping rates', 'shipping methods'].map(query => search.search({ query })));
    assert.equal(maxRunning, 1);
});

test('LocalSearch looks up a question word by word, so a page missing one word is still found', async () => {
    const calls: Array<{ term: string; filters: unknown }> = [];
    // No title contains all three words, so an all-words search would find nothing.
    const result = await preloadingSearch(calls, ['shipping', 'calculator', 'methods']).search({
        query: 'shipping calculator methods',
        filters: { section: ['Reference', 'User Guide'] },
    });
    assert.deepEqual(
        calls.map(call => call.term),
        ['preload:shipping calculator methods', 'shipping', 'calculator', 'methods'],
    );
    assert.ok(
        calls.every(
            call => JSON.stringify(call.filters) === JSON.stringify({ section: { any: ['Reference', 'User Guide'] } }),
        ),
    );
    assert.deepEqual(
        [...new Set(result.hits.map(hit => new URL(hit.url).pathname))],
        // Both pages match two of three words; a question puts the User Guide before the reference.
        ['/user-guide/settings/shipping-methods/', '/reference/typescript-api/shipping/shipping-calculator/'],
    );
});

test('"<name> <kind>" searches the name among the reference pages of that kind', async () => {
    const calls: Array<{ term: string; filters: unknown }> = [];
    const mutationsPageUrl = '/reference/graphql-api/admin/mutations/';
    const mutationsPage = pageData(mutationsPageUrl, 'Mutations', 'Reference', {
        subResults: [
            { title: 'Mutations', url: mutationsPageUrl, excerpt: '' },
            headingData(
                mutationsPageUrl,
                'createProduct',
                { element: 'h2', id: 'createProduct', location: 4 },
                'Create a new Product',
            ),
        ],
    });
    const inputTypes: PagefindResultData = {
        ...mutationsPage,
        url: '/reference/graphql-api/admin/input-types/',
        meta: { title: 'Input types', section: 'Reference' },
        sub_results: [],
    };
    const pagefind: PagefindModule = {
        options: async () => undefined,
        search: async (term, options) => {
            calls.push({ term, filters: options?.filters });
            const kind = (options?.filters as { kind?: { any: string[] } } | undefined)?.kind?.any;
            const pages = kind ? (kind.includes('mutation') ? [mutationsPage] : []) : [inputTypes, mutationsPage];
            return {
                results: pages.map((data, index) => ({ id: data.url, score: 10 - index, data: async () => data })),
            };
        },
    };
    const search = new LocalSearch({
        origin: 'https://x.io',
        loadPagefind: async () => pagefind,
        loadVocabulary: async () => ['create', 'product'],
    });
    const result = await search.search({ query: 'createProduct mutation', filters: { language: ['en'] } });
    assert.deepEqual(calls[0], {
        term: 'createProduct',
        filters: { language: { any: ['en'] }, kind: { any: ['mutation'] } },
    });
    assert.equal(result.hits[0].url, 'https://x.io/reference/graphql-api/admin/mutations/#createProduct');

    // Restricted to the guides, the kind is not looked up; with no page of the kind, the words are searched as typed.
    calls.length = 0;
    await search.search({ query: 'createProduct mutation', filters: { section: ['Learn'] } });
    assert.ok(!calls.some(call => JSON.stringify(call.filters).includes('kind')));
    calls.length = 0;
    await search.search({ query: 'createProduct enum' });
    assert.deepEqual(calls.map(call => call.term).slice(0, 1), ['createProduct']);
    assert.ok(calls.length > 1, 'then the query as typed');
});

test('a question keeps its other words when one is unknown to the docs (no "No results")', async () => {
    const calls: Array<{ term: string; filters: unknown }> = [];
    const search = localSearch(calls, ['shipping', 'calculator', 'methods']);
    const result = await search.search({ query: 'shipping versus calculator' });
    assert.ok(result.nbHits > 0);
    assert.ok(calls.some(call => call.term === 'shipping calculator' || call.term === 'calculator'));
    assert.equal(
        (await localSearch([], ['shipping']).search({ query: 'qwzxvbnm' })).nbHits,
        0,
        'a lone unknown word still finds nothing',
    );
});

test('a phrase with one topic word searches that word, not its stop words or a one-letter prefix', async () => {
    const calls: Array<{ term: string; filters: unknown }> = [];
    const search = localSearch(calls);
    const result = await search.search({ query: 'the shipping a' });
    assert.deepEqual(
        calls.map(call => call.term),
        ['shipping'],
    );
    assert.equal(result.nbHits, 3);
    await search.search({ query: 'shipping' });
    assert.equal(calls.length, 1, 'the same word typed alone is answered from the cache');
});

test('words already looked up are not searched again while a question is typed', async () => {
    const calls: Array<{ term: string; filters: unknown }> = [];
    const search = localSearch(calls, ['shipping', 'calculator', 'methods']);
    await search.search({ query: 'shipping calculator' });
    const first = calls.length;
    await search.search({ query: 'shipping calculator methods' });
    assert.deepEqual(
        calls.slice(first).map(call => call.term),
        ['methods'],
    );
    await search.search({ query: 'shipping calculator', filters: { section: ['Learn'] } });
    assert.deepEqual(
        calls.slice(first + 1).map(call => call.term),
        ['shipping', 'calculator'],
        'other filters, other answers',
    );
});

test('a query replaced while it runs stops before loading its results, and its caller gets the newer answer', async () => {
    const loads: string[] = [];
    let release!: () => void;
    const held = new Promise<void>(resolve => (release = resolve));
    const pagefind = titlePagefind(
        async (term, id, data) => (loads.push(`${term}:${id}`), data),
        async term => {
            if (term === 'ship') await held;
        },
    );
    const client = createLocalClient(
        new LocalSearch({
            origin: 'https://x.io',
            loadPagefind: async () => pagefind,
            loadVocabulary: async () => ['shipping', 'calculator'],
        }),
    );
    const replaced = client.search([{ q: 'ship' }]);
    await new Promise(resolve => setTimeout(resolve, 5));
    const newer = client.search([{ q: 'ShippingCalculator' }]);
    release();
    const [replacedResponse, newerResponse] = await Promise.all([replaced, newer]);
    assert.equal(replacedResponse, newerResponse);
    assert.equal(newerResponse.results[0].hits[0]['hierarchy.lvl1'], 'ShippingCalculator');
    assert.deepEqual(loads, ['ShippingCalculator:reference'], 'no fragment of the replaced query was loaded');
});

test('a query replaced while its fragments load does not hold up the newer one', async () => {
    let release!: () => void;
    const held = new Promise<void>(resolve => (release = resolve));
    const pagefind = titlePagefind(async (term, _id, data) => (term === 'shipping' ? (await held, data) : data));
    const search = new LocalSearch({
        origin: 'https://x.io',
        loadPagefind: async () => pagefind,
        loadVocabulary: async () => ['shipping', 'calculator'],
    });
    const older = new AbortController();
    const replaced = search.search({ query: 'shipping', signal: older.signal });
    replaced.catch(() => undefined);
    await new Promise(resolve => setTimeout(resolve, 5));
    older.abort();
    const newer = await Promise.race([
        search.search({ query: 'calculator' }),
        new Promise<null>(resolve => setTimeout(() => resolve(null), 200)),
    ]);
    release();
    assert.ok(newer, 'the newer query was answered while the replaced one still waited for its fragments');
    assert.equal(newer.hits[0]['hierarchy.lvl1'], 'ShippingCalculator');
});

test('preloadChunks loads the index chunks of what the search will ask for: the kind, the topic words, no short prefix', async () => {
    const calls: Array<{ term: string; filters: unknown }> = [];
    const search = preloadingSearch(calls, ['shipping']);
    await search.preloadChunks({ query: 'createProduct mutation' });
    await search.preloadChunks({ query: 'how do I ship' });
    await search.preloadChunks({ query: 'shipping ca' });
    await search.preloadChunks({ query: 'Sh' });
    await search.preloadChunks({ query: 'shipping', filters: { section: ['Learn'] } });
    assert.deepEqual(calls, [
        { term: 'preload:createProduct', filters: { kind: { any: ['mutation'] } } },
        { term: 'preload:ship', filters: {} },
        { term: 'preload:shipping', filters: {} },
        { term: 'preload:shipping', filters: { section: { any: ['Learn'] } } },
    ]);
});

test('a result’s data is loaded once while a question grows around it', async () => {
    let loads = 0;
    const pagefind = titlePagefind(async (_term, _id, data) => (loads++, { ...data, content: 'the whole page text' }));
    const search = new LocalSearch({
        origin: 'https://x.io',
        loadPagefind: async () => pagefind,
        loadVocabulary: async () => ['shipping', 'calculator', 'methods'],
    });
    const first = await search.search({ query: 'shipping calculator' });
    const afterFirst = loads;
    assert.equal(afterFirst, 3);
    const second = await search.search({ query: 'shipping calculator methods' });
    assert.equal(loads, afterFirst, 'the pages found by "shipping" and "calculator" were loaded already');
    assert.equal(second.nbHits, first.nbHits);
});

test('a question replaced while its words are looked up stops before its next word', async () => {
    const searched: string[] = [];
    let release!: () => void;
    const held = new Promise<void>(resolve => (release = resolve));
    const pagefind: PagefindModule = {
        ...fakePagefind([]),
        search: async (term, options) => {
            searched.push(term);
            if (term === 'shipping') await held;
            return fakePagefind([]).search(term, options);
        },
    };
    const client = createLocalClient(
        new LocalSearch({
            origin: 'https://x.io',
            loadPagefind: async () => pagefind,
            loadVocabulary: async () => ['shipping', 'calculator', 'methods'],
        }),
    );
    const replaced = client.search([{ q: 'shipping calculator methods' }]);
    await new Promise(resolve => setTimeout(resolve, 5));
    const newer = client.search([{ q: 'ShippingCalculator' }]);
    release();
    assert.equal(await replaced, await newer);
    assert.deepEqual(searched, ['shipping', 'ShippingCalculator'], '"calculator" and "methods" were not looked up');
});

test('unmatchedTerms lists the query words of four letters or more that no title or excerpt has', () => {
    const shipping = page('/guides/core-concepts/shipping/', 'Shipping', 'Learn');
    const ordersUrl = '/guides/core-concepts/orders/';
    const orders = pageData(ordersUrl, 'Orders', 'Learn', {
        excerpt: 'The order process',
        subResults: [
            { title: 'Custom states', url: `${ordersUrl}#states`, excerpt: 'a <mark>transition</mark> guard' },
        ],
    });
    assert.deepEqual(unmatchedTerms('shiping methd', [shipping]), ['shiping', 'methd']);
    // A word the texts start with, or a stem of it, matches; words under four letters are never checked.
    assert.deepEqual(unmatchedTerms('ship the shippings', [shipping]), []);
    // Every result is read until each word is found: here the last sub-result's excerpt has it.
    assert.deepEqual(unmatchedTerms('shipping transitions', [shipping, orders]), []);
    assert.deepEqual(unmatchedTerms('shipping transitions', [shipping]), ['transitions']);
    assert.deepEqual(unmatchedTerms('anything', []), ['anything']);
});

test('filters every indexed page passes are not sent to Pagefind; without the filter values all are', async () => {
    const filters = { language: ['en'], docusaurus_tag: ['default', 'docs-default-current'], section: ['Learn'] };
    const search = (loadFilterValues: () => Promise<Record<string, string[]>>) => {
        const calls: Array<{ term: string; filters: unknown }> = [];
        const local = new LocalSearch({
            origin: 'https://docs.example.com',
            loadPagefind: async () => fakePagefind(calls),
            loadVocabulary: async () => [],
            loadFilterValues,
        });
        return local.search({ query: 'shipping', filters }).then(result => ({ calls, result }));
    };
    const shared = await search(async () => ({ language: ['en'], docusaurus_tag: ['docs-default-current'] }));
    assert.deepEqual(shared.calls[0].filters, { section: { any: ['Learn'] } });
    assert.deepEqual(
        shared.result.hits.map(hit => hit['hierarchy.lvl0']),
        ['Learn'],
    );
    const failed = await search(async () => {
        throw new Error('HTTP 404');
    });
    assert.deepEqual(failed.calls[0].filters, {
        language: { any: ['en'] },
        docusaurus_tag: { any: ['default', 'docs-default-current'] },
        section: { any: ['Learn'] },
    });
});

test('the hits per document asked for are the first of the same ranked list, also beyond three', async () => {
    const url = '/guides/core-concepts/orders/';
    const sub = (title: string, hits: number) => ({
        title,
        url: `${url}#${title}`,
        excerpt: `about <mark>order</mark> ${title}`,
        anchor: { element: 'h2', id: title, location: hits },
        weighted_locations: Array.from({ length: hits }, (_, location) => ({ weight: 1, balanced_score: 1, location })),
    });
    const orders: PagefindResultData = {
        url,
        excerpt: 'about <mark>order</mark>',
        meta: { title: 'Orders', section: 'Learn' },
        sub_results: [sub('states', 1), sub('lines', 4), sub('totals', 2), sub('history', 3), sub('taxes', 5)],
    };
    const local = new LocalSearch({
        origin: 'https://docs.example.com',
        loadPagefind: async () => ({
            options: async () => undefined,
            search: async () => ({ results: [{ id: 'orders', score: 1, data: async () => orders }] }),
        }),
        loadVocabulary: async () => [],
    });
    const anchors = async (hitsPerDocument: number) =>
        (await local.search({ query: 'order', hitsPerDocument })).hits.map(hit => hit.anchor);
    assert.deepEqual(await anchors(5), ['taxes', 'lines', 'history', 'totals', 'states']);
    assert.deepEqual(await anchors(1), ['taxes']);
    assert.deepEqual(await anchors(3), ['taxes', 'lines', 'history']);
});

/**
 * Pagefind's order is reference, userGuide, guide; the ranking puts the exact title "Shipping" first.
 * Like Pagefind, it matches loosely (the first four letters). Each page's data waits until `release(id)`.
 */
function heldSearch(pageMeta?: PageMetaTable) {
    const waiting = new Map<string, () => void>();
    /** The pages whose data was asked for, in that order. */
    const asked: string[] = [];
    const order = ['reference', 'userGuide', 'guide'];
    const pagefind: PagefindModule = {
        options: async () => undefined,
        search: async term => ({
            results: order
                .filter(id => PAGES[id].meta.title!.toLowerCase().includes(term.toLowerCase().slice(0, 4)))
                .map((id, index) => ({
                    id,
                    score: 10 - index,
                    data: () => {
                        asked.push(id);
                        return new Promise<PagefindResultData>(resolve => waiting.set(id, () => resolve(PAGES[id])));
                    },
                })),
        }),
    };
    const local = new LocalSearch({
        origin: 'https://docs.example.com',
        loadPagefind: async () => pagefind,
        loadVocabulary: async () => ['shipping', 'calculator'],
        loadPageMeta: pageMeta && (async () => pageMeta),
    });
    const release = async (id: string) => {
        waiting.get(id)!();
        await new Promise(resolve => setTimeout(resolve, 0));
    };
    /** Lets every page load as soon as it is asked for, until `search` settles. */
    const releaseAll = async <T>(search: Promise<T>): Promise<T> => {
        let settled = false;
        const result = search.finally(() => (settled = true));
        while (!settled) {
            for (const resolve of waiting.values()) resolve();
            await new Promise(resolve => setTimeout(resolve, 0));
        }
        return result;
    };
    return { local, waiting, asked, release, releaseAll };
}

const META: PageMetaTable = Object.fromEntries(
    Object.entries(PAGES).map(([id, data]) => [id, data.meta as Record<string, string>]),
);
const urls = (result: { hits: Array<{ url: string }> }) => result.hits.map(hit => new URL(hit.url).pathname);

test('a single word shows page 0 document by document in its final order, before the whole head has loaded', async () => {
    const { local, waiting, asked, release } = heldSearch(META);
    const partials: LocalSearchResult[] = [];
    const done = local.search({
        query: 'shipping',
        documentsPerPage: 3,
        hitsPerDocument: 1,
        onPartial: partial => partials.push(partial),
    });
    while (waiting.size < 1) await new Promise(resolve => setTimeout(resolve, 0));
    // Pagefind's first result is ranked second. The first shown loads alone, then the rest in the order shown.
    assert.deepEqual(asked, ['guide']);
    await release('guide');
    assert.deepEqual(urls(partials.at(-1)!), ['/guides/core-concepts/shipping/']);
    assert.equal(partials.at(-1)!.nbHits, 3);
    assert.deepEqual(asked, ['guide', 'reference', 'userGuide']);
    // The third arrives before the second: it is shown after it.
    await release('userGuide');
    assert.equal(partials.length, 1);
    await release('reference');
    const result = await done;
    assert.equal(urls(result).length, 3);
    assert.deepEqual(urls(partials.at(-1)!), urls(result));
    for (const partial of partials) assert.deepEqual(urls(partial), urls(result).slice(0, partial.hits.length));
});

test('early results: the whole order for a plain word, only exact titles for a name or a phrase', async () => {
    /** How many documents each early result held. */
    const earlyOf = async (
        query: string,
        { pageMeta = META, page = 0 }: { pageMeta?: PageMetaTable | null; page?: number } = {},
    ): Promise<number[]> => {
        const { local, releaseAll } = heldSearch(pageMeta ?? undefined);
        const shown: number[] = [];
        await releaseAll(
            local.search({
                query,
                page,
                documentsPerPage: 3,
                hitsPerDocument: 1,
                onPartial: partial => shown.push(partial.hits.length),
            }),
        );
        return shown;
    };
    assert.deepEqual(await earlyOf('shipping'), [1, 2, 3]);
    // A name can match a heading, which only the loaded data holds: only the page titled with it is sure to lead.
    assert.deepEqual(await earlyOf('ShippingCalculator'), [1]);
    assert.deepEqual(await earlyOf('shipping methods'), [1]);
    assert.deepEqual(await earlyOf('shipping calculator'), []);
    assert.deepEqual(await earlyOf('shipping', { page: 1 }), []);
    assert.deepEqual(await earlyOf('shipping', { pageMeta: null }), []);
    const { guide, ...withoutGuide } = META;
    assert.ok(guide);
    assert.deepEqual(await earlyOf('shipping', { pageMeta: withoutGuide }), []);
    // Found loosely, but in no title: the loaded excerpts decide whether a spelling retry replaces the results.
    assert.deepEqual(await earlyOf('shipment'), []);
});

test('the local client passes early results on as a search result', async () => {
    const { local, releaseAll } = heldSearch(META);
    const partials: number[] = [];
    const response = await releaseAll(
        createLocalClient(local).search([{ q: 'shipping', per_page: 2, group_limit: 1 }], {
            onPartial: partial => partials.push(partial.hits.length * 10 + partial.nbHits),
        }),
    );
    assert.equal(response.results[0].hits.length, 2);
    assert.deepEqual(partials, [13, 23]);
});

test('the page metadata is loaded only for early results (the search page), not for the modal', async () => {
    let loads = 0;
    const local = new LocalSearch({
        origin: 'https://docs.example.com',
        loadPagefind: async () => fakePagefind([]),
        loadVocabulary: async () => [],
        loadPageMeta: async () => {
            loads++;
            return META;
        },
    });
    local.warm();
    await local.search({ query: 'shipping' });
    assert.equal(loads, 0);
    await local.search({ query: 'shipping', onPartial: () => undefined });
    local.warm({ earlyResults: true });
    await local.search({ query: 'shipping', onPartial: () => undefined });
    assert.equal(loads, 1);
});
