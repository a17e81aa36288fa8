import { test } from 'node:test';
import assert from 'node:assert/strict';

import type { DocSearchRecord } from '../types';
import { publishToTypesense, type TypesenseAdmin } from './indexer';

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

/** Records every request in order; `failImport` makes the n-th import report a rejected document. */
function fakeClient(existing: string[], failImport?: number) {
    const requests: string[] = [];
    let imports = 0;
    const client = {
        collections(name?: string) {
            if (name === undefined) {
                return {
                    create: async (schema: { name: string; fields: Array<{ name: string; facet?: boolean }> }) => {
                        requests.push(
                            `create ${schema.name} lvl0-facet=${schema.fields.find(f => f.name === 'hierarchy.lvl0')?.facet}`,
                        );
                    },
                    retrieve: async () => {
                        requests.push('list');
                        return [...existing, 'unrelated_collection'].map(n => ({ name: n }));
                    },
                };
            }
            return {
                documents: () => ({
                    import: async (documents: DocSearchRecord[], options: { action: string }) => {
                        imports += 1;
                        requests.push(`import ${name} ${documents.length} ${options.action}`);
                        return documents.map((_, i) =>
                            imports === failImport && i === 0
                                ? { success: false, error: 'bad field' }
                                : { success: true },
                        );
                    },
                }),
                delete: async () => {
                    requests.push(`delete ${name}`);
                },
            };
        },
        aliases: () => ({
            upsert: async (alias: string, mapping: { collection_name: string }) => {
                requests.push(`alias ${alias} -> ${mapping.collection_name}`);
            },
        }),
    };
    return { client: client as unknown as TypesenseAdmin, requests };
}

test('publishToTypesense fills a new collection, swaps the alias, then drops the old collections', async () => {
    const { client, requests } = fakeClient(['vendure-docs_20250101000000', 'vendure-docs_20250102000000']);
    const report = await publishToTypesense(client, ['a', 'b', 'c', 'd', 'e'].map(record), {
        alias: 'vendure-docs',
        version: '20250103000000',
        batchSize: 2,
    });
    assert.deepEqual(requests, [
        'create vendure-docs_20250103000000 lvl0-facet=true',
        'import vendure-docs_20250103000000 2 create',
        'import vendure-docs_20250103000000 2 create',
        'import vendure-docs_20250103000000 1 create',
        'alias vendure-docs -> vendure-docs_20250103000000',
        'list',
        'delete vendure-docs_20250101000000',
        'delete vendure-docs_20250102000000',
    ]);
    assert.deepEqual(report, {
        collection: 'vendure-docs_20250103000000',
        documents: 5,
        dropped: ['vendure-docs_20250101000000', 'vendure-docs_20250102000000'],
    });
});

test('a rejected document deletes the new collection and leaves the alias alone', async () => {
    const { client, requests } = fakeClient(['vendure-docs_old'], 2);
    await assert.rejects(
        publishToTypesense(client, ['a', 'b', 'c'].map(record), {
            alias: 'vendure-docs',
            version: 'new',
            batchSize: 2,
        }),
        /1 of 1 documents were rejected: bad field/,
    );
    assert.deepEqual(requests, [
        'create vendure-docs_new lvl0-facet=true',
        'import vendure-docs_new 2 create',
        'import vendure-docs_new 1 create',
        'delete vendure-docs_new',
    ]);
});

test('publishToTypesense refuses an empty extraction instead of publishing an empty index', async () => {
    const { client, requests } = fakeClient([]);
    await assert.rejects(publishToTypesense(client, [], { alias: 'vendure-docs' }), /npm run build/);
    assert.deepEqual(requests, []);
});
