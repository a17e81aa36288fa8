import { test } from 'node:test';
import assert from 'node:assert/strict';
import Typesense from 'typesense';

import type { DocSearchRecord } from '../types';
import { startAdminStub, type StubHooks } from './admin-stub';
import { publishToTypesense } from './indexer';

/** The indexer runs against the real `typesense` client, pointed at a stub on 127.0.0.1. */

function record(id: string): DocSearchRecord {
    return {
        id,
        'hierarchy.lvl0': 'Learn',
        'hierarchy.lvl1': 'Shipping',
        'hierarchy.lvl2': null,
        'hierarchy.lvl3': null,
        'hierarchy.lvl4': null,
        'hierarchy.lvl5': null,
        'hierarchy.lvl6': null,
        content: null,
        url: 'https://x.io/guides/core-concepts/shipping/',
        url_without_anchor: 'https://x.io/guides/core-concepts/shipping/',
        anchor: null,
        type: 'lvl1',
        language: 'en',
        docusaurus_tag: 'docs-default-current',
        version: 'current',
        item_priority: 100,
    };
}

const KEY = 'admin-key';
const RECORDS = ['a', 'b', 'c', 'd', 'e'].map(record);

async function withStub(
    hooks: StubHooks,
    run: (
        stub: Awaited<ReturnType<typeof startAdminStub>>,
        client: InstanceType<typeof Typesense.Client>,
    ) => Promise<void>,
) {
    const stub = await startAdminStub(KEY, hooks);
    // As cli.ts builds it (retries on), with short waits.
    const client = new Typesense.Client({
        nodes: [{ host: '127.0.0.1', port: stub.port, protocol: 'http' }],
        apiKey: KEY,
        numRetries: 3,
        retryIntervalSeconds: 0.01,
        connectionTimeoutSeconds: 5,
        logLevel: 'silent',
    });
    try {
        await run(stub, client);
        assert.deepEqual(stub.state.invalid, [], 'every request body is what the OpenAPI spec allows');
    } finally {
        await stub.close();
    }
}

const withoutQuery = (requests: string[]) => requests.map(request => request.replace(/\?.*$/, ''));

test('publishToTypesense fills a new collection, swaps the alias, then deletes only the collection the alias pointed at', async () => {
    await withStub({}, async (stub, client) => {
        stub.state.collections.set('vendure-docs_old', { schema: { name: 'vendure-docs_old' }, documents: new Map() });
        stub.state.collections.set('vendure-docs_failed', {
            schema: { name: 'vendure-docs_failed' },
            documents: new Map(),
        });
        stub.state.collections.set('unrelated', { schema: { name: 'unrelated' }, documents: new Map() });
        stub.state.aliases.set('vendure-docs', 'vendure-docs_old');

        const report = await publishToTypesense(client, RECORDS, {
            alias: 'vendure-docs',
            version: 'new',
            batchSize: 2,
        });
        assert.deepEqual(withoutQuery(stub.state.requests), [
            'POST /collections',
            'POST /collections/vendure-docs_new/documents/import',
            'POST /collections/vendure-docs_new/documents/import',
            'POST /collections/vendure-docs_new/documents/import',
            'GET /aliases/vendure-docs',
            'PUT /aliases/vendure-docs',
            'DELETE /collections/vendure-docs_old',
            'GET /collections',
        ]);
        assert.ok(stub.state.requests[1].includes('action=upsert'));
        assert.equal(stub.state.aliases.get('vendure-docs'), 'vendure-docs_new');
        assert.equal(stub.state.collections.get('vendure-docs_new')?.documents.size, 5);
        assert.deepEqual([...stub.state.collections.keys()].sort(), [
            'unrelated',
            'vendure-docs_failed',
            'vendure-docs_new',
        ]);
        assert.deepEqual(report, {
            collection: 'vendure-docs_new',
            documents: 5,
            replaced: 'vendure-docs_old',
            others: ['vendure-docs_failed'],
        });
    });
});

