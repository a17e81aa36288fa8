/**
 * Where the search index lives, for the build that writes it (plugins/search-index) and the browser that
 * loads it (browser-search.ts). Kept free of imports: the browser bundle pulls this file in.
 */

/** The Pagefind index's folder: build/pagefind/, served at <baseUrl>pagefind/. */
export const PAGEFIND_DIR = 'pagefind';
/** The spelling vocabulary beside the index: a gzipped JSON array of words. */
export const VOCABULARY_FILE = 'vendure-vocabulary.pf_words';
/** Beside the index: for each filter every page has, the values it holds (JSON, a few hundred bytes). */
export const FILTER_VALUES_FILE = 'vendure-filter-values.json';
