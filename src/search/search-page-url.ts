/** The search page's path below the base URL, with the trailing slash every route of this site has. */
export const SEARCH_PAGE_PATH = 'search/' as const;

/** The canonical link to the search page for `query` (`/search/?q=…`), as the server serves it without a redirect. */
export function searchPageUrl(baseUrl: string, query: string): string {
    return `${baseUrl}${SEARCH_PAGE_PATH}${query ? `?q=${encodeURIComponent(query)}` : ''}`;
}
