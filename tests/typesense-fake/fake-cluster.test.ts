import { test } from 'node:test';
import assert from 'node:assert/strict';

import { createTypesenseClient } from '../../src/search/typesense-client';
import { searchPageRequest } from '../../src/search/search-page';
import { toDocSearchRecords } from '../../plugins/search/search-index/records';
import type { ExtractedPage } from '../../plugins/search/search-index/types';
import type { DocSearchRecord } from '../../plugins/search/search-index/types';
import { FAKE_HOSTS, SCENARIO_HEADER, fakeCollection, startFakeCluster, type Scenario } from './fake-cluster';
import { describeErrors, specValidators } from '../../plugins/search/search-index/typesense/openapi';

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
const collection = fakeCollection(RECORDS, 'docs');
const search = (params: Record<string, unknown>) =>
    collection.search({ collection: 'docs', q: 'shipping', query_by: QUERY_BY, ...params });
const QUERY_BY = 'hierarchy.lvl0,hierarchy.lvl1,hierarchy.lvl2,content';
const spec = specValidators();

test('the fake refuses what Typesense refuses, with its messages and status codes', () => {
    const refusals: Array<[Record<string, unknown>, number, string]> = [
        [
            { filter_by: `${FILTER} && section:=[Learn]` },
            404,
            'Could not find a filter field named `section` in the schema.',
        ],
        [{ group_by: 'content' }, 400, 'Group by field `content` should be a facet field.'],
        [{ group_by: 'page' }, 404, 'Could not find a field named `page` in the schema.'],
        [{ per_page: 251 }, 422, 'Only upto 250 hits can be fetched per page.'],
        [{ group_by: 'url', group_limit: 100 }, 400, 'Value of `group_limit` must be between 1 and 99.'],
        [{ sort_by: 'url:desc' }, 404, 'Could not find a field named `url` in the schema for sorting.'],
        [
            { sort_by: 'item_priority:desc,item_priority:asc,_text_match:desc,item_priority:desc' },
            422,
            'Only upto 3 sort_by fields can be specified.',
        ],
        [{ query_by: 'content,item_priority' }, 400, 'Field `item_priority` should be a string or a string array.'],
        [{ filter_by: 'language:=en &&' }, 400, 'Could not parse the filter query.'],
        [{ collection: 'other' }, 404, 'Not found.'],
    ];
    for (const [params, code, error] of refusals)
        assert.deepEqual(search(params), { code, error }, JSON.stringify(params));
});

test('the fake accepts valid filters of any schema field (version, type), whatever the site parser knows', () => {
    const result = search({ filter_by: `${FILTER} && version:=current && type:=[lvl1, lvl2]` }) as {
        found: number;
        hits: Array<{ document: DocSearchRecord }>;
    };
    assert.ok(result.found > 0);
    assert.ok(
        result.hits.every(hit => hit.document.version === 'current' && ['lvl1', 'lvl2'].includes(hit.document.type)),
    );
    const none = search({ filter_by: 'version:!=current' }) as { found: number };
    assert.equal(none.found, 0);
});

test('sort_by orders field by field, with text match where given or added; include_fields shapes the documents', () => {
    type Hits = { hits: Array<{ document: DocSearchRecord; text_match: number }> };
    const byPriority = search({ sort_by: 'item_priority:desc', per_page: 50 }) as Hits;
    const priorities = byPriority.hits.map(hit => hit.document.item_priority);
    assert.deepEqual(
        priorities,
        [...priorities].sort((a, b) => b - a),
    );
    assert.equal(byPriority.hits[0].document.type, 'lvl1');
    const byText = search({ sort_by: '_text_match:desc,item_priority:asc', per_page: 50 }) as Hits;
    const scores = byText.hits.map(hit => hit.text_match);
    assert.deepEqual(
        scores,
        [...scores].sort((a, b) => b - a),
    );
    assert.notDeepEqual(
        byText.hits.map(hit => hit.document.id),
        byPriority.hits.map(hit => hit.document.id),
    );
    const slim = search({ include_fields: 'url,id' }) as Hits;
    assert.ok(slim.hits.length > 0);
    for (const hit of slim.hits) assert.deepEqual(Object.keys(hit.document).sort(), ['id', 'url']);
});

test('every query word must match; the last also as a prefix; typos only when nothing matches exactly', () => {
    const found = (q: string) => (search({ q }) as { found: number }).found;
    assert.ok(found('ship') > 0, 'prefix of the last word');
    assert.equal(found('ship method'), found('ship methods'), 'the last word matches as a prefix');
    assert.equal(found('ship xyzzy'), found('ship'), 'a word nothing has is dropped from the right');
    assert.ok(found('shiping') > 0, 'one typo in a word of 7 letters');
    assert.equal(found('qxzvwplkjh'), 0);
});

test('grouping counts groups as found and hits as found_docs, at most group_limit hits a group', () => {
    const grouped = search({ filter_by: FILTER, group_by: 'url_without_anchor', group_limit: 1 }) as {
        found: number;
        found_docs: number;
        grouped_hits: Array<{ group_key: string[]; hits: unknown[] }>;
    };
    assert.equal(grouped.found, 2);
    assert.ok(grouped.found_docs > grouped.found);
    assert.deepEqual(
        grouped.grouped_hits.map(group => group.hits.length),
        [1, 1],
    );
    const section = search({
        filter_by: `${FILTER} && hierarchy.lvl0:=[\`User Guide\`]`,
        group_by: 'url_without_anchor',
    }) as {
        found: number;
    };
    assert.equal(section.found, 1);
});

test('what the fake answers is what the OpenAPI spec describes, refusals included', () => {
    const validate = spec.schema('MultiSearchResult');
    const results = [search({ group_by: 'url' }), search({}), search({ per_page: 251 })];
    assert.ok(validate({ results }), describeErrors(validate));
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

test('prioritize_num_matching_fields: on, a record matching in more fields wins; off, the tie goes to the next sort field', () => {
    const first = (prioritize: boolean) =>
        (
            search({
                filter_by: 'hierarchy.lvl0:=[`User Guide`]',
                sort_by: '_text_match:desc,item_priority:desc',
                prioritize_num_matching_fields: prioritize,
            }) as { hits: Array<{ document: DocSearchRecord }> }
        ).hits[0].document.type;
    assert.equal(first(true), 'content');
    assert.equal(first(false), 'lvl1');
});
