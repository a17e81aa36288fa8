import { escapeHtml } from '../escape-html';
import { highlightTerms } from './escape';
import { docSearchHit, field, queryTerms } from './hits';
import type { SearchClient, SearchRequest, SearchResult } from './client';
import type { DocSearchHit, HitType } from './types';
import type { DocumentSchema } from 'typesense/lib/Typesense/Documents';
import type { MultiSearchRequestSchema } from 'typesense/lib/Typesense/Types';

/** One search of a multi_search, as the `typesense` client types it (a type only: nothing of it is bundled). */
export type TypesenseSearch = MultiSearchRequestSchema<DocumentSchema, string>;

/**
 * The hosted backend: a small `fetch` client for Typesense's `POST /multi_search`, used by the
 * search page and, through `transformSearchClient`, by the modal. It answers with the same
 * DocSearch hits as the embedded index, highlighted here from the document text (escaped), so
 * no text from the cluster is ever rendered as HTML.
 */

export interface TypesenseNodeConfig {
    host: string;
    port: number;
    protocol: 'https' | 'http';
    path?: string;
}

export interface TypesenseClientConfig {
    nodes: TypesenseNodeConfig[];
    apiKey: string;
    connectionTimeoutSeconds?: number;
}

/**
 * The search page's query: the fields of a DocSearch record, one page per group, ranked by text
 * match first. (The modal sends its own defaults with themeConfig's `typesenseSearchParameters`
 * over them: plugins/search/search-index/typesense/modal-request.ts reads them from the installed modal.)
 */
export const DOCSEARCH_QUERY = {
    query_by:
        'hierarchy.lvl0,hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3,hierarchy.lvl4,hierarchy.lvl5,hierarchy.lvl6,content',
    include_fields:
        'hierarchy.lvl0,hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3,hierarchy.lvl4,hierarchy.lvl5,hierarchy.lvl6,content,summary,anchor,url,url_without_anchor,type,id',
    group_by: 'url_without_anchor',
    sort_by: '_text_match:desc,item_priority:desc',
    // Every record repeats its page's hierarchy, so a heading record matches the page title
    // field too and would outrank the title record by its number of matching fields; without
    // that, a tie goes to item_priority and a page found by its title is shown by its title.
    prioritize_num_matching_fields: false,
} as const satisfies Partial<TypesenseSearch>;

/** A node that failed is skipped for this long, unless every node has failed. */
export const UNHEALTHY_MS = 60_000;
/** Words of content shown around the first match. */
export const SNIPPET_WORDS = 24;

export class TypesenseError extends Error {
    override name = 'TypesenseError';
    constructor(
        message: string,
        readonly retryable: boolean,
    ) {
        super(message);
    }
}

type Document = Record<string, unknown>;
interface ResultBody {
    found?: number;
    hits?: Array<{ document?: Document }>;
    grouped_hits?: Array<{ hits?: Array<{ document?: Document }> }>;
    error?: string;
    code?: number;
}

export interface TypesenseDeps {
    fetch?: typeof fetch;
    now?: () => number;
    /** In [0, 1), like Math.random: picks the order the nodes are tried in. */
    random?: () => number;
}

/**
 * The nodes in a random order, as the official client orders them (`randomizeNodes`, on by
 * default), so the browsers spread over the cluster instead of all asking the first node.
 */
export function shuffledNodes<T>(nodes: readonly T[], random: () => number = Math.random): T[] {
    const out = [...nodes];
    for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
}

function text(value: unknown): string | null {
    return typeof value === 'string' && value.length > 0 ? value : null;
}

/** `words` words of `content` around its first match, escaped, with matches in `<mark>`. */
export function snippet(content: string, terms: string[], words = SNIPPET_WORDS): string {
    const tokens = content.split(/(\s+)/);
    const lowered = terms.map(term => term.toLowerCase());
    const wordIndexes = tokens.map((token, index) => (/\S/.test(token) ? index : -1)).filter(index => index >= 0);
    const first = wordIndexes.findIndex(index =>
        lowered.some(term =>
            tokens[index]
                .toLowerCase()
                .replace(/^[^\p{L}\p{N}_]+/u, '')
                .startsWith(term),
        ),
    );
    const start = Math.max(0, (first < 0 ? 0 : first) - Math.floor(words / 3));
    const end = Math.min(wordIndexes.length, start + words);
    const from = wordIndexes[start] ?? 0;
    const to = (wordIndexes[end - 1] ?? tokens.length - 1) + 1;
    const body = highlightTerms(tokens.slice(from, to).join(''), terms).value;
    return `${start > 0 ? '… ' : ''}${body}${end < wordIndexes.length ? ' …' : ''}`;
}

const LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;
const HIT_TYPES = new Set(['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']);

