/**
 * index.tsx is the theme's DocItem/Content plus upstream.diff (replaced rather than wrapped: a wrapper
 * would add a module to every doc page's JS). When the installed @docusaurus/theme-classic changes the
 * file, this fails, so an upgrade cannot silently drop our changes. To re-base: copy the new theme file
 * over index.tsx, re-apply the `vendure-docs` lines, then
 *   diff -u --label upstream/src/theme/DocItem/Content/index.tsx --label src/theme/DocItem/Content/index.tsx \
 *     node_modules/@docusaurus/theme-classic/src/theme/DocItem/Content/index.tsx src/theme/DocItem/Content/index.tsx \
 *     > src/theme/DocItem/Content/upstream.diff
 */
import { test } from 'node:test';
import path from 'node:path';

import { assertUpstreamCopy } from '../../../../tests/upstream-copy';

test("index.tsx is exactly the installed theme's DocItem/Content with upstream.diff applied", () => {
    assertUpstreamCopy({
        packageDir: path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
        upstream: 'src/theme/DocItem/Content/index.tsx',
        copy: path.join(__dirname, 'index.tsx'),
        diff: path.join(__dirname, 'upstream.diff'),
    });
});
