import { test } from 'node:test';
import assert from 'node:assert/strict';

import { parseFilterBy, sectionFilterBy, toPagefindFilters } from './filters';

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
