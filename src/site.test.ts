import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';

import { repositoryOf } from '../reference/typescript/reader-context';
import { repositoryUrl } from './site';

test('the site names the repository the pinned @vendure/core declares, as the reference source links do', () => {
    assert.equal(repositoryUrl, repositoryOf(path.dirname(require.resolve('@vendure/core/package.json'))));
});
