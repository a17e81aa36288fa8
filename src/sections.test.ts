import { test } from 'node:test';
import assert from 'node:assert/strict';

import { sectionNames, sectionOf } from './sections';

test('sectionOf maps URL prefixes to the three bodies of docs', () => {
    assert.equal(sectionOf('/guides/deployment/using-docker/'), 'Learn');
    assert.equal(sectionOf('/reference/'), 'Reference');
    assert.equal(sectionOf('/user-guide/settings/taxes/'), 'User Guide');
    assert.equal(sectionOf('/TODO/'), undefined);
    assert.equal(sectionOf('/guidesx/'), undefined);
    assert.deepEqual(sectionNames, ['Learn', 'Reference', 'User Guide']);
});
