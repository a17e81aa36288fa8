import { KIND_FILTER, parseApiKindQuery } from './api-kind';
import { toPagefindFilters, withoutFiltersAllPass, type SearchFilters } from './filters';
import { toDocSearchHits } from './hits';
import { queryIntent, rankTier, rerank } from './rank';
import { RANKING } from './ranking';
import { mergeTermResults, termWeights, topicTerms } from './relaxed';
import { stripHighlight } from './escape';
import { correctQuery } from './spelling';
import { inDocsWords } from './user-words';
import type {
    DocSearchHit,
    LocalSearchResult,
    PageMetaTable,
    PagefindModule,
    PagefindResultData,
    PagefindSearchResult,
} from './types';

export interface LocalSearchRequest {
    query: string;
    filters?: SearchFilters;
    /** Zero-based page of results. */
    page?: number;
    /** Documents per page of results. */
    documentsPerPage?: number;
    /** Hits shown per document (the modal shows a page and its best headings). */
    hitsPerDocument?: number;
    /** Aborted when a newer query replaces this one: the search stops at its next step. */
    signal?: AbortSignal;
    /**
     * Called with the first documents of page 0, in their final order, as their data arrives, when
     * that order is known before the whole head has loaded (`streamHead`): the search page shows
     * its first result without waiting for the other fragments. The search still resolves with
     * the whole page.
     */
    onPartial?: (partial: LocalSearchResult) => void;
}

export interface LocalSearchDeps {
    loadPagefind: () => Promise<PagefindModule>;
    /** Spelling vocabulary, most frequent first; fetched only after a query finds nothing. */
    loadVocabulary: () => Promise<string[]>;
    /** Origin for absolute hit URLs; a function so nothing touches `window` during SSR. */
    origin: string | (() => string);
    /**
     * For each filter every indexed page has, the values the index holds (plugins/search/search-index);
     * loaded with Pagefind. Without it (or if it fails) every requested filter goes to Pagefind.
     */
    loadFilterValues?: () => Promise<Record<string, string[]>>;
    /**
     * Each page's title, section and description by Pagefind page id (plugins/search/search-index/page-meta.ts),
     * for early results (`onPartial`): loaded by `warm({ earlyResults: true })` or by the first search
     * that asks for them, never for the modal. Without it (or if it fails) none are given.
     */
    loadPageMeta?: () => Promise<PageMetaTable>;
}

/** Shortest word whose index chunks `preloadChunks` loads. */
export const PRELOAD_MIN_LENGTH = 3;
/** Pagefind answers kept per word (typing a question searches its first words again and again). */
export const TERM_CACHE_SIZE = 100;

/**
 * Search over the Pagefind index built from the production HTML, returning DocSearch hits.
 * Loading failures propagate (the UI shows its error screen) and are retried on the next query.
 */
export class LocalSearch {
    private pagefind: Promise<PagefindModule> | null = null;
    private filterValues: Record<string, string[]> = {};
    private pageMeta: PageMetaTable = {};
    private pageMetaLoading: Promise<void> | null = null;
    private vocabulary: Promise<{ words: string[]; known: Set<string> }> | null = null;
    private queue: Promise<unknown> = Promise.resolve();
    private termResults = new Map<string, PagefindSearchResult[]>();
    /** Each result's data, loaded once: a question typed word by word keeps re-ranking the same results. */
    private loaded = new WeakMap<PagefindSearchResult, Promise<PagefindResultData>>();
    /** Spelling corrections per word, so a misspelt word is looked up once while the query grows. */
    private corrections = new Map<string, string | null>();

    constructor(private readonly deps: LocalSearchDeps) {}

    /**
     * Starts loading Pagefind (script, wasm, metadata) before the first keystroke arrives, and with
     * `earlyResults` (the search page) the page metadata its early results need.
     */
    warm({ earlyResults = false }: { earlyResults?: boolean } = {}): void {
        this.module().catch(() => undefined);
        if (earlyResults) void this.loadPageMeta();
    }

    /** Loads the page metadata once (again after a failure); never rejects. */
    private loadPageMeta(): Promise<void> {
        this.pageMetaLoading ??= (this.deps.loadPageMeta?.() ?? Promise.resolve({})).then(
            meta => void (this.pageMeta = meta),
            () => void (this.pageMetaLoading = null),
        );
        return this.pageMetaLoading;
    }

    /** Resolves once Pagefind is loaded (rejects, and is retried next time, if it cannot be). */
    async ready(): Promise<void> {
        await this.module();
    }

