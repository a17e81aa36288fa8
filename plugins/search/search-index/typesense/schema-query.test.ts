import { test } from 'node:test';
import assert from 'node:assert/strict';

import { FilterError, filterFields, parseFilter } from './filter-by';
import { DOCSEARCH_FIELDS, docSearchSchema } from './schema';
import {
    checkSearch,
    DEFAULTS,
    GROUP_LIMIT_MAX,
    listParam,
    PER_PAGE_MAX,
    SORT_FIELDS_MAX,
    standardSort,
} from './search-rules';
import { siteSearches } from './site-searches';

/**
 * The collection schema (schema.ts) and the searches the site sends (the modal's, read from the
 * installed modal, and the search page's) must fit each other: a schema change that breaks
 * every hosted query, or a query a cluster would refuse, fails here, without a server.
 */

const schema = docSearchSchema('vendure-docs_1');
const fields = new Map(DOCSEARCH_FIELDS.map(field => [field.name as string, field]));
const searches = siteSearches('order process');

test('every query_by field is a string field of the schema', () => {
    for (const [name, search] of searches)
        for (const field of listParam(search.query_by))
            assert.match(fields.get(field)?.type ?? 'missing', /^string(\[\])?$/, `${name}: query_by ${field}`);
});

test('every group_by field is a facet', () => {
    for (const [name, search] of searches)
        for (const field of listParam(search.group_by))
            assert.equal(fields.get(field)?.facet, true, `${name}: group_by ${field}`);
});

test('every sort_by field is numeric and required (or the text match)', () => {
    for (const [name, search] of searches)
        for (const sort of standardSort(search.sort_by, schema, search.q === '*')) {
            if (sort.name === '_text_match') continue;
            const field = fields.get(sort.name);
            assert.match(field?.type ?? 'missing', /^(int32|int64|float)$/, `${name}: sort_by ${sort.name}`);
            assert.notEqual(field?.optional, true, `${name}: sort_by ${sort.name} is optional`);
        }
});

test('every filter reads schema fields, in Typesense filter grammar (parsed independently of src/search/filters.ts)', () => {
    for (const [name, search] of searches) {
        let read: string[] = [];
        try {
            read = filterFields(
                parseFilter(typeof search.filter_by === 'string' ? search.filter_by : '', DOCSEARCH_FIELDS),
            );
        } catch (error) {
            assert.fail(`${name}: ${(error as FilterError).message} (filter_by ${JSON.stringify(search.filter_by)})`);
        }
        assert.ok(read.length > 0, `${name}: the contextual filter is sent`);
        for (const field of read) assert.ok(fields.has(field), `${name}: filter ${field}`);
    }
});

test('every included field is a field of the schema (or the id)', () => {
    for (const [name, search] of searches)
        for (const field of listParam(search.include_fields))
            assert.ok(field === 'id' || fields.has(field), `${name}: include_fields ${field}`);
});

test("every limit is within Typesense's: per_page, group_limit, number of sort fields", () => {
    for (const [name, search] of searches) {
        assert.ok(Number(search.per_page ?? DEFAULTS.per_page) <= PER_PAGE_MAX, `${name}: per_page`);
        if (search.group_by) {
            const groupLimit = Number(search.group_limit ?? DEFAULTS.group_limit);
            assert.ok(groupLimit >= 1 && groupLimit <= GROUP_LIMIT_MAX, `${name}: group_limit`);
        }
        assert.ok(standardSort(search.sort_by, schema, false).length <= SORT_FIELDS_MAX, `${name}: sort_by`);
    }
});

test('Typesense accepts every search of the site (its checks, as search-rules.ts reads them from its source)', () => {
    for (const [name, search] of searches) {
        const checked = checkSearch(schema, search);
        assert.ok(checked.ok, `${name}: ${checked.ok ? '' : checked.refusal.error}`);
    }
});

test('the modal counts what the search page counts: "See all N results" leads to N documents', () => {
    const groupBy = (prefix: string) =>
        new Set(searches.filter(([name]) => name.startsWith(prefix)).map(([, search]) => search.group_by));
    assert.deepEqual([...groupBy('modal')], [...groupBy('search page')]);
});
