import { test } from 'node:test';
import assert from 'node:assert/strict';

import { searchThemeConfig } from './config';
import { DOCSEARCH_QUERY } from './typesense-client';

test('without TYPESENSE_HOST the site searches the embedded index with a placeholder server config', () => {
    const config = searchThemeConfig({});
    assert.equal(config.searchBackend, 'pagefind');
    assert.equal(config.contextualSearch, true);
    assert.deepEqual(config.typesenseSearchParameters, {
        group_by: 'url_without_anchor',
        include_fields: DOCSEARCH_QUERY.include_fields,
    });
    assert.equal(config.typesenseServerConfig.nodes.length, 1);
    assert.equal(config.typesenseServerConfig.nodes[0].port, 443);
    // The theme builds opensearch.xml's template and the route from this: /search/?q=, no redirect.
    assert.equal(config.searchPagePath, 'search/');
});

test('hosted mode: three https nodes on 443, the search-only key, the docs collection', () => {
    const config = searchThemeConfig({
        TYPESENSE_HOST: 'a.example.net, b.example.net,c.example.net',
        TYPESENSE_SEARCH_API_KEY: 'search-only-key',
        TYPESENSE_ADMIN_API_KEY: 'admin-key-never-shipped',
    });
    assert.equal(config.searchBackend, 'typesense');
    assert.equal(config.typesenseCollectionName, 'vendure-docs');
    assert.deepEqual(config.typesenseServerConfig.nodes, [
        { host: 'a.example.net', port: 443, protocol: 'https' },
        { host: 'b.example.net', port: 443, protocol: 'https' },
        { host: 'c.example.net', port: 443, protocol: 'https' },
    ]);
    assert.equal(config.typesenseServerConfig.apiKey, 'search-only-key');
    assert.ok(!JSON.stringify(config).includes('admin-key-never-shipped'), 'the admin key never enters themeConfig');
});

test('hosted mode refuses to start without a search key or with the admin key as search key', () => {
    assert.throws(() => searchThemeConfig({ TYPESENSE_HOST: 'a.example.net' }), /TYPESENSE_SEARCH_API_KEY/);
    assert.throws(
        () =>
            searchThemeConfig({
                TYPESENSE_HOST: 'a.example.net',
                TYPESENSE_SEARCH_API_KEY: 'same',
                TYPESENSE_ADMIN_API_KEY: 'same',
            }),
        /search-only/,
    );
});

test('no key is hard-coded: the only key in local mode is an obvious placeholder', () => {
    assert.equal(searchThemeConfig({}).typesenseServerConfig.apiKey, 'local-search-placeholder');
});
