import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';

import { checkDashboardSpelling, dashboardIzeStems, installedDashboardStems } from './spelling';

test('the -ize words of the Dashboard’s messages give their stems; short words and other text do not', () => {
    const po = ['msgid "Payment authorized"', 'msgstr "Customize the size"', '#: authorization.tsx:1'].join('\n');
    assert.deepEqual(dashboardIzeStems(po), ['author', 'custom']);
});

test('the installed Dashboard spells "authorized" with a z', () => {
    assert.ok(installedDashboardStems(path.resolve(__dirname, '../..')).includes('author'));
});

test('an -ise spelling of a Dashboard word is reported with its line and the spelling to use', () => {
    const failures = checkDashboardSpelling(
        'docs/x.md',
        'A payment is authorized.\nOnce Authorised, it can be settled; the handler authorises it.\nOrganised.',
        ['author'],
    );
    assert.deepEqual(
        failures.map(f => [f.line, f.message]),
        [
            [2, 'write "Authorized", not "Authorised": the Dashboard\'s own spelling'],
            [2, 'write "authorizes", not "authorises": the Dashboard\'s own spelling'],
        ],
    );
});
