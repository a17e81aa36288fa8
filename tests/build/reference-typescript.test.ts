/**
 * Checks the TypeScript-based reference sections in the built site: the promised URLs exist (PROMISES.md, Routes), every
 * api-index entry (and member anchor) lands on an existing page and heading, generated pages carry
 * the pinned version's date, and inline-code names in hand-written pages are links.
 * Reads `build/` (or $BUILD_DIR) and generated/reference/api-index.json; run after a build.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import * as cheerio from 'cheerio';

import { pickEntry, type ApiIndex } from '../../plugins/content/remark-api-links/index';
import { apiIndexFile, repoRoot } from '../../reference/paths';
import { promisedUrls } from '../../reference/typescript/promised-urls';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const index = JSON.parse(readFileSync(path.join(repoRoot, apiIndexFile), 'utf8')) as ApiIndex;
// The biggest generated page (OrderService-sized) stays well below this; a heavy component per member would not.
const maxPageHtmlBytes = 600_000;

const htmlFile = (url: string) => path.join(buildDir, url.split('#')[0], 'index.html');
const cache = new Map<string, string>();
function htmlOf(url: string): string {
    const file = htmlFile(url);
    if (!cache.has(file)) {
        assert.ok(existsSync(file), `missing ${file}`);
        cache.set(file, readFileSync(file, 'utf8'));
    }
    return cache.get(file)!;
}

const ids = (html: string) => new Set([...html.matchAll(/\sid=(?:"([^"]*)"|([^\s>]+))/g)].map(m => m[1] ?? m[2]));

test('every promised reference URL is built', () => {
    const missing = promisedUrls.filter(url => !existsSync(htmlFile(url)));
    assert.deepEqual(missing, []);
});

test('every api-index entry and member anchor exists in the built pages', () => {
    const broken: string[] = [];
    for (const entries of Object.values(index)) {
        for (const entry of entries) {
            for (const url of [entry.url, ...Object.values(entry.members)]) {
                const [page, anchor] = url.split('#');
                if (!existsSync(htmlFile(page))) broken.push(url);
                else if (anchor && !ids(htmlOf(page)).has(anchor)) broken.push(url);
            }
        }
    }
    assert.deepEqual(broken.slice(0, 20), [], `${broken.length} broken`);
});

test('generated pages show the pinned release date, and stay light', () => {
    const page = htmlOf('/reference/typescript-api/services/order-service/');
    // Minified HTML may leave the attribute unquoted.
    assert.ok(/datetime="?2026-09-03/.test(page), 'OrderService page does not show the 3.7.3 release date');
    for (const url of [
        '/reference/typescript-api/services/order-service/',
        '/reference/typescript-api/entities/order/',
    ]) {
        const size = Buffer.byteLength(htmlOf(url));
        assert.ok(size < maxPageHtmlBytes, `${url} is ${size} bytes`);
    }
});

function htmlFilesUnder(dir: string): string[] {
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true }).flatMap(e => {
        const full = path.join(dir, e.name);
        return e.isDirectory() ? htmlFilesUnder(full) : e.name === 'index.html' ? [full] : [];
    });
}

test('inline-code declaration names in hand-written guides are links to their entries', () => {
    let checked = 0;
    const unlinked: string[] = [];
    for (const file of htmlFilesUnder(path.join(buildDir, 'guides'))) {
        const $ = cheerio.load(readFileSync(file, 'utf8'));
        $('article code').each((_, element) => {
            const code = $(element);
            const name = code.text();
            if (code.children().length || !/^[A-Za-z_$][\w$]*$/.test(name)) return;
            if (!Object.prototype.hasOwnProperty.call(index, name) || !pickEntry(index[name])) return;
            // As plugins/content/remark-api-links does: code in a heading or already inside a link keeps its place.
            if (code.parents('h1, h2, h3, h4, h5, h6, pre').length) return;
            checked++;
            if (!code.parents('a').length) unlinked.push(`${path.relative(buildDir, file)}: ${name}`);
        });
    }
    assert.ok(checked > 0, 'no guide mentions a documented name in inline code');
    assert.deepEqual(unlinked.slice(0, 20), []);
});

test('signature blocks link their type names, and every such link lands on an existing page and heading', () => {
    const pages = ['typescript-api', 'core-plugins', 'admin-ui-api', 'dashboard'].flatMap(s =>
        htmlFilesUnder(path.join(buildDir, 'reference', s)),
    );
    let links = 0;
    const broken: string[] = [];
    for (const file of pages) {
        const html = readFileSync(file, 'utf8');
        for (const block of html.matchAll(/<pre class="?ts-signature"?[^>]*><code>([\s\S]*?)<\/code><\/pre>/g)) {
            for (const [, href] of block[1].matchAll(/<a href="?([^"\s>]+)"?>/g)) {
                links++;
                const [page, anchor] = href.split('#');
                if (!existsSync(htmlFile(page))) broken.push(`${path.relative(buildDir, file)} → ${href}`);
                else if (anchor && !ids(htmlOf(page)).has(anchor))
                    broken.push(`${path.relative(buildDir, file)} → ${href}`);
            }
        }
    }
    assert.ok(links > 1000, `only ${links} signature links`);
    assert.deepEqual(broken.slice(0, 20), [], `${broken.length} broken`);
    const orderService = htmlOf('/reference/typescript-api/services/order-service/');
    assert.match(
        orderService,
        /<pre class="?ts-signature"?[^>]*><code>class OrderService [\s\S]*?<a href="?\/reference\/typescript-api\/services\/product-variant-service\/"?>ProductVariantService<\/a>/,
    );
});
