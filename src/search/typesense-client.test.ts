import { test } from 'node:test';
import assert from 'node:assert/strict';

import { createTypesenseClient, shuffledNodes, snippet, toHit, UNHEALTHY_MS } from './typesense-client';

/** Keeps the configured node order (Fisher–Yates swaps nothing when random() is just under 1). */
const inOrder = () => 0.999;

const NODES = ['a.example.net', 'b.example.net', 'c.example.net'].map(host => ({
    host,
    port: 443,
    protocol: 'https' as const,
}));

const document = (overrides: Record<string, unknown> = {}) => ({
    id: 'r1',
    'hierarchy.lvl0': 'Reference',
    'hierarchy.lvl1': 'Mutations',
    'hierarchy.lvl2': 'addItemToOrder',
    content: 'Adds <img src=x onerror=alert(1)> an item to the order',
    url: 'https://docs.vendure.io/reference/graphql-api/shop/mutations/#addItemToOrder',
    url_without_anchor: 'https://docs.vendure.io/reference/graphql-api/shop/mutations/',
    anchor: 'addItemToOrder',
    type: 'content',
    ...overrides,
});

const okBody = (docs = [document()]) => ({
    results: [
        {
            found: docs.length,
            out_of: 100,
            grouped_hits: docs.map(doc => ({ group_key: [doc.url], hits: [{ document: doc }] })),
        },
    ],
});

type Answer = (url: string, init: RequestInit) => Promise<Response>;
function fakeFetch(answers: Answer[]) {
    const calls: Array<{ url: string; body: unknown; headers: Record<string, string> }> = [];
    let n = 0;
    const fetch = (async (url: string, init: RequestInit) => {
        calls.push({ url, body: JSON.parse(init.body as string), headers: init.headers as Record<string, string> });
        return answers[Math.min(n++, answers.length - 1)](url, init);
    }) as unknown as typeof globalThis.fetch;
    return { fetch, calls };
}
const json =
    (body: unknown, status = 200): Answer =>
    async () =>
        new Response(JSON.stringify(body), { status });
const text =
    (body: string, status = 200): Answer =>
    async () =>
        new Response(body, { status });
