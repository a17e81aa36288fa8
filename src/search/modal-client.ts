import { sanitizeHitHighlights } from './escape';
import { parseFilterBy, sectionFilterBy } from './filters';
import type { LocalSearch } from './local-search';
import type { DocSearchHit } from './types';

/** The request the DocSearch modal sends (typesense multi-search parameters). */
export interface ModalSearchRequest {
    collection?: string;
    q: string;
    filter_by?: string;
    [parameter: string]: unknown;
}

export interface ModalSearchResponse {
    results: Array<{ hits: DocSearchHit[]; nbHits: number }>;
}

export interface ModalSearchClient {
    search: (requests: ModalSearchRequest[]) => Promise<ModalSearchResponse>;
}

/** Documents whose hits the modal shows; "See all N results" leads to the rest. */
export const MODAL_DOCUMENTS = 8;

/**
 * The search client handed to the modal through `transformSearchClient` in local mode: it
 * answers the modal's Typesense-shaped request from the Pagefind index.
 */
export function createLocalModalClient(local: LocalSearch): ModalSearchClient {
    let asked = 0;
    let newest: Promise<ModalSearchResponse> = Promise.resolve({ results: [{ hits: [], nbHits: 0 }] });
    const answer = async (request: ModalSearchRequest, ticket: number): Promise<ModalSearchResponse> => {
        await local.ready();
        // Keys typed while the index was loading each asked a question; only the last one is
        // still on screen, so the earlier ones share its answer instead of fetching index
        // chunks and fragments of their own.
        if (ticket !== asked) return newest;
        const result = await local.search({
            query: request.q,
            filters: parseFilterBy(request.filter_by),
            pagesPerPage: MODAL_DOCUMENTS,
            hitsPerDocument: 3,
        });
        return { results: [{ hits: result.hits, nbHits: result.nbHits }] };
    };
    return {
        search([request]) {
            if (!request) return Promise.resolve({ results: [{ hits: [], nbHits: 0 }] });
            const ticket = ++asked;
            newest = answer(request, ticket);
            return newest;
        },
    };
}

export interface SearchOutcome {
    onSuccess: (query: string) => void;
    onFailure: (query: string, error: unknown) => void;
}

/**
 * Wraps either backend's client: debounces keystrokes, reports success and failure to the
 * SearchBar (which keeps the error screen up, see SearchBar/index.tsx), and names failures
 * `RetryError`, the one error name the modal turns into its error screen.
 */
export function withOutcome(client: ModalSearchClient, outcome: SearchOutcome): ModalSearchClient {
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

/** The hosted client with its hits made safe to render (see sanitizeHitHighlights). */
export function withSafeHighlights(client: ModalSearchClient): ModalSearchClient {
    return {
        async search(requests) {
            const response = await client.search(requests);
            for (const result of response.results) sanitizeHitHighlights(result.hits);
            return response;
        },
    };
}

/**
 * Adds the modal's section choice (Learn / Reference / User Guide) to every request's
 * `filter_by`, read at request time so a change applies to the next search without a new client
 * (the modal rebuilds its autocomplete, and loses the typed query, when its client changes).
 */
export function withSection(client: ModalSearchClient, currentSection: () => string | null): ModalSearchClient {
    return {
        search(requests) {
            const clause = sectionFilterBy(currentSection());
            if (!clause) return client.search(requests);
            return client.search(
                requests.map(request => ({ ...request, filter_by: [request.filter_by, clause].filter(part => typeof part === 'string' && part.trim()).join(' && ') })),
            );
        },
    };
}
