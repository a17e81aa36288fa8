import type { PagefindResultData, PagefindSubResult } from '../src/search/types';

/**
 * Pagefind's result data for the search unit tests: a page with its title and section (more meta after them where
 * given), an empty excerpt unless given and its headings' sub-results where given.
 */
export function pageData(
    url: string,
    title: string,
    section: string,
    more: { meta?: PagefindResultData['meta']; excerpt?: string; subResults?: PagefindSubResult[] } = {},
): PagefindResultData {
    const page = { url, excerpt: more.excerpt ?? '', meta: { title, section, ...more.meta } };
    return more.subResults ? { ...page, sub_results: more.subResults } : page;
}

/** The sub-result of a heading on the page at `pageUrl`, its URL that page's with the anchor's `#id`. */
export function headingData(
    pageUrl: string,
    title: string,
    anchor: NonNullable<PagefindSubResult['anchor']>,
    excerpt = '',
): PagefindSubResult {
    return { title, url: `${pageUrl}#${anchor.id}`, excerpt, anchor };
}
