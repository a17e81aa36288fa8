import { test } from 'node:test';
import assert from 'node:assert/strict';

import { pageAddress, permalinkOf, redirectTarget } from './docs-build';

test('pageAddress reads site URLs, local URLs and paths in every spelling as the same twin', () => {
    const twin = { twinPath: '/guides/core-concepts/orders.md', anchor: null };
    for (const input of [
        'https://docs.vendure.io/guides/core-concepts/orders/',
        'http://localhost:3000/guides/core-concepts/orders/?q=x',
        '/guides/core-concepts/orders/',
        '/guides/core-concepts/orders',
        'guides/core-concepts/orders',
        '  /guides/core-concepts/orders.md ',
        '/guides/core-concepts/orders/index.html',
    ])
        assert.deepEqual(pageAddress(input), twin, input);
    assert.deepEqual(pageAddress('https://docs.vendure.io/guides/core-concepts/orders/#The-active-order'), {
        ...twin,
        anchor: 'The-active-order',
    });
});

test('pageAddress refuses other sites and paths that leave the build', () => {
    for (const input of [
        'https://example.com/guides/',
        'ftp://docs.vendure.io/guides/',
        '/a%2F..%2F..%2Fetc/passwd.md',
        '/%E0%A4%A',
    ])
        assert.ok('error' in pageAddress(input), input);
    // The URL parser resolves plain `..` against the site root.
    assert.deepEqual(pageAddress('/../../etc/passwd.md'), { twinPath: '/etc/passwd.md', anchor: null });
});

test('permalinkOf inverts the twin path; redirectTarget reads only redirect pages', () => {
    assert.equal(
        permalinkOf('/reference/typescript-api/orders/order-process.md'),
        '/reference/typescript-api/orders/order-process/',
    );
    assert.equal(
        redirectTarget('<html><head><meta http-equiv="refresh" content="0; url=/reference/x/"></head></html>'),
        '/reference/x/',
    );
    assert.equal(redirectTarget('<html><body><div id="__docusaurus"></div></body></html>'), null);
});