    private module(): Promise<PagefindModule> {
        if (!this.pagefind) {
            const filterValues = this.deps.loadFilterValues?.().catch(() => ({})) ?? Promise.resolve({});
            this.pagefind = Promise.all([this.deps.loadPagefind(), filterValues]).then(
                ([pagefind, values]) => {
                    this.filterValues = values;
                    return pagefind;
                },
                error => {
                    this.pagefind = null;
                    throw error;
                },
            );
        }
        return this.pagefind;
    }

    /**
     * Runs one Pagefind query and loads the data of the documents that will be re-ranked.
     * Pagefind searches run one at a time: overlapping searches (a slow keystroke burst) were
     * seen to rank differently from the same query run alone. Loading the head's data is outside
     * that queue: a query replaced while its fragments load no longer holds up the newer one's
     * search (bench:search showed "Product en" delaying "Product entity" by a fragment round trip).
     */
    private async run(
        pagefind: PagefindModule,
        query: string,
        filters: ReturnType<typeof toPagefindFilters>,
        hitsPerDocument: number,
        signal?: AbortSignal,
        stream?: (plan: HeadPlan, found: Searched, loading: Array<Promise<HeadEntry>>) => void,
    ) {
        const searched = this.queue.then(() => {
            // Superseded while it waited: the newer query runs instead.
            signal?.throwIfAborted();
            return this.searchNow(pagefind, query, filters, signal);
        });
        this.queue = searched.catch(() => undefined);
        const { results, termWeight } = await searched;
        // Loading the head's data (fragments, excerpts) is the costly part: not for a query already replaced.
        signal?.throwIfAborted();
        // Each document's hits are mapped as its data arrives, while the rest are still loading: the
        // re-ranking waits for the whole head, and only the last arrival's mapping stays before the paint.
        const origin = this.origin();
        const plan = stream ? this.headPlan(query, { results, termWeight }) : null;
        const loading: Array<Promise<HeadEntry>> = [];
        const load = (index: number) => {
            const entry = results[index];
            return this.data(entry.result).then(data => ({
                ...entry,
                data,
                hits: toDocSearchHits(data, query, origin, hitsPerDocument),
            }));
        };
        if (plan && plan.sure > 0) {
            // The first document shown loads alone, then the rest in the order shown: their fetches and
            // excerpts competed with it for the worker and the CPU (bench:search:page, first result
            // 105 → 90 ms, median of 28 interleaved loads; the whole first page 150 → 156 ms).
            const [first, ...rest] = plan.order;
            loading[first] = load(first);
            const started = loading[first].catch(() => undefined);
            for (const index of rest) loading[index] = started.then(() => load(index));
        } else for (const index of results.slice(0, RANKING.query.rerankWindow).keys()) loading[index] = load(index);
        if (plan && stream) stream(plan, { results, termWeight }, loading);
        const head = await Promise.all(loading);
        return { results, head, termWeight };
    }

    /**
     * The head in the order `respond` will give it, as far as the page metadata alone tells it; null
     * without metadata for every page of the head. For a single plain word it tells the whole order.
     * A name or a phrase may also match a heading, which only the fragments hold, so only the pages
     * whose title is the query are sure to lead (a heading never outranks a title). Nothing is sure
     * unless every word of the query is in a title of the head: only then can no spelling retry
     * replace these results.
     */
    private headPlan(query: string, { results, termWeight }: Searched): HeadPlan | null {
        const head = results.slice(0, RANKING.query.rerankWindow);
        if (!head.every(entry => Object.hasOwn(this.pageMeta, entry.result.id))) return null;
        const early = head.map((entry, index) => ({
            score: entry.score,
            index,
            data: { url: '', excerpt: '', meta: this.pageMeta[entry.result.id] },
        }));
        const ranked = rerank(early, query, [], termWeight);
        const order = ranked.map(entry => entry.index);
        if (
            unmatchedTerms(
                query,
                early.map(entry => entry.data),
            ).length > 0
        )
            return { order, sure: 0 };
        if (queryIntent(query) === 'neutral') return { order, sure: ranked.length };
        const firstUntitled = ranked.findIndex(entry => rankTier(entry.data, query) < 3);
        return { order, sure: firstUntitled === -1 ? ranked.length : firstUntitled };
    }

