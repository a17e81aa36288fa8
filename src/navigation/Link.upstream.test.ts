/**
 * Link.tsx is a rewrite of @docusaurus/core's compiled `lib/client/exports/Link.js`, not a patch of it, so
 * there is no readable diff to keep (as src/theme/SearchBar does); instead the upstream file it was rewritten
 * from is pinned by version and sha256. When an upgrade changes that file, this fails: compare the old and new
 * Link.js (facebook/docusaurus `packages/docusaurus/src/client/exports/Link.tsx` between the two tags), carry
 * what changed over to Link.tsx, then record the new version and hash below.
 *
 * What Link.tsx leaves out of upstream, on purpose (do not carry these back):
 * - the IntersectionObserver per internal link that prefetches the target once on screen, and the
 *   prefetch-on-mount where IntersectionObserver is missing (the point of the rewrite);
 * - `future.experimental_router: 'hash'` handling (`./` stripping, anchors through the router): the site
 *   uses the browser router;
 * - `useImperativeHandle` over an inner ref (only the observer needed the element), and the
 *   `data-test-link-type` prop added when NODE_ENV is `test`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const BASE = { version: '3.7.0', sha256: 'adbaeb4401b1428c132242537bfc39cd7213f7d03827b7e6aee254a6614a269d' };

const coreDir = path.dirname(require.resolve('@docusaurus/core/package.json'));
const installed = {
    version: (JSON.parse(fs.readFileSync(path.join(coreDir, 'package.json'), 'utf8')) as { version: string }).version,
    source: fs.readFileSync(path.join(coreDir, 'lib/client/exports/Link.js'), 'utf8'),
};

/** Why Link.tsx needs re-checking against this @docusaurus/core Link, or undefined if it is still its base. */
function linkDrift(version: string, source: string): string | undefined {
    if (createHash('sha256').update(source).digest('hex') === BASE.sha256) return undefined;
    return (
        `@docusaurus/core ${version}: lib/client/exports/Link.js is no longer the ${BASE.version} file that ` +
        `src/navigation/Link.tsx was rewritten from. Re-check Link.tsx against the new file (base URL, trailing ` +
        `slash, broken-link/anchor collection, preload on hover/touch, props) as described at the top of ` +
        `src/navigation/Link.upstream.test.ts, then record the new version and sha256 there.`
    );
}

test('the installed @docusaurus/core Link is the one Link.tsx was rewritten from', () => {
    const drift = linkDrift(installed.version, installed.source);
    assert.equal(drift, undefined, drift);
    assert.equal(
        installed.version,
        BASE.version,
        `@docusaurus/core ${installed.version} ships the same Link.js as ${BASE.version}: update BASE.version`,
    );
});

test('a changed upstream Link is reported, naming the version and what to re-check', () => {
    const edited = installed.source.replace(
        'window.docusaurus.preload(targetLink)',
        'window.docusaurus.prefetch(targetLink)',
    );
    assert.notEqual(edited, installed.source);
    const drift = linkDrift('3.8.0', edited);
    assert.match(drift ?? '', /^@docusaurus\/core 3\.8\.0: .*Link\.js .* Re-check Link\.tsx/);
});
