import { test } from 'node:test';
import assert from 'node:assert/strict';

import { firstMatchRank, firstPageMatchRank, matches, percentile, realQuestionSummary, summarize } from './metrics';
import { QUERIES } from './queries';

test('matches compares paths, and anchors only when the target has one', () => {
    assert.ok(
        matches(
            '/reference/graphql-api/shop/mutations/#additemtoorder',
            '/reference/graphql-api/shop/mutations/#addItemToOrder',
        ),
    );
    assert.ok(
        !matches(
            '/reference/graphql-api/shop/mutations/#login',
            '/reference/graphql-api/shop/mutations/#addItemToOrder',
        ),
    );
    assert.ok(matches('/guides/core-concepts/shipping/#Calculators', '/guides/core-concepts/shipping/'));
});

test('firstMatchRank and summarize compute hit@k and MRR', () => {
    assert.equal(firstMatchRank(['/a/', '/b/'], ['/b/']), 2);
    assert.equal(firstMatchRank(['/a/'], ['/b/']), null);
    assert.deepEqual(summarize([1, 2, null, 1, 4]), {
        hitAt1: 0.4,
        hitAt3: 0.6,
        hitAt5: 0.8,
        mrr: (1 + 0.5 + 0 + 1 + 0.25) / 5,
    });
    assert.equal(percentile([5, 1, 3, 2, 4], 50), 3);
    assert.equal(percentile([1, 2, 3, 4, 100], 95), 100);
});

test('the labelled set has distinct queries in every group, API kinds and misspellings as groups of their own', () => {
    assert.ok(QUERIES.length >= 150);
    assert.equal(new Set(QUERIES.map(q => q.query)).size, QUERIES.length);
    assert.deepEqual(
        new Set(QUERIES.map(q => q.kind)),
        new Set([
            'api-name',
            'graphql',
            'api-kind',
            'question',
            'developer-guide',
            'deployment',
            'how-to',
            'extending-dashboard',
            'extending-admin-ui',
            'misspelling',
            'user-guide',
        ]),
    );
    const misspelt = QUERIES.filter(q => q.kind === 'misspelling');
    assert.ok(
        misspelt.filter(q => q.query.includes(' ')).length >= 2,
        'misspellings include several misspelt words together',
    );
});

test('every new Learn guide page has a question of its own (one target per page, no page twice)', () => {
    const groups = ['developer-guide', 'deployment', 'how-to', 'extending-dashboard', 'extending-admin-ui'];
    const targets = QUERIES.filter(q => groups.includes(q.kind)).map(q => q.expect[0]);
    assert.equal(new Set(targets).size, targets.length);
});

test('firstPageMatchRank counts pages, not the headings each page shows', () => {
    assert.equal(firstPageMatchRank(['/a/', '/a/#x', '/a/#y', '/b/#z'], ['/b/']), 2);
    assert.equal(firstPageMatchRank(['/a/#x', '/c/'], ['/b/']), null);
});

test('realQuestionSummary counts answers within 1, 3 and 5 hits and lists the questions no page answers', () => {
    const questions = [
        { query: 'a', expect: ['/a/'] },
        { query: 'b', expect: ['/b/'] },
        { query: 'c', expect: [] },
        { query: 'd', expect: ['/d/'] },
    ];
    const summary = realQuestionSummary(questions, [1, 3, null, 5]);
    assert.equal(summary.answeredAt1, 0.25);
    assert.equal(summary.answeredAt3, 0.5);
    assert.equal(summary.answeredAt5, 0.75);
    assert.deepEqual(summary.unanswerable, ['c']);
});
