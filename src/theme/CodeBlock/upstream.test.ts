/**
 * index.tsx and Content/String.tsx are the theme's files plus their upstream.diff (replaced rather than wrapped:
 * the change is inside them). When the installed @docusaurus/theme-classic changes either file, this fails.
 */
import { test } from 'node:test';
import path from 'node:path';

import { assertUpstreamCopy } from '../../../tests/upstream-copy';

const packageDir = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));

for (const file of ['index.tsx', 'Content/String.tsx']) {
    test(`${file} is exactly the installed theme's CodeBlock/${file} with its upstream.diff applied`, () => {
        assertUpstreamCopy({
            packageDir,
            upstream: `src/theme/CodeBlock/${file}`,
            copy: path.join(__dirname, file),
            diff: path.join(__dirname, path.dirname(file), 'upstream.diff'),
        });
    });
}
