/**
 * What readers copy from the generated reference is exact (no escaping leftovers shown as text), and every
 * URL of the previous docs site still lands on a page. Reads `build/`; run after a build.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import * as cheerio from 'cheerio';

import { movedPages, shortLinks } from '../../plugins/content/redirects/redirects';
import { buildDir, builtPages, isRedirectStub } from './site-output';

/** Text a reader would see (and copy) that is escaping gone wrong, with what it should have been. */
const leftovers: Array<{ pattern: RegExp; what: string }> = [
    { pattern: /\\@/, what: 'a TSDoc-escaped \\@' },
    { pattern: /&#124;|&#x7c;/i, what: 'a literal &#124; entity' },
    { pattern: /\\\|/, what: 'a backslash-escaped pipe' },
    { pattern: /&(lt|gt|amp|quot|#123|#125);/, what: 'an HTML entity shown as text' },
    { pattern: /\\[<>{}`*_[\]]/, what: 'a markdown escape shown as text' },
];

const referencePages = builtPages().filter(page => page.route.startsWith('/reference/'));

test('generated reference pages show no escaping leftovers in their text or code', () => {
    assert.ok(referencePages.length > 500, `only ${referencePages.length} reference pages built`);
    const found: string[] = [];
    for (const page of referencePages) {
        const $ = cheerio.load(page.html);
        $('script, style, noscript').remove();
        const text = $('main, article').first().text();
        for (const { pattern, what } of leftovers) {
            const match = pattern.exec(text);
            if (match)
                found.push(`${page.route}: ${what}: …${text.slice(Math.max(0, match.index - 40), match.index + 20)}…`);
        }
    }
    assert.deepEqual(found.slice(0, 20), [], `${found.length} pages with leftovers`);
});

const fileOf = (route: string) => path.join(buildDir, route, 'index.html');

test('every redirect of an old URL is written and points to a page that exists', () => {
    for (const { from, to } of [...movedPages, ...shortLinks]) {
        assert.ok(fs.existsSync(fileOf(to)), `redirect target ${to} is not a page`);
        const stub = fs.readFileSync(fileOf(from), 'utf8');
        assert.ok(isRedirectStub(stub), `${from} is not a redirect page`);
        assert.match(
            stub,
            new RegExp(`url=${to.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"`),
            `${from} does not redirect to ${to}`,
        );
    }
});

test("old short paths of whole trees redirect to today's pages", () => {
    for (const [from, to] of [
        ['/developer-guide/custom-fields/', '/guides/developer-guide/custom-fields/'],
        ['/typescript-api/orders/order-process/', '/reference/typescript-api/orders/order-process/'],
        ['/graphql-api/admin/queries/', '/reference/graphql-api/admin/queries/'],
    ]) {
        const stub = fs.readFileSync(fileOf(from), 'utf8');
        assert.ok(stub.includes(`url=${to}"`), `${from} → ${to}`);
        assert.ok(fs.existsSync(fileOf(to)));
    }
});
