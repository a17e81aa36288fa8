import { test } from 'node:test';
import assert from 'node:assert/strict';

import { highlightTerms, sanitizeHighlight, stripHighlight } from './escape';

test('sanitizeHighlight keeps <mark> and escapes everything else', () => {
    assert.equal(
        sanitizeHighlight('a <mark>b</mark> <script>alert(1)</script>'),
        'a <mark>b</mark> &lt;script&gt;alert(1)&lt;/script&gt;',
    );
    assert.equal(sanitizeHighlight('<mark onclick="x">b</mark>'), '&lt;mark onclick=&quot;x&quot;&gt;b');
});

test('sanitizeHighlight does not double-escape entity-encoded excerpts and closes an open mark', () => {
    assert.equal(sanitizeHighlight('Array&lt;string&gt; <mark>order'), 'Array&lt;string&gt; <mark>order</mark>');
});

test('stripHighlight returns plain text', () => {
    assert.equal(stripHighlight('x <mark>&lt;y&gt;</mark>'), 'x <y>');
});

test('highlightTerms marks words starting with a term and escapes the rest', () => {
    const result = highlightTerms('Order <Process> and orders', ['order']);
    assert.equal(result.value, '<mark>Order</mark> &lt;Process&gt; and <mark>orders</mark>');
    assert.deepEqual(result.matchedWords, ['order']);
    assert.equal(highlightTerms('reorder', ['order']).value, 'reorder', 'only word starts match');
    assert.equal(highlightTerms('abc', ['.*']).value, 'abc', 'terms are not regular expressions');
});
