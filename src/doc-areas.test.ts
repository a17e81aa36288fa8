import { test } from 'node:test';
import assert from 'node:assert/strict';

import { docAreaNames, docAreaOf } from './doc-areas';

test('docAreaOf maps URL prefixes to the three doc areas', () => {
    assert.equal(docAreaOf('/guides/deployment/using-docker/'), 'Learn');
    assert.equal(docAreaOf('/reference/'), 'Reference');
    assert.equal(docAreaOf('/user-guide/settings/taxes/'), 'User Guide');
    assert.equal(docAreaOf('/TODO/'), undefined);
    assert.equal(docAreaOf('/guidesx/'), undefined);
    assert.deepEqual(docAreaNames, ['Learn', 'Reference', 'User Guide']);
});