    /** Passes page 0's sure documents (`headPlan`) to `onPartial` as their data arrives, in order. */
    private streamHead(
        { order, sure }: HeadPlan,
        { results }: Searched,
        loading: Array<Promise<HeadEntry>>,
        documentsPerPage: number,
        onPartial: NonNullable<LocalSearchRequest['onPartial']>,
        signal?: AbortSignal,
    ): void {
        void (async () => {
            const shown: DocSearchHit[][] = [];
            for (const index of order.slice(0, Math.min(sure, documentsPerPage))) {
                const entry = await loading[index];
                if (signal?.aborted) return;
                shown.push(entry.hits);
                onPartial({
                    hits: shown.flat(),
                    nbHits: results.length,
                    nbPages: Math.ceil(results.length / documentsPerPage),
                    page: 0,
                    hitsPerPage: documentsPerPage,
                    correctedQuery: null,
                });
            }
        })().catch(() => undefined); // A fragment that fails to load fails the search itself, which reports it.
    }

    private async searchNow(
        pagefind: PagefindModule,
        query: string,
        filters: ReturnType<typeof toPagefindFilters>,
        signal?: AbortSignal,
    ) {
        const terms = searchTerms(query);
        let results: Array<{ score: number; result: PagefindSearchResult }>;
        const termWeight: Record<string, number> = {};
        if (terms.length >= 2) {
            // A question: Pagefind's all-words match would drop good pages that miss one word,
            // so its words are looked up one at a time and merged (see relaxed.ts).
            // One preload fetches every word's index chunks in parallel; the searches below then
            // run one at a time on loaded chunks.
            const fresh = terms.filter(term => !this.termResults.has(cacheKey(term, filters)));
            if (pagefind.preload && fresh.length > 1) await pagefind.preload(fresh.join(' '), { filters });
            const perTerm: PagefindSearchResult[][] = [];
            for (const term of terms) {
                signal?.throwIfAborted();
                perTerm.push(await this.searchTerm(pagefind, term, filters));
            }
            const weights = termWeights(perTerm);
            results = mergeTermResults(perTerm, weights);
            terms.forEach((term, i) => (termWeight[term] = weights[i]!));
        } else {
            results = (await this.searchTerm(pagefind, terms[0], filters)).map(result => ({
                score: result.score,
                result,
            }));
        }
        return { results, termWeight };
    }

    /**
     * A result's data, kept with the result (whose search is cached by term). Only the fields read
     * here are kept: Pagefind's own object holds the whole page text and is reused by its next call.
     */
    private data(result: PagefindSearchResult): Promise<PagefindResultData> {
        let data = this.loaded.get(result);
        if (!data) {
            data = result.data().then(({ url, excerpt, meta, sub_results }) => ({ url, excerpt, meta, sub_results }));
            data.catch(() => this.loaded.delete(result));
            this.loaded.set(result, data);
        }
        return data;
    }

    /** One Pagefind search, remembered (the oldest answers are dropped first). */
    private async searchTerm(
        pagefind: PagefindModule,
        term: string,
        filters: ReturnType<typeof toPagefindFilters>,
    ): Promise<PagefindSearchResult[]> {
        const key = cacheKey(term, filters);
        const cached = this.termResults.get(key);
        if (cached) return cached;
        const response = await pagefind.search(term, { filters });
        if (!response) throw new Error('Pagefind returned no response');
        this.termResults.set(key, response.results);
        if (this.termResults.size > TERM_CACHE_SIZE) this.termResults.delete(this.termResults.keys().next().value!);
        return response.results;
    }

    /** The filters Pagefind is given: the requested ones, less those every indexed page passes. */
    private pagefindFilters(requested: SearchFilters | undefined) {
        return withoutFiltersAllPass(toPagefindFilters(requested ?? {}), this.filterValues);
    }

    private origin(): string {
        return typeof this.deps.origin === 'function' ? this.deps.origin() : this.deps.origin;
    }

    private words(): Promise<{ words: string[]; known: Set<string> }> {
        if (!this.vocabulary) {
            this.vocabulary = this.deps
                .loadVocabulary()
                .then(words => ({ words, known: new Set(words) }))
                .catch(() => {
                    this.vocabulary = null;
                    return { words: [], known: new Set<string>() };
                });
        }
        return this.vocabulary;
    }

