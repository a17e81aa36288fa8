/**
 * The SearchBar is the theme's file plus upstream.diff. When the installed
 * docusaurus-theme-search-typesense (or the modal library under it) changes, these fail, so an
 * upgrade cannot silently drop or break our changes. To re-base after an upgrade: copy the new
 * theme file over index.tsx, re-apply the `vendure-docs` hunks of upstream.diff, then
 *   diff -u --label upstream/src/theme/SearchBar/index.tsx --label src/theme/SearchBar/index.tsx \
 *     node_modules/docusaurus-theme-search-typesense/src/theme/SearchBar/index.tsx src/theme/SearchBar/index.tsx \
 *     > src/theme/SearchBar/upstream.diff
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import { assertUpstreamCopy } from '../../../tests/upstream-copy';
import { MODAL_DOM } from './vendure-dom';

const themeDir = path.resolve(path.dirname(require.resolve('docusaurus-theme-search-typesense')), '..');
const docsearchDir = path.dirname(require.resolve('typesense-docsearch-react/package.json', { paths: [themeDir] }));
const autocompleteDir = path.dirname(
    require.resolve('@algolia/autocomplete-core/package.json', { paths: [docsearchDir] }),
);
const read = (...parts: string[]) => fs.readFileSync(path.join(...parts), 'utf8');
const version = (dir: string) => (JSON.parse(read(dir, 'package.json')) as { version: string }).version;

test('index.tsx is exactly the installed theme SearchBar with upstream.diff applied', () => {
    assertUpstreamCopy({
        packageDir: themeDir,
        upstream: 'src/theme/SearchBar/index.tsx',
        copy: path.join(__dirname, 'index.tsx'),
        diff: path.join(__dirname, 'upstream.diff'),
    });
});

test('styles.css is the theme file, unchanged (our rules are in vendure.css)', () => {
    assert.equal(read(__dirname, 'styles.css'), read(themeDir, 'src/theme/SearchBar/styles.css'));
});

test('the theme still exports the helpers the SearchBar imports instead of copying them', () => {
    assert.match(read(themeDir, 'lib/client/index.js'), /export \{ useTypesenseContextualFilters \}/);
    assert.match(read(themeDir, 'package.json'), /"\.\/client"/);
});

test('the modal library still has the DOM and behaviour vendure.tsx relies on', () => {
    const modal = read(docsearchDir, 'dist/esm/DocSearchModal.js');
    // The filter row goes after the search bar header; the error screen into the dropdown.
    assert.match(
        modal,
        /"DocSearch-Modal"[\s\S]*"header", \{\s*className: "DocSearch-SearchBar"[\s\S]*className: "DocSearch-Dropdown"/,
    );
    const rendered = modal + read(docsearchDir, 'dist/esm/SearchBox.js');
    for (const selector of Object.values(MODAL_DOM)) {
        for (const className of selector.match(/(?<=\.)[\w-]+/g)!)
            assert.match(rendered, new RegExp(`className: "${className}"`), `${selector} (vendure-dom.ts)`);
    }
    // Focusing the input re-runs the query: how a section choice reaches the results.
    assert.match(modal, /openOnFocus: true/);
    // The library drops its error screen when a failed request settles (so vendure.tsx keeps one
    // up). If this stops matching, the workaround may be unnecessary: check and remove it.
    assert.match(
        read(autocompleteDir, 'dist/esm/onInput.js'),
        /\}\)\.finally\(function \(\) \{\s*setStatus\('idle'\);/,
    );
    // transformSearchClient and getMissingResultsUrl are still props.
    assert.match(modal, /transformSearchClient = _ref\$transformSearchC === void 0 \? identity/);
    assert.match(modal, /getMissingResultsUrl = _ref\.getMissingResultsUrl/);
    assert.equal(
        version(docsearchDir),
        '3.4.1',
        'typesense-docsearch-react changed: re-check vendure.tsx against it, then update this version',
    );
});
