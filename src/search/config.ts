/**
 * themeConfig.typesense, built from environment variables at build time (imported by
 * docusaurus.config.ts; runs in Node only). With TYPESENSE_HOST set the site queries the hosted
 * Typesense cluster; without it the same UI searches the embedded Pagefind index.
 *
 * Only the search-only key is read here. The admin key (TYPESENSE_ADMIN_API_KEY) is for the
 * indexer (`npm run search:typesense`) and must never reach themeConfig, which is shipped to
 * every browser.
 */

import { SEARCH_PAGE_PATH } from './search-page-url';
import { DOCSEARCH_QUERY } from './typesense-client';

export type SearchBackend = 'pagefind' | 'typesense';

export interface TypesenseNode {
    host: string;
    port: number;
    protocol: 'https' | 'http';
}

export interface SearchThemeConfig {
    typesenseCollectionName: string;
    typesenseServerConfig: {
        nodes: TypesenseNode[];
        apiKey: string;
        connectionTimeoutSeconds: number;
    };
    typesenseSearchParameters: typeof MODAL_SEARCH_PARAMETERS;
    contextualSearch: true;
    /** With the trailing slash: the theme's opensearch.xml then points at the canonical /search/?q=. */
    searchPagePath: typeof SEARCH_PAGE_PATH;
    /** Read by src/theme/SearchBar and SearchPage (the theme accepts unknown keys). */
    searchBackend: SearchBackend;
}

export const DEFAULT_COLLECTION = 'vendure-docs';

/**
 * Spread by the modal over its own request (typesense-docsearch-react; the SearchBar adds the
 * contextual filter). One group per page, as the search page groups, so the modal's "See all N
 * results" counts the documents `/search` lists (grouped by `url`, it counted headings). The
 * modal's own sort (`item_priority:desc`, then the text match the server adds) stays: measured
 * with bench/search/hosted.ts on the labelled queries, it ranks better than text match first
 * (hit@1 61.7 % against 57.2 %); grouping by page keeps hit@1 and MRR (0.662 against 0.666).
 */
export const MODAL_SEARCH_PARAMETERS = {
    group_by: 'url_without_anchor',
    // The modal's own list lacks `summary`, the text a heading or page-title hit shows.
    include_fields: DOCSEARCH_QUERY.include_fields,
} as const;

/** Local mode: the modal still builds a Typesense client from this, but never calls it. */
const PLACEHOLDER_SERVER = {
    nodes: [{ host: 'localhost', port: 443, protocol: 'https' as const }],
    apiKey: 'local-search-placeholder',
    connectionTimeoutSeconds: 2,
};

export type SearchEnv = Partial<Record<string, string | undefined>>;

export function typesenseNodes(env: SearchEnv): TypesenseNode[] {
    const hosts = (env.TYPESENSE_HOST ?? '')
        .split(',')
        .map(host => host.trim())
        .filter(Boolean);
    const port = Number(env.TYPESENSE_PORT ?? 443);
    const protocol = (env.TYPESENSE_PROTOCOL ?? 'https') as TypesenseNode['protocol'];
    if (!Number.isInteger(port) || port <= 0)
        throw new Error(`TYPESENSE_PORT must be a port number, got "${env.TYPESENSE_PORT}"`);
    if (protocol !== 'https' && protocol !== 'http')
        throw new Error(`TYPESENSE_PROTOCOL must be https or http, got "${env.TYPESENSE_PROTOCOL}"`);
    return hosts.map(host => ({ host, port, protocol }));
}

export function searchThemeConfig(env: SearchEnv = process.env): SearchThemeConfig {
    const collection = env.TYPESENSE_COLLECTION?.trim() || DEFAULT_COLLECTION;
    const base = {
        typesenseCollectionName: collection,
        typesenseSearchParameters: MODAL_SEARCH_PARAMETERS,
        contextualSearch: true as const,
        searchPagePath: SEARCH_PAGE_PATH,
    };
    const nodes = typesenseNodes(env);
    if (nodes.length === 0) return { ...base, typesenseServerConfig: PLACEHOLDER_SERVER, searchBackend: 'pagefind' };

    const apiKey = env.TYPESENSE_SEARCH_API_KEY?.trim();
    if (!apiKey)
        throw new Error('TYPESENSE_HOST is set but TYPESENSE_SEARCH_API_KEY is not: give the search-only key.');
    if (env.TYPESENSE_ADMIN_API_KEY && apiKey === env.TYPESENSE_ADMIN_API_KEY.trim()) {
        throw new Error(
            'TYPESENSE_SEARCH_API_KEY equals TYPESENSE_ADMIN_API_KEY: the browser must get a search-only key.',
        );
    }
    return {
        ...base,
        typesenseServerConfig: { nodes, apiKey, connectionTimeoutSeconds: 2 },
        searchBackend: 'typesense',
    };
}
