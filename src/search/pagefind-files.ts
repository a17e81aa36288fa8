/**
 * Where the search index lives, for the build that writes it (plugins/search/search-index) and the browser that
 * loads it (browser-search.ts). Kept free of imports: the browser bundle pulls this file in.
 */

/** The Pagefind index's folder: build/pagefind/, served at <baseUrl>pagefind/. */
export const PAGEFIND_DIR = 'pagefind';
/** Pagefind 1.6 writes each page's fragment to `<PAGEFIND_DIR>/fragment/<page id>.pf_fragment`. */
export const FRAGMENT_DIR = 'fragment';
export const FRAGMENT_EXTENSION = '.pf_fragment';
/** The spelling vocabulary beside the index: a gzipped JSON array of words. */
export const VOCABULARY_FILE = 'vendure-vocabulary.pf_words';
/** Beside the index: for each filter every page has, the values it holds (JSON, a few hundred bytes). */
export const FILTER_VALUES_FILE = 'vendure-filter-values.json';
/**
 * Beside the index: each page's title, section and description (what the ranking reads), keyed by
 * Pagefind's page id, gzipped JSON. The search page loads it, to show a query's first results in
 * their final order before all of their fragments have arrived.
 */
export const PAGE_META_FILE = 'vendure-page-meta.pf_json';