    /**
     * Loads the index chunks (not the fragments) that searching `query` needs, for a query still
     * being typed: called on every keystroke, before the typing pause, so the search that follows
     * the pause finds its chunks loaded. Words shorter than three letters are left out (a one- or
     * two-letter prefix spans several chunks the finished word does not need). Errors are dropped:
     * the search reports them.
     */
    async preloadChunks({
        query: typed,
        filters: requested,
    }: Pick<LocalSearchRequest, 'query' | 'filters'>): Promise<void> {
        const query = inDocsWords(typed);
        try {
            const pagefind = await this.module();
            if (!pagefind.preload) return;
            const filters = this.pagefindFilters(requested);
            const kind = kindSearch(query, filters, requested);
            const [term, termFilters] = kind
                ? [kind.name, kind.filters]
                : [
                      searchTerms(query.trim())
                          .filter(word => word.length >= PRELOAD_MIN_LENGTH)
                          .join(' '),
                      filters,
                  ];
            if (term.length >= PRELOAD_MIN_LENGTH) await pagefind.preload(term, { filters: termFilters });
        } catch {
            // The search that follows loads (or fails to load) the same chunks.
        }
    }

    async search(request: LocalSearchRequest): Promise<LocalSearchResult> {
        const page = request.page ?? 0;
        const documentsPerPage = request.documentsPerPage ?? RANKING.query.rerankWindow;
        const hitsPerDocument = request.hitsPerDocument ?? 3;
        // Users' words for what the docs name otherwise ("tiered pricing") are searched in the docs' words.
        const query = inDocsWords(request.query.trim());
        const empty: LocalSearchResult = {
            hits: [],
            nbHits: 0,
            nbPages: 0,
            page,
            hitsPerPage: documentsPerPage,
            correctedQuery: null,
        };
        if (!query) return empty;

        const { signal } = request;
        // Early results are for the first page only.
        const onPartial = page === 0 ? request.onPartial : undefined;
        const [pagefind] = await Promise.all([this.module(), onPartial ? this.loadPageMeta() : undefined]);
        const filters = this.pagefindFilters(request.filters);
        const respond = (
            found: Found,
            effectiveQuery: string,
            correctedQuery: string | null,
            alternatives: string[] = [],
        ) =>
            this.respond(found, effectiveQuery, correctedQuery, alternatives, {
                page,
                documentsPerPage,
                hitsPerDocument,
            });

        const kind = kindSearch(query, filters, request.filters);
        if (kind) {
            const found = await this.run(pagefind, kind.name, kind.filters, hitsPerDocument, signal);
            if (found.results.length > 0) return respond(found, kind.name, null, [`${kind.name} ${kind.kindWords}`]);
        }

        let effectiveQuery = query;
        let correctedQuery: string | null = null;
        let found = await this.run(
            pagefind,
            query,
            filters,
            hitsPerDocument,
            signal,
            onPartial
                ? (plan, searched, loading) =>
                      this.streamHead(plan, searched, loading, documentsPerPage, onPartial, signal)
                : undefined,
        );
        const unmatched = unmatchedTerms(
            query,
            found.head.map(entry => entry.data),
        );
        if (unmatched.length > 0) {
            // Pagefind matches misspellings only loosely (or not at all): try the closest known words.
            const { words, known } = await this.words();
            signal?.throwIfAborted();
            const corrected = words.length ? correctQuery(query, words, known, this.corrections) : null;
            const retry = corrected ? await this.run(pagefind, corrected, filters, hitsPerDocument, signal) : null;
            if (corrected && retry && retry.results.length > 0) {
                found = retry;
                effectiveQuery = corrected;
                correctedQuery = corrected;
            } else if (known.size > 0 && unmatched.some(term => !known.has(term))) {
                // A word the docs never use and nothing close to it. In a question ("strategies
                // versus configurable operations") the other words still say what is wanted;
                // otherwise whatever Pagefind matched (a one-letter prefix) is noise: "No results".
                const rest = withoutWords(
                    query,
                    unmatched.filter(term => !known.has(term)),
                );
                const retry =
                    queryIntent(query) === 'words' && topicTerms(rest).length > 0
                        ? await this.run(pagefind, rest, filters, hitsPerDocument, signal)
                        : null;
                if (!retry || retry.results.length === 0) return empty;
                found = retry;
                effectiveQuery = rest;
            }
        }
        if (found.results.length === 0) return { ...empty, correctedQuery };
        return respond(found, effectiveQuery, correctedQuery);
    }

