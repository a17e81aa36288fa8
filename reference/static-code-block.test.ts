import { test } from 'node:test';
import assert from 'node:assert/strict';

import { staticCodeBlockHtml } from './static-code-block';

test('a static code block carries its class, keyboard focus and line count', () => {
    assert.equal(
        staticCodeBlockHtml('gql-sdl', 'type A {\n  id: ID!\n}'),
        '<pre class="gql-sdl" tabindex="0" style="--lines:3"><code>type A {\n  id: ID!\n}</code></pre>',
    );
    assert.match(staticCodeBlockHtml('ts-signature', 'class A {}'), /style="--lines:1"/);
});
