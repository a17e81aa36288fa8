import assert from 'node:assert/strict';
import { test } from 'node:test';

import { busyPlaceholders, stateOrder } from './check-page';

test('each URL walks the line of states from the one it was loaded in, visiting all three once', () => {
    const states = ['dark', 'dark 360px', 'light'];
    for (const start of ['light', 'dark', 'dark 360px'] as const) {
        const order = stateOrder(start);
        assert.equal(order[0], start);
        assert.deepEqual([...order].sort(), states);
    }
    // From an end of the line, one colour switch and one resize: the page ends at the other end.
    assert.deepEqual(stateOrder('light'), ['light', 'dark', 'dark 360px']);
    assert.deepEqual(stateOrder('dark 360px'), ['dark 360px', 'dark', 'light']);
});

test('diagram placeholders are counted in server HTML, minified or not', () => {
    assert.equal(
        busyPlaceholders('<div class=a aria-busy=true aria-label="Loading diagram"></div><p aria-busy="true">x</p>'),
        2,
    );
    assert.equal(
        busyPlaceholders('<div aria-busy="false"></div><div data-aria-busy=true></div><div aria-busy=trueish></div>'),
        0,
    );
});
