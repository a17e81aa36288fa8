import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import { DESKTOP_BREAKPOINT } from './desktop-breakpoint';

test("the desktop breakpoint is theme-common's, which decides when the desktop parts are removed", () => {
    const lib = path.dirname(require.resolve('@docusaurus/theme-common'));
    const source = fs.readFileSync(path.join(lib, 'hooks/useWindowSize.js'), 'utf8');
    const upstream = /const DesktopBreakpoint = (\d+);/.exec(source);
    assert.ok(upstream, 'useWindowSize.js no longer declares DesktopBreakpoint: compare it with src/hydration');
    assert.equal(DESKTOP_BREAKPOINT, Number(upstream[1]));
    assert.match(source, /window\.innerWidth > desktopBreakpoint/);
});
