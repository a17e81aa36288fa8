import { test } from 'node:test';
import assert from 'node:assert/strict';

import { parseFilterBy, sectionFilterBy, toPagefindFilters, withoutFiltersAllPass } from './filters';

test('parseFilterBy reads the contextual filter the modal sends', () => {
    assert.deepEqual(parseFilterBy('language:=en && docusaurus_tag:=[default,docs-default-current]'), {
        language: ['en'],
        docusaurus_tag: ['default', 'docs-default-current'],
    });
    assert.deepEqual(parseFilterBy(''), {});
    assert.deepEqual(parseFilterBy(sectionFilterBy('User Guide')), { section: ['User Guide'] });
});

test('parseFilterBy rejects fields it cannot honour instead of ignoring them', () => {
    assert.throws(() => parseFilterBy('price:>10'), /Unsupported/);
});

test('toPagefindFilters ORs values within a field and drops empty fields', () => {
    assert.deepEqual(toPagefindFilters({ language: ['en', 'en'], docusaurus_tag: [], section: ['Learn'] }), {
        language: { any: ['en'] },
        section: { any: ['Learn'] },
    });
});

test('withoutFiltersAllPass drops a field only when the request allows every value the index holds', () => {
    const indexed = { language: ['en'], docusaurus_tag: ['docs-default-current'], section: ['Learn', 'Reference'] };
    const contextual = toPagefindFilters({
        language: ['en'],
        docusaurus_tag: ['default', 'docs-default-current'],
        section: ['Learn'],
    });
    assert.deepEqual(withoutFiltersAllPass(contextual, indexed), { section: { any: ['Learn'] } });
    assert.deepEqual(withoutFiltersAllPass({ section: { any: ['Reference', 'Learn'] } }, indexed), {});
    // A value the request leaves out, or a filter the index does not list, still goes to Pagefind.
    assert.deepEqual(withoutFiltersAllPass({ language: { any: ['en'] } }, { language: ['de', 'en'] }), {
        language: { any: ['en'] },
    });
    assert.deepEqual(withoutFiltersAllPass({ kind: { any: ['enum'] } }, indexed), { kind: { any: ['enum'] } });
    assert.deepEqual(withoutFiltersAllPass({ kind: { any: ['enum'] } }, { kind: [] }), { kind: { any: ['enum'] } });
});
