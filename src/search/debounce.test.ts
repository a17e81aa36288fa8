import { test } from 'node:test';
import assert from 'node:assert/strict';

import { debounceAsync } from './debounce';

test('debounceAsync runs once for a burst, with the last arguments, and answers every caller', async () => {
    const calls: string[] = [];
    const search = debounceAsync(async (query: string) => {
        calls.push(query);
        return `result for ${query}`;
    }, 20);
    const answers = await Promise.all([search('s'), search('sh'), search('shi')]);
    assert.deepEqual(calls, ['shi']);
    assert.deepEqual(answers, ['result for shi', 'result for shi', 'result for shi']);
    assert.equal(await search('ship'), 'result for ship');
    assert.deepEqual(calls, ['shi', 'ship']);
});

test('debounceAsync passes failures to every waiting caller', async () => {
    const search = debounceAsync(async (_query: string) => {
        throw new Error('offline');
    }, 5);
    const results = await Promise.allSettled([search('a'), search('ab')]);
    assert.deepEqual(
        results.map(result => result.status),
        ['rejected', 'rejected'],
    );
});
