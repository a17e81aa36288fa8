import assert from 'node:assert/strict';
import { test } from 'node:test';

import { compare, rotation, spread } from './profile-compare';

test('spread gives the median and the quartiles of the samples in any order', () => {
    assert.deepEqual(spread([50, 10, 40, 20, 30]), { median: 30, q1: 20, q3: 40 });
    assert.deepEqual(spread([4, 1, 3, 2]), { median: 2.5, q1: 1.75, q3: 3.25 });
    assert.throws(() => spread([]));
});

test('a change counts as beyond the noise only when it exceeds the larger interquartile range', () => {
    const reference = { median: 300, q1: 280, q3: 320 };
    assert.deepEqual(compare(reference, { median: 250, q1: 245, q3: 255 }), { delta: -50, beyondNoise: true });
    assert.deepEqual(compare(reference, { median: 330, q1: 320, q3: 340 }), { delta: 30, beyondNoise: false });
    assert.deepEqual(compare(reference, { median: 345, q1: 300, q3: 390 }), { delta: 45, beyondNoise: false });
});

test('each round starts from the next build, so no build always goes first', () => {
    assert.deepEqual(
        [0, 1, 2, 3].map(round => rotation(['a', 'b', 'c'], round)),
        [
            ['a', 'b', 'c'],
            ['b', 'c', 'a'],
            ['c', 'a', 'b'],
            ['a', 'b', 'c'],
        ],
    );
});
