import assert from 'node:assert/strict';
import { test } from 'node:test';

import { escapeHtml } from './escape-html';

test('escapeHtml escapes markup characters and both quotes', () => {
    assert.equal(
        escapeHtml(`<img src=x onerror="a('b')">&`),
        '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;',
    );
    assert.equal(escapeHtml('plain text'), 'plain text');
});