    /** Re-ranks the loaded head of the results and maps the requested page of documents to hits. */
    private async respond(
        { results, head, termWeight }: Found,
        effectiveQuery: string,
        correctedQuery: string | null,
        alternatives: string[],
        {
            page,
            documentsPerPage,
            hitsPerDocument,
        }: { page: number; documentsPerPage: number; hitsPerDocument: number },
    ): Promise<LocalSearchResult> {
        const ordered: Array<{ score: number; result: PagefindSearchResult; hits?: DocSearchHit[] }> = [
            ...rerank(head, effectiveQuery, alternatives, termWeight),
            ...results.slice(head.length),
        ];
        const slice = ordered.slice(page * documentsPerPage, (page + 1) * documentsPerPage);
        const origin = this.origin();
        // The head's hits were mapped for this request and the query that was run, the one answered here.
        const perDocument = await Promise.all(
            slice.map(
                async entry =>
                    entry.hits ??
                    toDocSearchHits(await this.data(entry.result), effectiveQuery, origin, hitsPerDocument),
            ),
        );
        const hits = perDocument.flat();
        return {
            hits,
            nbHits: results.length,
            nbPages: Math.ceil(results.length / documentsPerPage),
            page,
            hitsPerPage: documentsPerPage,
            correctedQuery,
        };
    }
}

/**
 * Query words (four letters or more) that appear nowhere in the best results' titles and
 * excerpts: a sign Pagefind matched them loosely, i.e. they are probably misspelt. With no
 * results at all every such word counts.
 */
export function unmatchedTerms(query: string, data: PagefindResultData[]): string[] {
    const open = new Set(
        query
            .toLowerCase()
            .split(/[^\p{L}\p{N}]+/u)
            .filter(term => term.length >= 4 && /^\p{L}+$/u.test(term)),
    );
    // Texts are read until every term is found: usually the first title has them all, and this
    // runs on the main thread between the last fragment's arrival and the first paint.
    for (const entry of data) {
        const texts = [
            entry.meta.title ?? '',
            entry.excerpt,
            ...(entry.sub_results ?? []).flatMap(sub => [sub.title, sub.excerpt]),
        ];
        for (const text of texts) {
            if (open.size === 0) return [];
            for (const word of stripHighlight(text)
                .toLowerCase()
                .split(/[^\p{L}\p{N}]+/u))
                if (word) for (const term of open) if (matchesTerm(word, term)) open.delete(term);
        }
    }
    return [...open];
}

/** A word of the text that starts with the term, or a shorter word that starts it (a stem: promotion / promotions). */
function matchesTerm(word: string, term: string): boolean {
    return word.startsWith(term) || (term.startsWith(word) && word.length >= Math.max(4, term.length - 2));
}

type Found = Awaited<ReturnType<LocalSearch['run']>>;
type Searched = Awaited<ReturnType<LocalSearch['searchNow']>>;
/** The head's indices, best first, as the page metadata ranks them, and how many of the first are in their final places. */
interface HeadPlan {
    order: number[];
    sure: number;
}
interface HeadEntry {
    score: number;
    result: PagefindSearchResult;
    data: PagefindResultData;
    hits: DocSearchHit[];
}

/**
 * "createProduct mutation": the name, searched among the reference pages of that kind only; null when the
 * query names no API kind, or when the section filter leaves the Reference out.
 */
function kindSearch(query: string, filters: ReturnType<typeof toPagefindFilters>, requested?: SearchFilters) {
    const kindQuery = parseApiKindQuery(query);
    const sections = requested?.section;
    if (!kindQuery || (sections?.length && !sections.includes('Reference'))) return null;
    return { ...kindQuery, filters: { ...filters, [KIND_FILTER]: { any: kindQuery.kinds } } };
}

/**
 * What Pagefind is asked for a query: a question's topic words, each on its own (two or more);
 * otherwise one term. "inspect the", "add a n": Pagefind would load and search the index chunks
 * of the stop words and one-letter prefixes too (the chunk of "the" alone is ~27 KiB), for a
 * page the topic word finds on its own.
 */
export function searchTerms(query: string): string[] {
    const terms = queryIntent(query) === 'words' ? topicTerms(query) : [];
    return terms.length >= 2 ? terms : [terms[0] ?? query];
}

function cacheKey(term: string, filters: unknown): string {
    return `${term.toLowerCase()}\u0000${JSON.stringify(filters)}`;
}

/** The query without the given (lower-case) words. */
export function withoutWords(query: string, drop: string[]): string {
    return query
        .split(/\s+/)
        .filter(word => word && !drop.includes(word.toLowerCase()))
        .join(' ');
}
