import { test } from 'node:test';
import assert from 'node:assert/strict';

import { oncePerFrame } from './once-per-frame';

/** A frame clock driven by the test: `paint()` runs what waited for the next paint. */
function frames() {
    let callbacks: Array<() => void> = [];
    return {
        schedule: (callback: () => void) => {
            callbacks.push(callback);
            return () => (callbacks = callbacks.filter(waiting => waiting !== callback));
        },
        paint: () => {
            const due = callbacks;
            callbacks = [];
            due.forEach(callback => callback());
        },
    };
}

test('the first update shows at once, later ones at most once a frame, the newest of each frame', () => {
    const clock = frames();
    const shown: number[] = [];
    const updates = oncePerFrame<number>(update => shown.push(update), clock.schedule);
    updates.push(1);
    updates.push(2);
    updates.push(3);
    assert.deepEqual(shown, [1]);
    clock.paint();
    assert.deepEqual(shown, [1, 3]);
    updates.push(4);
    assert.deepEqual(shown, [1, 3]);
    clock.paint();
    clock.paint();
    assert.deepEqual(shown, [1, 3, 4]);
    // A frame passed with nothing waiting: the next update shows at once again.
    updates.push(5);
    assert.deepEqual(shown, [1, 3, 4, 5]);
});

test('cancel drops the update still waiting', () => {
    const clock = frames();
    const shown: string[] = [];
    const updates = oncePerFrame<string>(update => shown.push(update), clock.schedule);
    updates.push('first');
    updates.push('second');
    updates.cancel();
    clock.paint();
    assert.deepEqual(shown, ['first']);
});
