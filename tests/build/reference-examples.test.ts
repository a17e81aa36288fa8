/**
 * The reference's examples check in the built site: the examples that do not type-check against their version
 * say so right after their code block, the published text unchanged (the email plugin's `handler`, which its
 * options call `handlers`, is the known case). Reads `build/`; run after a build.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import * as cheerio from 'cheerio';

import { markdownPathOf } from '../../src/markdown-url';
import { buildDir, builtPages } from './site-output';

const notes = builtPages()
    .filter(page => page.route.startsWith('/reference/'))
    .flatMap(page => {
        const $ = cheerio.load(page.html);
        return $('p')
            .filter((_, p) => $(p).children('strong').first().text() === 'Does not type-check')
            .map((_, p) => ({ route: page.route, text: $(p).text(), after: $(p).prev() }))
            .get();
    });

test("the email plugin's examples with `handler` say they do not type-check against 3.7.3, and why", () => {
    const page = '/reference/core-plugins/email-plugin/';
    const onPage = notes.filter(n => n.route === page);
    assert.ok(onPage.length >= 2, `${onPage.length} notes on ${page}`);
    for (const note of onPage)
        assert.match(note.text, /against @vendure\/email-plugin 3\.7\.3, line \d+: TS2561: .*'handler' .*'handlers'/);
    const html = fs.readFileSync(path.join(buildDir, page, 'index.html'), 'utf8');
    // The example is kept as published.
    assert.match(cheerio.load(html)('pre').text(), /handler: defaultEmailHandlers/);
    const twin = fs.readFileSync(path.join(buildDir, markdownPathOf(page)), 'utf8');
    assert.match(twin, /```\n\n\*\*Does not type-check\*\* against @vendure\/email-plugin 3\.7\.3, line \d+: `TS2561/);
});

test('every note stands right after a code block', () => {
    assert.ok(notes.length > 10, `only ${notes.length} notes`);
    const misplaced = notes
        .filter(n => !n.after.is('div') || !n.after.find('pre code').length)
        .map(n => `${n.route}: ${n.text.slice(0, 80)}`);
    assert.deepEqual(misplaced, []);
});