/** One Typesense document (a DocSearch record) as the hit the modal and page render. */
export function toHit(document: Document, query: string): DocSearchHit {
    const terms = queryTerms(query);
    const url = text(document.url);
    const lvl1 = text(document['hierarchy.lvl1']);
    if (!url || !lvl1) throw new TypesenseError('Typesense returned a document without url or hierarchy.lvl1', false);
    const hierarchy = Object.fromEntries(
        LEVELS.map(level => [`lvl${level}`, text(document[`hierarchy.lvl${level}`])]),
    ) as DocSearchHit['hierarchy'];
    // A heading or page-title record has no content of its own: it shows its summary, as the
    // embedded index shows a heading's section text or the page's description.
    const own = text(document.content);
    const content = own ?? text(document.summary);
    const contentSnippet = content ? snippet(content, terms) : '';
    const type = HIT_TYPES.has(String(document.type)) ? (document.type as HitType) : own ? 'content' : 'lvl1';
    return docSearchHit(
        {
            objectID: text(document.id) ?? url,
            url,
            url_without_anchor: text(document.url_without_anchor) ?? url.replace(/#.*$/, ''),
            anchor: text(document.anchor),
            type,
            content,
            hierarchy,
            contentHighlight: content ? field(content, terms) : undefined,
            snippet: contentSnippet || escapeHtml(content ?? ''),
        },
        terms,
    );
}

/** Reads one entry of a multi-search response; anything unexpected is an error (never "no results"). */
export function readResult(body: unknown, query: string): SearchResult {
    if (!body || typeof body !== 'object') throw new TypesenseError('Typesense returned a malformed result', true);
    const result = body as ResultBody;
    if (typeof result.error === 'string') throw new TypesenseError(`Typesense: ${result.error}`, false);
    if (typeof result.found !== 'number') throw new TypesenseError('Typesense returned a result without "found"', true);
    const groups = Array.isArray(result.grouped_hits)
        ? result.grouped_hits.map(group => group.hits ?? [])
        : Array.isArray(result.hits)
          ? result.hits.map(hit => [hit])
          : null;
    if (!groups) throw new TypesenseError('Typesense returned a result without hits', true);
    const hits = groups.flat().map(hit => {
        if (!hit?.document || typeof hit.document !== 'object')
            throw new TypesenseError('Typesense returned a hit without document', true);
        return toHit(hit.document, query);
    });
    return { hits, nbHits: result.found };
}

export function createTypesenseClient(config: TypesenseClientConfig, deps: TypesenseDeps = {}): SearchClient {
    const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
    const now = deps.now ?? (() => Date.now());
    const timeoutMs = (config.connectionTimeoutSeconds ?? 2) * 1000;
    const nodes = shuffledNodes(config.nodes, deps.random);
    const failedAt = new Map<number, number>();

    /** Healthy nodes first, in this client's (shuffled) order; the rest after them. */
    function order(): number[] {
        const all = nodes.map((_, index) => index);
        const healthy = all.filter(index => now() - (failedAt.get(index) ?? -Infinity) >= UNHEALTHY_MS);
        return [...healthy, ...all.filter(index => !healthy.includes(index))];
    }

    async function ask(node: TypesenseNodeConfig, requests: SearchRequest[]): Promise<unknown> {
        const url = `${node.protocol}://${node.host}:${node.port}${node.path ?? ''}/multi_search?x-typesense-api-key=${encodeURIComponent(config.apiKey)}`;
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), timeoutMs);
        try {
            let response: Response;
            try {
                response = await doFetch(url, {
                    method: 'POST',
                    // A "simple" request: text/plain and the key in the URL need no CORS preflight
                    // (the official client does the same); Typesense reads the body as JSON anyway.
                    headers: { 'Content-Type': 'text/plain' },
                    body: JSON.stringify({ searches: requests }),
                    signal: controller.signal,
                });
            } catch (error) {
                throw new TypesenseError(
                    controller.signal.aborted
                        ? `Typesense node ${node.host} timed out after ${timeoutMs} ms`
                        : `Typesense node ${node.host}: ${(error as Error).message}`,
                    true,
                );
            }
            if (response.status >= 500)
                throw new TypesenseError(`Typesense node ${node.host}: HTTP ${response.status}`, true);
            if (!response.ok) throw new TypesenseError(`Typesense: HTTP ${response.status}`, false);
            let body: unknown;
            try {
                body = await response.json();
            } catch {
                throw new TypesenseError(
                    controller.signal.aborted
                        ? `Typesense node ${node.host} timed out`
                        : `Typesense node ${node.host} sent a body that is not JSON`,
                    true,
                );
            }
            return body;
        } finally {
            clearTimeout(timer);
        }
    }

    return {
        async search(requests) {
            let lastError: unknown = new TypesenseError('No Typesense node configured', false);
            for (const index of order()) {
                try {
                    const body = (await ask(nodes[index], requests)) as { results?: unknown };
                    if (!Array.isArray(body?.results) || body.results.length !== requests.length)
                        throw new TypesenseError('Typesense returned a malformed multi_search response', true);
                    const results = body.results.map((result, i) => readResult(result, requests[i].q));
                    failedAt.delete(index);
                    return { results };
                } catch (error) {
                    lastError = error;
                    if (!(error instanceof TypesenseError) || !error.retryable) throw error;
                    failedAt.set(index, now());
                }
            }
            throw lastError;
        },
    };
}
