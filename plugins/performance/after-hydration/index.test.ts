import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import { applyEdits, type UpstreamEdits } from '../upstream-edits';
import { browserContextEdits, tabsEdits, windowSizeEdits } from './index';

const modules: Array<[string, UpstreamEdits]> = [
    [
        path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client/browserContext.js'),
        browserContextEdits,
    ],
    [path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'hooks/useWindowSize.js'), windowSizeEdits],
];

for (const [file, edits] of modules) {
    const source = fs.readFileSync(file, 'utf8');

    test(`${edits.name}: the installed module's one update after hydration becomes a transition`, () => {
        assert.match(file.replaceAll('\\', '/'), edits.test);
        const edited = applyEdits(source, edits);
        const [[line, replacement]] = edits.edits;
        assert.equal(edited, `import { startTransition } from 'react';\n${source.replace(line, replacement)}`);
        assert.match(replacement, /^startTransition\(/);
        assert.doesNotMatch(source, /startTransition/, 'upstream now imports startTransition itself');
    });

    test(`${edits.name}: the edit fails the build when the module changes under it`, () => {
        const [[line]] = edits.edits;
        assert.throws(() => applyEdits(source.replace(line, '/* changed */'), edits), /after-hydration/);
    });
}

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
