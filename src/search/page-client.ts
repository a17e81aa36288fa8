import { parseFacetFilters, type SearchFilters } from './filters';
import type { LocalSearch } from './local-search';
import type { DocSearchHit } from './types';

/** One request as algoliasearch-helper sends it to `searchClient.search`. */
export interface HelperRequest {
    indexName: string;
    params?: {
        query?: string;
        page?: number;
        hitsPerPage?: number;
        facetFilters?: unknown;
        facets?: string[] | string;
        [parameter: string]: unknown;
    };
}

export interface HelperResult {
    hits: DocSearchHit[];
    nbHits: number;
    nbPages: number;
    page: number;
    hitsPerPage: number;
    processingTimeMS: number;
    exhaustiveNbHits: true;
    query: string;
    params: string;
    index: string;
    facets: Record<string, Record<string, number>>;
}

function mergeFilters(a: SearchFilters, b: SearchFilters): SearchFilters {
    const out: SearchFilters = { ...a };
    for (const [key, values] of Object.entries(b) as Array<[keyof SearchFilters, string[]]>) out[key] = [...(out[key] ?? []), ...values];
    return out;
}

/**
 * An algoliasearch-helper compatible client over the local index, so the ejected search page
 * keeps its upstream helper code in both modes. Only the first request carries results; the
 * others are the helper's facet-count queries, answered empty (the page shows no counts).
 */
export function createLocalPageClient(local: LocalSearch, extraFilters: () => SearchFilters = () => ({})) {
    return {
        async search(requests: HelperRequest[]): Promise<{ results: HelperResult[] }> {
            const results = await Promise.all(
                requests.map(async (request, index): Promise<HelperResult> => {
                    const params = request.params ?? {};
                    const query = params.query ?? '';
                    const hitsPerPage = params.hitsPerPage ?? 15;
                    const page = params.page ?? 0;
                    const base = { processingTimeMS: 0, exhaustiveNbHits: true as const, query, params: '', index: request.indexName, facets: {} };
                    if (index > 0) return { ...base, hits: [], nbHits: 0, nbPages: 0, page, hitsPerPage };
                    const started = Date.now();
                    const result = await local.search({
                        query,
                        filters: mergeFilters(parseFacetFilters(params.facetFilters), extraFilters()),
                        page,
                        pagesPerPage: hitsPerPage,
                        hitsPerDocument: 1,
                    });
                    return { ...base, processingTimeMS: Date.now() - started, hits: result.hits, nbHits: result.nbHits, nbPages: result.nbPages, page, hitsPerPage };
                }),
            );
            return { results };
        },
    };
}
