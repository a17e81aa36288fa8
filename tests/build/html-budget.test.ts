import { test } from 'node:test';
import assert from 'node:assert/strict';

import { builtPages } from './site-output';

/** Set from `npm run bench` measurements with headroom; raise it on purpose, never by accident. */
export const largestHtmlBudgetBytes = 1_500_000;

test(`no built page's HTML is larger than ${largestHtmlBudgetBytes} bytes`, () => {
    const pages = builtPages().map(page => ({ route: page.route, bytes: Buffer.byteLength(page.html) }));
    const largest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    console.log(`largest HTML: ${largest.route} ${largest.bytes} bytes of ${pages.length} pages`);
    assert.ok(largest.bytes > 0);
    assert.ok(largest.bytes <= largestHtmlBudgetBytes, `${largest.route} is ${largest.bytes} bytes`);
});
