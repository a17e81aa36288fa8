import { test } from 'node:test';
import assert from 'node:assert/strict';

import { createTypesenseClient } from '../../../src/search/typesense-client';
import { searchPageRequest } from '../../../src/search/search-page';
import { toDocSearchRecords } from '../records';
import type { ExtractedPage } from '../types';
import { FAKE_HOSTS, SCENARIO_HEADER, searchRecords, startFakeCluster, type Scenario } from './fake-cluster';

const page = (
    path: string,
    docArea: ExtractedPage['docArea'],
    title: string,
    heading: string,
    text: string,
): ExtractedPage => ({
    url: `https://docs.vendure.io${path}`,
    path,
    docArea,
    title,
    language: 'en',
    docusaurusTag: 'docs-default-current',
    version: 'current',
    headingBlocks: [
        { anchor: null, level: 1, title, path: [title], texts: [`About ${title.toLowerCase()}.`] },
        { anchor: heading.replace(/\s+/g, '-'), level: 2, title: heading, path: [title, heading], texts: [text] },
    ],
});

const RECORDS = [
    page(
        '/guides/core-concepts/shipping/',
        'Learn',
        'Shipping',
        'Shipping calculators',
        'A calculator prices each shipping method.',
    ),
    page(
        '/user-guide/settings/shipping-methods/',
        'User Guide',
        'Shipping methods',
        'Creating a method',
        'Set up shipping in the dashboard.',
    ),
    page(
        '/reference/typescript-api/services/order-service/',
        'Reference',
        'OrderService',
        'addItemToOrder',
        'Adds an item to the order.',
    ),
].flatMap(toDocSearchRecords);

const FILTER = 'language:=en && docusaurus_tag:=[default,docs-default-current]';

test('searchRecords matches word prefixes, filters, groups by page and pages through groups', () => {
    const all = searchRecords(
        RECORDS,
        {
            collection: 'docs',
            q: 'ship',
            query_by: 'hierarchy.lvl1,content',
            filter_by: FILTER,
            group_by: 'url_without_anchor',
            group_limit: 1,
        },
        'docs',
    ) as {
        found: number;
        grouped_hits: Array<{ hits: Array<{ document: { url: string } }> }>;
    };
    assert.equal(all.found, 2);
    assert.deepEqual(
        all.grouped_hits.map(group => group.hits.length),
        [1, 1],
    );
    const section = searchRecords(
        RECORDS,
        {
            collection: 'docs',
            q: 'ship',
            filter_by: `${FILTER} && hierarchy.lvl0:=[\`User Guide\`]`,
            group_by: 'url_without_anchor',
        },
        'docs',
    ) as { found: number };
    assert.equal(section.found, 1);
    const second = searchRecords(
        RECORDS,
        { collection: 'docs', q: 'ship', group_by: 'url_without_anchor', per_page: 1, page: 2 },
        'docs',
    ) as { grouped_hits: unknown[] };
    assert.equal(second.grouped_hits.length, 1);
    assert.deepEqual(searchRecords(RECORDS, { collection: 'other', q: 'ship' }, 'docs'), {
        code: 404,
        error: 'Not found.',
    });
});

test('our Typesense client against the fake cluster over HTTP: results, failover and every failure mode', async () => {
    const cluster = await startFakeCluster({ records: RECORDS, apiKey: 'search-key', collection: 'docs', port: 0 });
    const nodes = FAKE_HOSTS.map(host => ({ host, port: cluster.port, protocol: 'http' as const }));
    const client = (scenario: Scenario, apiKey = 'search-key') =>
        createTypesenseClient(
            { nodes, apiKey, connectionTimeoutSeconds: 0.3 },
            {
                fetch: (url, init) =>
                    fetch(url, {
                        ...init,
                        headers: { ...(init?.headers as Record<string, string>), [SCENARIO_HEADER]: scenario },
                    }),
            },
        );
    const request = searchPageRequest({
        query: 'shipping',
        section: null,
        page: 1,
        filter: FILTER,
        collection: 'docs',
    });
    try {
        const ok = await client('ok').search([request]);
        assert.equal(ok.results[0].nbHits, 2);
        assert.deepEqual(ok.results[0].hits.map(hit => hit['hierarchy.lvl0']).sort(), ['Learn', 'User Guide']);

        const failover = await client('first-node-down').search([request]);
        assert.equal(failover.results[0].nbHits, 2, 'the second node answers when the first is down');

        await assert.rejects(client('error-5xx').search([request]), /HTTP 503/);
        await assert.rejects(client('malformed').search([request]), /not JSON/);
        const started = Date.now();
        await assert.rejects(client('timeout').search([request]), /timed out/);
        assert.ok(Date.now() - started >= 3 * 300, 'each of the three nodes was given its timeout');
        await assert.rejects(client('ok', 'wrong-key').search([request]), /HTTP 401/);
    } finally {
        await cluster.close();
    }
});
