import { test } from 'node:test';
import assert from 'node:assert/strict';

import { stripHighlight } from '../../../../src/search/escape';
import { readResult } from '../../../../src/search/typesense-client';
import { toDocSearchRecords } from '../records';
import type { ExtractedPage } from '../types';
import { fakeCollection } from '../../../../tests/typesense-fake/fake-cluster';
import { describeErrors, specValidators } from './openapi';
import { docSearchSchema } from './schema';
import { siteSearches } from './site-searches';

/**
 * Contract tests without a server: what the site sends, and what it reads back, against
 * Typesense's published OpenAPI spec (spec/openapi.yml). The types of the same requests are
 * checked by `npm run typecheck` against the `typesense` client's own types (TypesenseSearch in
 * src/search/typesense-client.ts, CollectionCreateSchema in schema.ts, the admin client in cli.ts).
 */

const spec = specValidators();
const page: ExtractedPage = {
    url: 'https://docs.vendure.io/guides/core-concepts/shipping/',
    path: '/guides/core-concepts/shipping/',
    docArea: 'Learn',
    title: 'Shipping',
    description: 'How orders are shipped.',
    language: 'en',
    docusaurusTag: 'docs-default-current',
    version: 'current',
    headingBlocks: [
        { anchor: null, level: 1, title: 'Shipping', path: ['Shipping'], texts: ['How orders are shipped.'] },
        {
            anchor: 'calculators',
            level: 2,
            title: 'Shipping calculators',
            path: ['Shipping', 'Shipping calculators'],
            texts: ['A calculator prices each shipping method.'],
        },
        // A heading with only code under it (code is not extracted): its hit shows the page's description.
        { anchor: 'api', level: 2, title: 'Shipping API', path: ['Shipping', 'Shipping API'], texts: [] },
    ],
};
const pageTexts = page.headingBlocks.flatMap(block => block.texts);

test('every search the site sends is a multi_search body the spec allows, with no parameter the spec does not know', () => {
    const validate = spec.schema('MultiSearchSearchesParameter');
    for (const [name, search] of siteSearches('shipping calculator')) {
        assert.ok(validate({ searches: [search] }), `${name}: ${describeErrors(validate)}`);
        assert.deepEqual(spec.undeclared('MultiSearchCollectionParameters', search), [], name);
    }
});

test('the collection the indexer creates is a CollectionSchema the spec allows, every field key a Field key', () => {
    const schema = docSearchSchema('vendure-docs_1');
    const validate = spec.schema('CollectionSchema');
    assert.ok(validate(schema), describeErrors(validate));
    assert.deepEqual(spec.undeclared('CollectionSchema', schema), []);
    for (const field of schema.fields ?? []) assert.deepEqual(spec.undeclared('Field', field), [], field.name);
});

test('the answers to the searches of the site are what the spec describes, and the site reads them', () => {
    const collection = fakeCollection(toDocSearchRecords(page), 'vendure-docs');
    const validate = spec.schema('MultiSearchResult');
    for (const [name, search] of siteSearches('shipping calculator')) {
        const results = [collection.search({ ...search, page: 1 })];
        assert.ok(validate({ results }), `${name}: ${describeErrors(validate)}`);
        const read = readResult(results[0], 'shipping calculator');
        // The page is a Learn page: found without a section or in its own, not in the others.
        assert.equal(read.nbHits > 0, /section (null|Learn)$/.test(name), name);
        assert.ok(read.hits.every(hit => hit.url.startsWith('https://docs.vendure.io/guides/core-concepts/shipping/')));
    }
});

test('every hit of every search the site sends shows text of its page, headings and page titles too', () => {
    const collection = fakeCollection(toDocSearchRecords(page), 'vendure-docs');
    for (const query of ['shipping', 'shipping calculators', 'shipping api']) {
        for (const [name, search] of siteSearches(query)) {
            if (!/section (null|Learn)$/.test(name)) continue;
            const { hits } = readResult(collection.search({ ...search, page: 1 }), query);
            assert.ok(hits.length > 0, `${name}, "${query}": found`);
            for (const hit of hits) {
                const shown = stripHighlight(hit._snippetResult.content?.value ?? '').replace(/^… | …$/g, '');
                assert.ok(
                    pageTexts.some(text => text.includes(shown)) && shown !== '',
                    `${name}, "${query}": ${hit.url} (${hit.type}) shows "${shown}"`,
                );
            }
        }
    }
});

test('the spec copy is the pinned one (Typesense 28–29)', () => {
    assert.equal(spec.version, '28.0');
});
