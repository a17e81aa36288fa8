import { test } from 'node:test';
import assert from 'node:assert/strict';

import { firstMatchRank, matches, percentile, summarize } from './metrics';
import { QUERIES } from './queries';

test('matches compares paths, and anchors only when the target has one', () => {
    assert.ok(matches('/reference/graphql-api/shop/mutations/#additemtoorder', '/reference/graphql-api/shop/mutations/#addItemToOrder'));
    assert.ok(!matches('/reference/graphql-api/shop/mutations/#login', '/reference/graphql-api/shop/mutations/#addItemToOrder'));
    assert.ok(matches('/guides/core-concepts/shipping/#Calculators', '/guides/core-concepts/shipping/'));
});

test('firstMatchRank and summarize compute hit@k and MRR', () => {
    assert.equal(firstMatchRank(['/a/', '/b/'], ['/b/']), 2);
    assert.equal(firstMatchRank(['/a/'], ['/b/']), null);
    assert.deepEqual(summarize([1, 2, null, 1]), { hitAt1: 0.5, hitAt5: 0.75, mrr: (1 + 0.5 + 0 + 1) / 4 });
    assert.equal(percentile([5, 1, 3, 2, 4], 50), 3);
    assert.equal(percentile([1, 2, 3, 4, 100], 95), 100);
});

test('the labelled set has at least 40 distinct queries across all kinds', () => {
    assert.ok(QUERIES.length >= 40);
    assert.equal(new Set(QUERIES.map(q => q.query)).size, QUERIES.length);
    assert.deepEqual(new Set(QUERIES.map(q => q.kind)), new Set(['api-name', 'graphql', 'question', 'misspelling', 'user-guide']));
});
