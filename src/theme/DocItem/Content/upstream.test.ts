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
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import { applyUnifiedDiff } from '../../../search/unified-diff';

const themeDir = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
const read = (...parts: string[]) => fs.readFileSync(path.join(...parts), 'utf8');
const version = (JSON.parse(read(themeDir, 'package.json')) as { version: string }).version;

test("index.tsx is exactly the installed theme's DocItem/Content with upstream.diff applied", () => {
    const upstream = read(themeDir, 'src/theme/DocItem/Content/index.tsx');
    let patched: string;
    try {
        patched = applyUnifiedDiff(upstream, read(__dirname, 'upstream.diff'));
    } catch (error) {
        assert.fail(
            `@docusaurus/theme-classic ${version}: DocItem/Content no longer matches the base of upstream.diff (${(error as Error).message}). Re-base as described at the top of this file.`,
        );
    }
    assert.ok(
        patched === read(__dirname, 'index.tsx'),
        `index.tsx differs from the theme's file + upstream.diff (theme ${version}): regenerate upstream.diff, see the top of this file`,
    );
});
