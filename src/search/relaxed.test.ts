import { test } from 'node:test';
import assert from 'node:assert/strict';

import { mergeTermResults, topicTerms } from './relaxed';
import type { PagefindSearchResult } from './types';

function result(id: string, score: number): PagefindSearchResult {
    return { id, score, data: async () => ({ url: `/${id}/`, excerpt: '', meta: {} }) };
}

test('topicTerms keeps the topic words of a question, lower-cased and once each', () => {
    assert.deepEqual(topicTerms('How do I add an Item to the cart, in the cart page?'), [
        'add',
        'item',
        'cart',
        'page',
    ]);
    assert.deepEqual(topicTerms('set up a payment method in the Dashboard'), ['set', 'payment', 'method', 'dashboard']);
    assert.deepEqual(topicTerms('the and of'), []);
});

test('mergeTermResults keeps a page that misses one word of the question', () => {
    const merged = mergeTermResults([
        [result('cart-guide', 10), result('workflow', 8)],
        [result('cart-guide', 9)],
        [result('workflow', 6)],
    ]);
    assert.deepEqual(
        merged.map(entry => entry.result.id),
        ['cart-guide', 'workflow'],
    );
    // (10 + 9) / 3 * (2/3)^2
    assert.ok(Math.abs(merged[0].score - (19 / 3) * (4 / 9)) < 1e-9);
});

test('mergeTermResults puts a page with every word ahead of one with a single strong word', () => {
    const merged = mergeTermResults([
        [result('strong-on-one', 30), result('covers-all', 5)],
        [result('covers-all', 5)],
    ]);
    assert.deepEqual(
        merged.map(entry => entry.result.id),
        ['covers-all', 'strong-on-one'],
    );
});

test('mergeTermResults breaks score ties by first appearance', () => {
    const merged = mergeTermResults([[result('a', 3), result('b', 3)]]);
    assert.deepEqual(
        merged.map(entry => entry.result.id),
        ['a', 'b'],
    );
});

test('termWeights gives rare words more weight, and mergeTermResults uses them for coverage', async () => {
    const { termWeights } = await import('./relaxed');
    const common = Array.from({ length: 200 }, (_, i) => result(`page-${i}`, 1));
    const weights = termWeights([common, [result('sidebar-page', 1)]]);
    assert.ok(weights[1] > 2 * weights[0]);
    // One page has only the common word (strongly), another only the rare one.
    const merged = mergeTermResults([[result('common-only', 4), ...common], [result('rare-only', 2)]], weights);
    assert.equal(merged[0].result.id, 'rare-only');
    assert.equal(
        mergeTermResults([[result('common-only', 4), ...common], [result('rare-only', 2)]])[0].result.id,
        'common-only',
        'unweighted, the strong common word wins',
    );
});
