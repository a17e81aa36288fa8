import { joinFilters, type SearchRequest } from './client';
import { sectionFilterBy } from './filters';
import { escapeHtml } from '../escape-html';
import { stripHighlight } from './escape';
import { RANKING } from './ranking';
import { resultPlace } from './result-place';
import { DOCSEARCH_QUERY, type TypesenseSearch } from './typesense-client';
import type { DocSearchHit } from './types';

/**
 * Documents per page of results on the search page ("Load more" asks for the next page): the
 * re-ranked head, so the first page shows as soon as the head is loaded.
 */
export const RESULTS_PER_PAGE = RANKING.query.rerankWindow;
/** Milliseconds of typing pause before the search page searches, per backend. */
export const PAGE_DEBOUNCE_MS = { pagefind: 60, typesense: 150 } as const;

/**
 * The contextual filter the modal sends (language, and the docs version's tag), built from the
 * docs plugins' data, so the page needs no docs-version context: each plugin's latest version.
 */
export function contextualFilter(
    locale: string,
    docsPlugins: Record<string, { versions: Array<{ name: string }> }>,
): string {
    const tags = [
        'default',
        ...Object.entries(docsPlugins).map(
            ([pluginId, data]) => `docs-${pluginId}-${data.versions[0]?.name ?? 'current'}`,
        ),
    ];
    return `language:=${locale} && docusaurus_tag:=[${tags.join(',')}]`;
}

/** One page of the search page's results: one hit (the best) per document. */
export function searchPageRequest(options: {
    query: string;
    section: string | null;
    page: number;
    filter: string;
    collection: string;
}): SearchRequest & TypesenseSearch {
    return {
        ...DOCSEARCH_QUERY,
        collection: options.collection,
        q: options.query,
        filter_by: joinFilters(options.filter, sectionFilterBy(options.section)),
        page: options.page,
        per_page: RESULTS_PER_PAGE,
        group_limit: 1,
    } satisfies TypesenseSearch;
}

export interface ResultItem {
    /** Site-relative link (path and hash). */
    url: string;
    /** HTML: escaped text with `<mark>` around matches. */
    title: string;
    /**
     * HTML, one per enclosing level: section, page title, headings; for a page, the section and the
     * folders it sits in. A level that repeats the one before it is shown once.
     */
    breadcrumbs: string[];
    /** What the result is ("Guide", "Entity", "GraphQL type"…), so equal titles can be told apart. */
    kind: string;
    /** HTML snippet of the matching text ('' when there is none, e.g. a hosted heading record). */
    summary: string;
}

const sameText = (a: string, b: string) =>
    stripHighlight(a).trim().toLowerCase() === stripHighlight(b).trim().toLowerCase();

/** What the search page shows of a hit: its deepest heading as title, the levels above as breadcrumbs. */
export function toResultItem(hit: DocSearchHit): ResultItem {
    const url = new URL(hit.url, 'https://site.invalid');
    const levels = ([0, 1, 2, 3, 4, 5, 6] as const)
        .map(level => hit._highlightResult[`hierarchy.lvl${level}`]?.value)
        .filter((value): value is string => !!value)
        // "User Guide › User Guide": the section's overview page is titled as the section.
        .filter((value, index, all) => index === 0 || !sameText(value, all[index - 1]));
    const title = levels.pop() ?? '';
    const place = resultPlace(hit.url);
    // A page is told from others of its title by where it sits; a heading already is, by its page.
    const breadcrumbs = levels.length === 1 ? [...levels, ...place.folders.map(escapeHtml)] : levels;
    const summary = hit._snippetResult.content?.value ?? '';
    return { url: `${url.pathname}${url.hash}`, title, breadcrumbs, kind: place.kind, summary };
}
