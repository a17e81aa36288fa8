import { parseFilterBy, sectionFilterBy } from './filters';
import type { LocalSearch } from './local-search';
import type { DocSearchHit } from './types';

/**
 * One search, in the Typesense multi-search shape the DocSearch modal sends. The search page
 * sends the same shape (with `page`, `per_page` and `group_limit`), so one client serves both.
 */
export interface SearchRequest {
    collection?: string;
    q: string;
    filter_by?: string;
    /** 1-based, as in Typesense. */
    page?: number;
    /** Documents (URL groups) per page. */
    per_page?: number;
    /** Hits per document. */
    group_limit?: number;
    [parameter: string]: unknown;
}

export interface SearchResult {
    hits: DocSearchHit[];
    /** Matching documents. */
    nbHits: number;
    /** The query actually answered when the typed one was spell-corrected (embedded index only). */
    correctedQuery?: string | null;
}

export interface SearchResponse {
    results: SearchResult[];
}

export interface SearchOptions {
    /**
     * The first results of the first request, in their final order, before the whole answer
     * (embedded index only, when it can tell the order early: `LocalSearch.streamHead`).
     */
    onPartial?: (result: SearchResult) => void;
}

/** What the modal (through `transformSearchClient`) and the search page call, whatever the backend. */
export interface SearchClient {
    search: (requests: SearchRequest[], options?: SearchOptions) => Promise<SearchResponse>;
    /**
     * Gets ready for a search of `requests` that may follow (a query still being typed): the
     * embedded index loads the index chunks it will need. Optional, never fails.
     */
    prepare?: (requests: SearchRequest[]) => void;
}

/** Documents whose hits the modal shows; "See all N results" leads to the rest. */
export const MODAL_DOCUMENTS = 8;
/** Hits per document in the modal (a page and its best headings). */
export const MODAL_HITS_PER_DOCUMENT = 3;

/**
 * The client over the embedded Pagefind index: it answers the Typesense-shaped request.
 * A request replaced by a newer one (a keystroke, or a query typed while the index was loading)
 * stops at its next step and shares the newer one's answer (only that one is still on screen),
 * instead of fetching index chunks and fragments for results nobody will see.
 */
export function createLocalClient(local: LocalSearch): SearchClient {
    let current: AbortController | null = null;
    let newest: Promise<SearchResponse> = Promise.resolve({ results: [{ hits: [], nbHits: 0 }] });
    const answer = async (
        request: SearchRequest,
        signal: AbortSignal,
        onPartial?: SearchOptions['onPartial'],
    ): Promise<SearchResponse> => {
        try {
            await local.ready();
            signal.throwIfAborted();
            const result = await local.search({
                query: request.q,
                filters: parseFilterBy(request.filter_by),
                page: Math.max(0, (request.page ?? 1) - 1),
                documentsPerPage: request.per_page ?? MODAL_DOCUMENTS,
                hitsPerDocument: request.group_limit ?? MODAL_HITS_PER_DOCUMENT,
                signal,
                onPartial:
                    onPartial &&
                    (partial => onPartial({ hits: partial.hits, nbHits: partial.nbHits, correctedQuery: null })),
            });
            return { results: [{ hits: result.hits, nbHits: result.nbHits, correctedQuery: result.correctedQuery }] };
        } catch (error) {
            if (signal.aborted) return newest;
            throw error;
        }
    };
    return {
        prepare([request]) {
            if (request) void local.preloadChunks({ query: request.q, filters: parseFilterBy(request.filter_by) });
        },
        search([request], options) {
            if (!request) return Promise.resolve({ results: [{ hits: [], nbHits: 0 }] });
            current?.abort();
            const controller = new AbortController();
            current = controller;
            newest = answer(request, controller.signal, options?.onPartial);
            return newest;
        },
    };
}

export interface SearchOutcome {
    onSuccess: (query: string) => void;
    onFailure: (query: string, error: unknown) => void;
}

/**
 * Reports success and failure to the SearchBar (which keeps the error screen up) and names
 * failures `RetryError`, the one error name the modal turns into its error screen.
 */
export function withOutcome(client: SearchClient, outcome: SearchOutcome): SearchClient {
    return {
        async search(requests) {
            const query = requests[0]?.q ?? '';
            try {
                const response = await client.search(requests);
                outcome.onSuccess(query);
                return response;
            } catch (error) {
                outcome.onFailure(query, error);
                const failure = new Error(error instanceof Error ? error.message : String(error));
                failure.name = 'RetryError';
                throw failure;
            }
        },
    };
}

/**
 * Adds a section choice (Learn / Reference / User Guide) to every request's `filter_by`, read
 * at request time so a change applies to the next search without a new client (the modal
 * rebuilds its autocomplete, and loses the typed query, when its client changes).
 */
export function withSection(client: SearchClient, currentSection: () => string | null): SearchClient {
    const filtered = (requests: SearchRequest[]) => {
        const clause = sectionFilterBy(currentSection());
        if (!clause) return requests;
        return requests.map(request => ({ ...request, filter_by: joinFilters(request.filter_by, clause) }));
    };
    return {
        search: requests => client.search(filtered(requests)),
        prepare: client.prepare && (requests => client.prepare!(filtered(requests))),
    };
}

/**
 * Searches after the typing pause (`debounceAsync`), and asks the client to get ready for each
 * keystroke's query at once, so the pause is spent loading what the search will need.
 */
export function withTypingPause(
    client: SearchClient,
    debounce: (search: SearchClient['search']) => SearchClient['search'],
): SearchClient {
    const search = debounce(client.search);
    return {
        search(requests) {
            client.prepare?.(requests);
            return search(requests);
        },
    };
}

/** `a && b`, leaving out empty parts. */
export function joinFilters(...parts: Array<string | undefined | null>): string {
    return parts.filter((part): part is string => typeof part === 'string' && part.trim().length > 0).join(' && ');
}
