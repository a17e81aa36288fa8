/** The search page's path below the base URL, with the trailing slash every route of this site has. */
export const SEARCH_PAGE_PATH = 'search/' as const;

/** The canonical link to the search page for `query` (`/search/?q=…`), as the server serves it without a redirect. */
export function searchPageUrl(baseUrl: string, query: string): string {
    return `${baseUrl}${SEARCH_PAGE_PATH}${query ? `?q=${encodeURIComponent(query)}` : ''}`;
}

/** The search page's query string parameter of the section filter (`?q=order&section=Reference`). */
export const SECTION_PARAM = 'section' as const;

/**
 * `search` (a URL's query string) with `name` set to `value` (removed when empty): `q` first,
 * encoded as `searchPageUrl` encodes it, the other parameters after it in their order.
 */
export function withSearchParam(search: string, name: string, value: string): string {
    const params = new URLSearchParams(search);
    if (value) params.set(name, value);
    else params.delete(name);
    const query = params.get('q');
    params.delete('q');
    const parts = [
        query ? `q=${encodeURIComponent(query)}` : '',
        ...[...params].map(([key, v]) => `${encodeURIComponent(key)}=${encodeURIComponent(v)}`),
    ].filter(Boolean);
    return parts.length ? `?${parts.join('&')}` : '';
}
