import assert from 'node:assert/strict';
import { test } from 'node:test';

import { isGeneratedReference } from './sections';

test('isGeneratedReference: the pages inside the generated sections, not the landing page or other folders', () => {
    assert.equal(isGeneratedReference('reference/typescript-api/orders/order-process.mdx'), true);
    assert.equal(isGeneratedReference('reference/graphql-api/admin/queries.mdx'), true);
    assert.equal(isGeneratedReference('reference/dashboard/_category_.json'), true);
    assert.equal(isGeneratedReference('reference/cli/index.mdx'), true);
    assert.equal(isGeneratedReference('reference/index.mdx'), false);
    assert.equal(isGeneratedReference('reference/hand-written/page.mdx'), false);
    assert.equal(isGeneratedReference('guides/typescript-api/x.md'), false);
});
