import { test } from 'node:test';
import assert from 'node:assert/strict';

import { debounceAsync, SHORT_QUERY_PAUSE_MS, typingPause } from './debounce';

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

test('debounceAsync waits the pause chosen for the newest arguments', async () => {
    const waits: number[] = [];
    const timers = {
        setTimeout: ((callback: () => void, ms: number) => {
            waits.push(ms);
            return setTimeout(callback, 0);
        }) as typeof setTimeout,
        clearTimeout,
    };
    const search = debounceAsync(
        async (query: string) => query,
        query => typingPause(query, 40),
        timers,
    );
    await Promise.all([search('O'), search('Or'), search('Ord')]);
    assert.deepEqual(waits, [SHORT_QUERY_PAUSE_MS, SHORT_QUERY_PAUSE_MS, 40]);
});

test('typingPause holds one- and two-character queries back, and only those', () => {
    assert.equal(typingPause('O', 40), SHORT_QUERY_PAUSE_MS);
    assert.equal(typingPause(' ui ', 60), SHORT_QUERY_PAUSE_MS);
    assert.equal(typingPause('Ord', 40), 40);
    assert.equal(typingPause('admin ui', 40), 40);
    assert.equal(typingPause('', 40), 40);
    // A backend whose own pause is longer keeps it.
    assert.equal(typingPause('O', 300), 300);
});
