import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import { applyEdits } from '../upstream-edits';
import { shallowMemoEdits } from './index';

const file = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/reactUtils.js');
const source = fs.readFileSync(file, 'utf8');

test("useShallowMemoObject orders its keys without collation, the rest of theme-common's module unchanged", () => {
    assert.match(file.replaceAll('\\', '/'), shallowMemoEdits.test);
    const edited = applyEdits(source, shallowMemoEdits);
    assert.doesNotMatch(edited, /localeCompare/);
    const [[line, replacement]] = shallowMemoEdits.edits;
    assert.equal(edited, source.replace(line, replacement));
    assert.notEqual(edited, source);
});

test('the edit fails the build when theme-common changes under it', () => {
    assert.throws(() => applyEdits(source.replace('localeCompare', 'compare'), shallowMemoEdits), /shallow-memo/);
});