const hang: Answer = (_url, init) =>
    new Promise((_, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );

test('the client posts the searches to multi_search with the search key and maps hits, escaped', async () => {
    const { fetch, calls } = fakeFetch([json(okBody())]);
    const client = createTypesenseClient({ nodes: NODES, apiKey: 'search key' }, { fetch, random: inOrder });
    const response = await client.search([{ collection: 'vendure-docs', q: 'item order', filter_by: 'language:=en' }]);
    assert.equal(calls[0].url, 'https://a.example.net:443/multi_search?x-typesense-api-key=search%20key');
    // No CORS preflight: a text/plain POST with the key in the URL is a simple request.
    assert.deepEqual(calls[0].headers, { 'Content-Type': 'text/plain' });
    assert.deepEqual(calls[0].body, {
        searches: [{ collection: 'vendure-docs', q: 'item order', filter_by: 'language:=en' }],
    });
    const hit = response.results[0].hits[0];
    assert.equal(response.results[0].nbHits, 1);
    assert.equal(hit.url, 'https://docs.vendure.io/reference/graphql-api/shop/mutations/#addItemToOrder');
    assert.equal(hit.hierarchy.lvl2, 'addItemToOrder');
    assert.equal(
        hit._snippetResult.content.value,
        'Adds &lt;img src=x onerror=alert(1)&gt; an <mark>item</mark> to the <mark>order</mark>',
    );
    assert.equal(hit._highlightResult['hierarchy.lvl1'].value, 'Mutations');
    assert.equal(hit._highlightResult['hierarchy.lvl1'].matchLevel, 'none');
});

test('ungrouped hits are read too', async () => {
    const { fetch } = fakeFetch([
        json({ results: [{ found: 1, hits: [{ document: document({ type: 'lvl2', content: null }) }] }] }),
    ]);
    const response = await createTypesenseClient({ nodes: NODES, apiKey: 'k' }, { fetch, random: inOrder }).search([
        { q: 'addItemToOrder' },
    ]);
    assert.equal(response.results[0].hits[0].type, 'lvl2');
    assert.equal(response.results[0].hits[0]._highlightResult['hierarchy.lvl2'].value, '<mark>addItemToOrder</mark>');
});

test('a 5xx, a timeout or a malformed body moves on to the next node', async () => {
    for (const failure of [
        json({ message: 'down' }, 503),
        hang,
        text('{"results": ['),
        json({ results: [{ hits: [] }] }),
    ]) {
        const { fetch, calls } = fakeFetch([failure, json(okBody())]);
        const client = createTypesenseClient(
            { nodes: NODES, apiKey: 'k', connectionTimeoutSeconds: 0.05 },
            { fetch, random: inOrder },
        );
        const response = await client.search([{ q: 'order' }]);
        assert.equal(response.results[0].nbHits, 1);
        assert.deepEqual(
            calls.map(call => new URL(call.url).hostname),
            ['a.example.net', 'b.example.net'],
        );
    }
});

test('when every node fails the search fails (never "no results"), and a 4xx is not retried', async () => {
    const down = fakeFetch([json({}, 500)]);
    await assert.rejects(
        createTypesenseClient({ nodes: NODES, apiKey: 'k' }, { fetch: down.fetch, random: inOrder }).search([
            { q: 'x' },
        ]),
        /HTTP 500/,
    );
    assert.equal(down.calls.length, 3);

    const unauthorized = fakeFetch([json({ message: 'Forbidden' }, 401)]);
    await assert.rejects(
        createTypesenseClient({ nodes: NODES, apiKey: 'k' }, { fetch: unauthorized.fetch, random: inOrder }).search([
            { q: 'x' },
        ]),
        /HTTP 401/,
    );
    assert.equal(unauthorized.calls.length, 1);

    const refused = fakeFetch([json({ results: [{ code: 404, error: 'Not found.' }] })]);
    await assert.rejects(
        createTypesenseClient({ nodes: NODES, apiKey: 'k' }, { fetch: refused.fetch, random: inOrder }).search([
            { q: 'x' },
        ]),
        /Not found/,
    );
});

test('a failed node is skipped for a while, then tried again', async () => {
    let clock = 0;
    const { fetch, calls } = fakeFetch([json({}, 502), json(okBody())]);
    const client = createTypesenseClient({ nodes: NODES, apiKey: 'k' }, { fetch, now: () => clock, random: inOrder });
    await client.search([{ q: 'order' }]);
    await client.search([{ q: 'order' }]);
    clock += UNHEALTHY_MS;
    await client.search([{ q: 'order' }]);
    assert.deepEqual(
        calls.map(call => new URL(call.url).hostname),
        ['a.example.net', 'b.example.net', 'b.example.net', 'a.example.net'],
    );
});

test('snippet shows the words around the first match', () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
    words[40] = 'shipping';
    const result = snippet(words.join(' '), ['ship'], 9);
    assert.equal(result, '… w37 w38 w39 <mark>shipping</mark> w41 w42 w43 w44 w45 …');
    assert.equal(snippet('short text', ['text']), 'short <mark>text</mark>');
});

test('a document without url or title is an error, not a broken hit', () => {
    assert.throws(() => toHit({ id: 'x', content: 'y' }, 'y'), /without url/);
});

test('each client tries the nodes in a random order, as the official client does, so browsers spread over the cluster', async () => {
    assert.deepEqual(
        shuffledNodes(['a', 'b', 'c'], () => 0),
        ['b', 'c', 'a'],
    );
    assert.deepEqual(shuffledNodes(['a', 'b', 'c'], inOrder), ['a', 'b', 'c']);
    const firstAsked = new Set<string>();
    for (const random of [() => 0, inOrder, () => 0.4]) {
        const { fetch, calls } = fakeFetch([json({}, 503), json({}, 503), json(okBody())]);
        await createTypesenseClient({ nodes: NODES, apiKey: 'k' }, { fetch, random }).search([{ q: 'order' }]);
        // Every node is still tried once when the others fail.
        assert.deepEqual(
            calls.map(call => new URL(call.url).hostname).sort(),
            NODES.map(node => node.host),
        );
        firstAsked.add(new URL(calls[0].url).hostname);
    }
    assert.equal(firstAsked.size, 3, 'different clients start at different nodes');
});
