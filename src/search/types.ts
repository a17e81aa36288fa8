/** The subset of Pagefind's result data this site reads (pagefind 1.6 `result.data()`). */
export interface PagefindSubResult {
    title: string;
    url: string;
    excerpt: string;
    anchor?: { element: string; id: string; text?: string; location: number };
    locations?: number[];
    weighted_locations?: Array<{ weight: number; balanced_score: number; location: number }>;
}

export interface PagefindResultData {
    url: string;
    excerpt: string;
    meta: Record<string, string | undefined>;
    sub_results?: PagefindSubResult[];
}

/**
 * What the ranking reads of each page (title, section, description), by Pagefind page id: written
 * beside the index (plugins/search/search-index/page-meta.ts), so results can be ordered before their
 * fragments load.
 */
export type PageMetaTable = Record<string, Record<string, string>>;

export interface PagefindSearchResult {
    id: string;
    score: number;
    data: () => Promise<PagefindResultData>;
}

export interface PagefindSearchResponse {
    results: PagefindSearchResult[];
}

/** The module build/pagefind/pagefind.js exports (the parts used here). */
export interface PagefindModule {
    options: (options: Record<string, unknown>) => Promise<void>;
    init?: () => Promise<void>;
    search: (term: string, options?: { filters?: Record<string, unknown> }) => Promise<PagefindSearchResponse | null>;
    /** Loads the index chunks a search for `term` needs, without searching. */
    preload?: (term: string, options?: { filters?: Record<string, unknown> }) => Promise<void>;
}

export interface HighlightField {
    value: string;
    matchLevel: 'full' | 'partial' | 'none';
    matchedWords: string[];
}

export type HitType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

/** DocSearch's hierarchy in flat dotted keys, shared by index records and the hits the modal reads. */
export interface FlatHierarchy {
    'hierarchy.lvl0': string;
    'hierarchy.lvl1': string;
    'hierarchy.lvl2': string | null;
    'hierarchy.lvl3': string | null;
    'hierarchy.lvl4': string | null;
    'hierarchy.lvl5': string | null;
    'hierarchy.lvl6': string | null;
}

/** What the DocSearch modal and the search page read from a hit (flat dotted keys). */
export interface DocSearchHit extends FlatHierarchy {
    objectID: string;
    url: string;
    url_without_anchor: string;
    anchor: string | null;
    type: HitType;
    content: string | null;
    hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
    _highlightResult: Record<string, HighlightField>;
    _snippetResult: Record<string, { value: string; matchLevel: 'full' | 'partial' | 'none' }>;
}

export interface LocalSearchResult {
    hits: DocSearchHit[];
    nbHits: number;
    nbPages: number;
    page: number;
    hitsPerPage: number;
    /** The query actually run when the typed one found nothing and was spell-corrected. */
    correctedQuery: string | null;
}
