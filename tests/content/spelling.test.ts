import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';

import { checkDashboardSpelling, dashboardIzeStems, dashboardLlmentStems, installedDashboardStems } from './spelling';

test('the -ize words of the Dashboard’s messages give their stems; short words and other text do not', () => {
    const po = ['msgid "Payment authorized"', 'msgstr "Customize the size"', '#: authorization.tsx:1'].join('\n');
    assert.deepEqual(dashboardIzeStems(po), ['author', 'custom']);
});

test('the -llment words of the Dashboard’s messages give their stems', () => {
    const po = ['msgid "Create fulfillment"', 'msgstr "Fulfillments"', 'msgid "Settlement"'].join('\n');
    assert.deepEqual(dashboardLlmentStems(po), ['fulfi']);
});

test('the installed Dashboard spells "authorized" with a z and "fulfillment" with two l', () => {
    const stems = installedDashboardStems(path.resolve(__dirname, '../..'));
    assert.ok(stems.ize.includes('author'));
    assert.ok(stems.llment.includes('fulfi'));
});

test('an -ise spelling of a Dashboard word is reported with its line and the spelling to use', () => {
    const failures = checkDashboardSpelling(
        'docs/x.md',
        'A payment is authorized.\nOnce Authorised, it can be settled; the handler authorises it.\nOrganised.',
        { ize: ['author'], llment: [] },
    );
    assert.deepEqual(
        failures.map(f => [f.line, f.message]),
        [
            [2, 'write "Authorized", not "Authorised": the Dashboard\'s own spelling'],
            [2, 'write "authorizes", not "authorises": the Dashboard\'s own spelling'],
        ],
    );
});

test('a -lment spelling of a Dashboard word is reported; the -llment spelling and other words are not', () => {
    const failures = checkDashboardSpelling(
        'docs/x.md',
        'Create a fulfillment.\nTwo Fulfilments were made.\nA settlement.',
        { ize: [], llment: ['fulfi'] },
    );
    assert.deepEqual(
        failures.map(f => [f.line, f.message]),
        [[2, 'write "Fulfillments", not "Fulfilments": the Dashboard\'s own spelling']],
    );
});
