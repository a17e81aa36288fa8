/**
 * Integration: the fixture pages against the real server (the shared one, and one started with the plugin
 * fixture's plugin). One run for all assertions; with the sample data cached this takes some 15–25 s.
 */
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Failure } from '../../lib/content/types';
import { formatReport } from './report';
import { runExamples, type RunResult } from './run';

const repoRoot = path.resolve(__dirname, '../..');
const fixtures = 'tests/examples/fixtures/pages';
// The config fixture with another value of its plugin's option, its shown responses unchanged.
const changedConfigPage = 'tests/examples/.work/pages/plugin-config-changed.md';
const pages = [
    ...['checkout.md', 'signs-in.md', 'wrong.md', 'plugin.md', 'plugin-config.md'].map(p => `${fixtures}/${p}`),
    changedConfigPage,
];

let result: RunResult;
before(async () => {
    const source = fs.readFileSync(path.join(repoRoot, fixtures, 'plugin-config.md'), 'utf8');
    const changed = source.replace(
        "MottoPlugin.init({ motto: 'Set in the config' })",
        "MottoPlugin.init({ motto: 'Changed' })",
    );
    assert.notEqual(changed, source);
    fs.mkdirSync(path.dirname(path.join(repoRoot, changedConfigPage)), { recursive: true });
    fs.writeFileSync(path.join(repoRoot, changedConfigPage), changed);
    result = await runExamples({ repoRoot, pages });
});

const on = (page: string): Failure[] => result.failures.filter(f => f.page === `${fixtures}/${page}`);
const pageResult = (page: string) => result.pages.find(p => p.page === `${fixtures}/${page}`)!;

test('a checkout in one shop session, then settling and refunding as the superadmin, passes with its shown responses', () => {
    assert.deepEqual(on('checkout.md'), []);
    const page = pageResult('checkout.md');
    assert.deepEqual(
        { ran: page.ran, passed: page.passed, definitionsOnly: page.definitionsOnly },
        { ran: 5, passed: 5, definitionsOnly: 2 },
    );
    assert.deepEqual(
        page.needsSetup.map(n => n.text),
        ['plugin:reviews'],
    );
    assert.deepEqual(
        page.optedOut.map(o => o.text),
        ["deletes the sample data's only payment method"],
    );
});

test('a page that signs in runs its earlier Admin API blocks signed out: activeAdministrator is null, without an error', () => {
    assert.deepEqual(on('signs-in.md'), []);
    assert.equal(pageResult('signs-in.md').passed, 3);
});

test('missing variables, a wrong response, an unshown error result, an error that does not happen and bad meta fail at their lines', () => {
    const failures = on('wrong.md');
    assert.deepEqual(
        failures.map(f => f.line),
        [7, 14, 30, 42, 51, 59, 73],
    );
    assert.match(
        failures[0].message,
        /Variable "\$slug" of required type "String!" was not provided[\s\S]*json block at line 14 has no title/,
    );
    assert.match(failures[1].message, /read only with a title/);
    assert.match(failures[2].message, /data\.product\.name\s+shown "Laptop computer", real "Laptop"/);
    assert.match(failures[2].message, /data\.product\.variants\s+shown array of 1, real array of 4/);
    assert.match(failures[3].message, /COUPON_CODE_INVALID_ERROR: .* \(at data\.applyCouponCode\)/);
    assert.match(failures[4].message, /expected an error matching "FORBIDDEN", but the server answered without one/);
    assert.match(failures[5].message, /no-run needs a reason/);
    assert.match(failures[6].message, /titled "Variables" must be the next code block after a GraphQL block/);
});

test("a page's run-plugin class is transpiled with decorator metadata and served: injection, API extension and payment handler work", () => {
    const page = pageResult('plugin.md');
    assert.equal(page.ran, 5);
    assert.ok(result.pluginServers[`${fixtures}/plugin.md`], 'the plugin page ran on a server of its own');
    // The refund without shipping and adjustment fails on the database; with them, Pending is refused by the refund process.
    assert.deepEqual(
        on('plugin.md').map(f => [f.line, f.message]),
        [
            [
                141,
                'Admin API RefundWithoutShipping: the server answered with an error:\nNOT NULL constraint failed: refund.shipping',
            ],
        ],
    );
    assert.equal(page.passed, 4);
});

test("a plugin page's server runs with the config the page shows: its plugin option and custom field, over the runner's own database, port, tokens and payment handler", () => {
    assert.deepEqual(on('plugin-config.md'), []);
    const page = pageResult('plugin-config.md');
    assert.deepEqual({ ran: page.ran, passed: page.passed }, { ran: 2, passed: 2 });
    assert.deepEqual(
        page.optedOut.map(o => [o.line, o.text]),
        [[69, "config not run with: the page's responses come from src/vendure-config.ts"]],
    );
});

test("changing the plugin option in a page's config changes what the server answers", () => {
    const failures = result.failures.filter(f => f.page === changedConfigPage);
    assert.deepEqual(
        failures.map(f => f.line),
        [90],
    );
    assert.match(failures[0].message, /data\.motto\s+shown "Set in the config", real "Changed"/);
});

test('the report lists every page with its counts, the opted-out reasons and the failures with file:line', () => {
    const report = formatReport(result);
    assert.match(report, /tests\/examples\/fixtures\/pages\/wrong\.md:7: \[examples\]/);
    assert.match(report, /checkout\.md\s+5\s+5\s+1\s+1/);
    assert.match(
        report,
        /Opted out \(no-run\):\n(?: {2}.*\n)* {2}tests\/examples\/fixtures\/pages\/checkout\.md:\d+: deletes the sample data's only payment method/,
    );
    assert.match(report, /FAILED: 9 problem\(s\)/);
});