test('a rejected document aborts the run, naming the document and the reason; the new collection is deleted and the alias untouched', async () => {
    await withStub({ reject: { d: 'Field `item_priority` must be an int64.' } }, async (stub, client) => {
        stub.state.collections.set('vendure-docs_old', { schema: { name: 'vendure-docs_old' }, documents: new Map() });
        stub.state.aliases.set('vendure-docs', 'vendure-docs_old');
        await assert.rejects(
            publishToTypesense(client, RECORDS, { alias: 'vendure-docs', version: 'new', batchSize: 2 }),
            /1 of 2 documents were rejected by vendure-docs_new: d: Field `item_priority` must be an int64\./,
        );
        assert.deepEqual(withoutQuery(stub.state.requests).slice(-2), [
            'POST /collections/vendure-docs_new/documents/import',
            'DELETE /collections/vendure-docs_new',
        ]);
        assert.equal(stub.state.aliases.get('vendure-docs'), 'vendure-docs_old');
        assert.deepEqual([...stub.state.collections.keys()], ['vendure-docs_old']);
    });
});

test('client retries cannot abort a run: a batch or a create whose answer was lost is sent again and succeeds', async () => {
    const dropOnce = new Set(['POST /collections', 'POST /collections/vendure-docs_new/documents/import']);
    await withStub({ dropOnce }, async (stub, client) => {
        const report = await publishToTypesense(client, RECORDS, {
            alias: 'vendure-docs',
            version: 'new',
            batchSize: 2,
        });
        assert.equal(dropOnce.size, 0, 'both answers were lost once');
        assert.equal(
            withoutQuery(stub.state.requests).filter(
                request => request === 'POST /collections/vendure-docs_new/documents/import',
            ).length,
            4,
            'the first batch was sent twice',
        );
        assert.equal(report.documents, 5);
        assert.equal(stub.state.aliases.get('vendure-docs'), 'vendure-docs_new');
    });
});

test('two deploys at once never delete the collection the alias points at', async () => {
    // Deploy "a" reads the alias, then its swap is held until deploy "b" has swapped and cleaned up.
    let bSwapped!: () => void;
    const bDone = new Promise<void>(resolve => (bSwapped = resolve));
    await withStub(
        {
            before: async ({ method, path, body }) => {
                if (method === 'PUT' && path === '/aliases/vendure-docs' && body.includes('vendure-docs_a'))
                    await bDone;
                if (method === 'GET' && path === '/collections' && bSwapped) setTimeout(bSwapped, 0);
            },
        },
        async (stub, client) => {
            stub.state.collections.set('vendure-docs_old', {
                schema: { name: 'vendure-docs_old' },
                documents: new Map(),
            });
            stub.state.aliases.set('vendure-docs', 'vendure-docs_old');
            const [a, b] = await Promise.all([
                publishToTypesense(client, RECORDS, { alias: 'vendure-docs', version: 'a' }),
                publishToTypesense(client, RECORDS, { alias: 'vendure-docs', version: 'b' }),
            ]);
            const live = stub.state.aliases.get('vendure-docs')!;
            assert.ok(stub.state.collections.has(live), `the alias points at ${live}, which must exist`);
            assert.equal(stub.state.collections.get(live)?.documents.size, 5);
            assert.ok(!stub.state.collections.has('vendure-docs_old'));
            assert.deepEqual([a.collection, b.collection].sort(), ['vendure-docs_a', 'vendure-docs_b']);
        },
    );
});

test('publishToTypesense refuses an empty extraction instead of publishing an empty index', async () => {
    await withStub({}, async (stub, client) => {
        await assert.rejects(publishToTypesense(client, [], { alias: 'vendure-docs' }), /npm run build/);
        assert.deepEqual(stub.state.requests, []);
    });
});

test('without a version, each run gets a collection name of its own', async () => {
    await withStub({}, async (_stub, client) => {
        const [a, b] = await Promise.all([
            publishToTypesense(client, RECORDS, { alias: 'vendure-docs' }),
            publishToTypesense(client, RECORDS, { alias: 'vendure-docs' }),
        ]);
        assert.match(a.collection, /^vendure-docs_\d{14}_[0-9a-f]{6}$/);
        assert.notEqual(a.collection, b.collection);
    });
});
