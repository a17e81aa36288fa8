import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { docAreaNames } from '../../src/doc-areas';
import { FRAGMENT_DIR, FRAGMENT_EXTENSION, PAGE_META_FILE, PAGEFIND_DIR } from '../../src/search/pagefind-files';
import type { PageMetaTable } from '../../src/search/types';
import { siteUrl } from '../../src/site';
import { buildDir, metaContent } from './site-output';

test('opensearch.xml sends browsers to the canonical search URL, /search/?q=, which needs no redirect', () => {
    const xml = fs.readFileSync(path.join(buildDir, 'opensearch.xml'), 'utf8');
    const templates = [...xml.matchAll(/<Url type="text\/html"[^>]*template="([^"]+)"/g)].map(match => match[1]);
    assert.deepEqual(templates, [`${siteUrl}/search/?q={searchTerms}`]);
    assert.ok(fs.existsSync(path.join(buildDir, 'search', 'index.html')));
});

test('the search page is ours: no instantsearch code, not indexed, its results area in the server-rendered HTML', () => {
    const html = fs.readFileSync(path.join(buildDir, 'search', 'index.html'), 'utf8');
    assert.equal(metaContent(html, 'robots'), 'noindex, follow');
    assert.match(html, /id=["']?search-results/);
    assert.match(html, /role=["']?search/);
    const js = fs
        .readdirSync(path.join(buildDir, 'assets', 'js'))
        .filter(file => file.endsWith('.js'))
        .map(file => fs.readFileSync(path.join(buildDir, 'assets', 'js', file), 'utf8'));
    for (const marker of ['algoliasearch-helper', 'TypesenseInstantSearchAdapter', 'typesense-instantsearch-adapter']) {
        assert.ok(!js.some(source => source.includes(marker)), `${marker} is in the bundle`);
    }
});

test('the page metadata beside the index covers every page fragment Pagefind wrote, with its title and section', () => {
    const index = path.join(buildDir, PAGEFIND_DIR);
    const meta = JSON.parse(
        gunzipSync(fs.readFileSync(path.join(index, PAGE_META_FILE))).toString('utf8'),
    ) as PageMetaTable;
    const fragments = fs
        .readdirSync(path.join(index, FRAGMENT_DIR))
        .filter(file => file.endsWith(FRAGMENT_EXTENSION))
        .map(file => path.basename(file, FRAGMENT_EXTENSION));
    assert.ok(fragments.length > 500, `${fragments.length} fragments`);
    assert.deepEqual(Object.keys(meta).sort(), fragments.sort());
    for (const [id, page] of Object.entries(meta)) {
        assert.ok(page.title, `${id} has no title`);
        assert.ok((docAreaNames as readonly string[]).includes(page.section ?? ''), `${id}: section ${page.section}`);
    }
});
