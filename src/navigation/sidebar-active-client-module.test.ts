import assert from 'node:assert/strict';
import { test } from 'node:test';

import { scrollTopShowing } from './sidebar-active-client-module';

test('a link below or above the sidebar box is scrolled to a third of its height; one in view stays', () => {
    const box = { scrollTop: 0, clientHeight: 600, top: 60 };
    assert.equal(scrollTopShowing(box, { top: 60 + 1594, height: 30 }), 1594 - 200);
    assert.equal(scrollTopShowing({ ...box, scrollTop: 2000 }, { top: 60 - 500, height: 30 }), 2000 - 500 - 200);
    assert.equal(scrollTopShowing(box, { top: 300, height: 30 }), undefined);
    assert.equal(scrollTopShowing(box, { top: 60 + 100, height: 30 }), undefined);
    assert.equal(scrollTopShowing(box, { top: 60 + 590, height: 30 }), 590 - 200, 'a link cut by the bottom edge');
    assert.equal(scrollTopShowing(box, { top: 60 + 100 - 200, height: 30 }), 0);
});
