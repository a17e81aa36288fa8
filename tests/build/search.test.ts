import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

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
