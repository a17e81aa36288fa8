import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { test } from 'node:test';

/** The theme file ./index.tsx re-implements, as it was when it was written. */
const upstreamSha256 = '30948229c514009458316d5f6d94da1562993c6d05ca40f3f56be9079f89b35c';

test("the theme's LastUpdated is the one ./index.tsx re-implements", () => {
    const file = require.resolve('@docusaurus/theme-classic/lib/theme/LastUpdated/index.js');
    const sha256 = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    assert.equal(sha256, upstreamSha256, `${file} changed: compare it with src/theme/LastUpdated/index.tsx`);
});
