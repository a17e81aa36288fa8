import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import { applyEdits } from '../upstream-edits';
import { tabsEdits } from './index';

test('Tabs: the installed theme keys its tab group on useIsBrowser(), and the edit leaves no key and no call', () => {
    const file = path.join(
        path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
        'lib/theme/Tabs/index.js',
    );
    assert.match(file.replaceAll('\\', '/'), tabsEdits.test);
    const source = fs.readFileSync(file, 'utf8');
    assert.match(source, /key=\{String\(isBrowser\)\}/);
    const edited = applyEdits(source, tabsEdits);
    assert.doesNotMatch(edited, /isBrowser\b(?!\s*from)/);
    assert.match(edited, /<TabsComponent\s+\/\/ Remount tabs after hydration/);
    assert.throws(() => applyEdits(source.replace('key={String(isBrowser)}', 'key={x}'), tabsEdits), /Tabs/);
});
