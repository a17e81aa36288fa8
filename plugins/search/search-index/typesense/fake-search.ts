/**
 * The search of the fake cluster: a small model of Typesense's documented matching and ranking,
 * close enough to compare the ranking of request shapes (bench/search/hosted.ts), never a
 * replacement for a real cluster. What it follows:
 *
 * - Text is lower-cased and split at spaces and the collection's `token_separators`; other
 *   symbols are dropped from words (Typesense indexes no symbols unless `symbols_to_index`).
 * - Every query word must match a word of some `query_by` field (they may be in different
 *   fields). The last word also matches as a prefix (`prefix`), expanded to at most
 *   `max_candidates` (4) indexed words, the most frequent first. Typos (up to `num_typos`, one
 *   from 4 letters, two from 7) are tried only when nothing matched without them
 *   (`typo_tokens_threshold` 1), then words are dropped from the right (`drop_tokens_threshold` 1).
 * - `_text_match` orders by the fields of the server's `text_match_info`, in its order: words
 *   matched, typos and prefixes (fewer first), the best field's score (its words, an exact match
 *   of the whole field, how close the words are), that field's weight (the first `query_by` field
 *   weighs most) and the number of fields that matched (`prioritize_num_matching_fields`).
 * - `sort_by` is applied field by field as the server standardizes it (`search-rules.ts`: with
 *   `_text_match:desc` added when missing); remaining ties go to the later document, as the
 *   server's result heap breaks them by sequence id.
 * - `group_by` groups in order of each group's best hit; `found` counts groups, `found_docs`
 *   hits. `include_fields` / `exclude_fields` shape the returned documents.
 * Highlighting is minimal (the site highlights on its own); `highlight_*` and `snippet_*`
 * parameters are accepted and otherwise ignored.
 */
import type { CollectionCreateSchema } from 'typesense/lib/Typesense/Collections';

import { editDistance } from '../../../../src/search/spelling';

import { matchesFilter, tokenize } from './filter-by';
import { checkSearch, DEFAULTS, type CheckedSearch, type SearchParams } from './search-rules';

export type Document = Record<string, unknown>;

interface Posting {
    word: string;
    doc: number;
    field: string;
    position: number;
}

/** A candidate indexed word for a query word. */
interface Candidate {
    word: string;
    typos: number;
    prefix: boolean;
}

/** Where a query word matched (the postings of its candidates), by document. */
interface WordHits {
    byDoc: Map<number, Posting[]>;
    candidates: Map<string, Candidate>;
}

interface Scored {
    doc: number;
    /** Descending keys of `_text_match`. */
    textMatch: number[];
    textMatchInfo: Record<string, number | string>;
    matchedTokens: Map<string, string[]>;
}

const fieldWeight = (index: number) => Math.max(0, 15 - index);

export class FakeIndex {
    readonly separators: string[];
    private readonly postings = new Map<string, Posting[]>();
    private readonly fieldTokens: Array<Map<string, string[]>> = [];

    readonly documents: readonly Document[];

    constructor(
        readonly schema: CollectionCreateSchema,
        documents: readonly object[],
    ) {
        // Typesense documents are JSON objects: every key a field.
        this.documents = documents as readonly Document[];
        this.separators = schema.token_separators ?? [];
        const stringFields = (schema.fields ?? []).filter(
            field => field.type === 'string' || field.type === 'string[]',
        );
        this.documents.forEach((document, doc) => {
            const perField = new Map<string, string[]>();
            for (const field of stringFields) {
                const raw = document[field.name];
                const values = (Array.isArray(raw) ? raw : [raw]).filter(
                    (value): value is string => typeof value === 'string',
                );
                const tokens = values.flatMap(value => tokenize(value, this.separators));
                perField.set(field.name, tokens);
                tokens.forEach((word, position) => {
                    const list = this.postings.get(word) ?? [];
                    list.push({ word, doc, field: field.name, position });
                    this.postings.set(word, list);
                });
            }
            this.fieldTokens.push(perField);
        });
    }

    private vocabulary: string[] | null = null;
    private readonly candidateCache = new Map<string, Candidate[]>();

    private frequency(word: string): number {
        return this.postings.get(word)?.length ?? 0;
    }

    private candidates(word: string, last: boolean, search: CheckedSearch, typos: number): Candidate[] {
        const allowed = Math.min(typos, search.numTypos, word.length >= 7 ? 2 : word.length >= 4 ? 1 : 0);
        const prefix = last && search.prefix;
        if (allowed === 0 && !prefix) return this.postings.has(word) ? [{ word, typos: 0, prefix: false }] : [];
        const cacheKey = `${word} ${prefix} ${allowed}`;
        const cached = this.candidateCache.get(cacheKey);
        if (cached) return cached;
        this.vocabulary ??= [...this.postings.keys()];
        const out: Candidate[] = [];
        for (const indexed of this.vocabulary) {
            if (indexed === word) out.push({ word: indexed, typos: 0, prefix: false });
            else if (last && search.prefix && indexed.startsWith(word))
                out.push({ word: indexed, typos: 0, prefix: true });
            else if (allowed > 0) {
                const against = last && search.prefix ? indexed.slice(0, word.length) : indexed;
                const distance = editDistance(word, against, allowed);
                if (distance <= allowed) out.push({ word: indexed, typos: distance, prefix: against !== indexed });
            }
        }
        const chosen = out
            .sort(
                (a, b) =>
                    a.typos - b.typos ||
                    Number(a.prefix) - Number(b.prefix) ||
                    this.frequency(b.word) - this.frequency(a.word),
            )
            .slice(0, Math.max(DEFAULTS.max_candidates, out.filter(c => c.typos === 0 && !c.prefix).length));
        this.candidateCache.set(cacheKey, chosen);
        return chosen;
    }

    /** Documents matching every word, scored; empty when some word matches nothing. */
    private match(words: string[], search: CheckedSearch, typos: number, cache: Map<string, WordHits>): Scored[] {
        const queryFields = new Set(search.queryBy);
        const perWord = words.map((word, i) => {
            const key = `${word} ${i === words.length - 1} ${typos}`;
            const cached = cache.get(key);
            if (cached) return cached;
            const candidates = this.candidates(word, i === words.length - 1, search, typos);
            const hits: WordHits = { byDoc: new Map(), candidates: new Map(candidates.map(c => [c.word, c])) };
            cache.set(key, hits);
            for (const candidate of candidates)
                for (const posting of this.postings.get(candidate.word) ?? []) {
                    if (!queryFields.has(posting.field)) continue;
                    const list = hits.byDoc.get(posting.doc);
                    if (list) list.push(posting);
                    else hits.byDoc.set(posting.doc, [posting]);
                }
            return hits;
        });
        if (perWord.length === 0) return [];
        const [first, ...rest] = [...perWord].sort((a, b) => a.byDoc.size - b.byDoc.size);
        const scored: Scored[] = [];
        for (const doc of first.byDoc.keys()) {
            if (!rest.every(hits => hits.byDoc.has(doc))) continue;
            if (!matchesFilter(search.filter, this.documents[doc], this.separators)) continue;
            scored.push(this.score(doc, words, perWord, search));
        }
        return scored;
    }

    private score(doc: number, words: string[], perWord: WordHits[], search: CheckedSearch): Scored {
        let typoPrefixCost = 0;
        const matchedTokens = new Map<string, string[]>();
        const fieldWords = new Map<string, Map<number, number[]>>();
        words.forEach((_, i) => {
            let cost = Infinity;
            for (const posting of perWord[i].byDoc.get(doc)!) {
                const candidate = perWord[i].candidates.get(posting.word)!;
                cost = Math.min(cost, candidate.typos * 2 + Number(candidate.prefix));
                let positions = fieldWords.get(posting.field);
                if (!positions) fieldWords.set(posting.field, (positions = new Map<number, number[]>()));
                const list = positions.get(i);
                if (list) list.push(posting.position);
                else positions.set(i, [posting.position]);
                const tokens = matchedTokens.get(posting.field) ?? [];
                if (!tokens.includes(posting.word)) tokens.push(posting.word);
                matchedTokens.set(posting.field, tokens);
            }
            typoPrefixCost += cost;
        });
        let best = { words: 0, exact: 0, proximity: 0, weight: 0 };
        for (const [field, positions] of fieldWords) {
            const fieldTokens = this.fieldTokens[doc].get(field) ?? [];
            const exact = Number(fieldTokens.length === words.length && fieldTokens.every((t, i) => t === words[i]));
            const starts = [...positions.values()].map(list => Math.min(...list));
            const span = Math.max(...starts) - Math.min(...starts) + 1;
            const proximity = Math.max(0, 10 - (span - positions.size));
            const candidate = {
                words: positions.size,
                exact,
                proximity,
                weight: fieldWeight(search.queryBy.indexOf(field)),
            };
            const key = (s: typeof best) => [s.words, s.exact, s.proximity, s.weight];
            const [a, b] = [key(candidate), key(best)];
            const better = a.findIndex((value, i) => value !== b[i]);
            if (better >= 0 && a[better] > b[better]) best = candidate;
        }
        const fieldScore = best.words * 1000 + best.exact * 100 + best.proximity;
        const typoPrefixScore = Math.max(0, 255 - typoPrefixCost);
        return {
            doc,
            textMatch: [
                words.length,
                typoPrefixScore,
                fieldScore,
                best.weight,
                search.prioritizeNumMatchingFields ? fieldWords.size : 0,
            ],
            textMatchInfo: {
                best_field_score: String(fieldScore),
                best_field_weight: best.weight,
                fields_matched: fieldWords.size,
                score: '',
                tokens_matched: words.length,
                typo_prefix_score: typoPrefixScore,
            },
            matchedTokens,
        };
    }

    /** One multi_search entry: a SearchResult, or `{code, error}` as the server refuses it. */
    search(params: SearchParams): Record<string, unknown> {
        const checked = checkSearch(this.schema, params);
        if (!checked.ok) return { ...checked.refusal };
        const search = checked.search;
        const allWords = tokenize(search.q === '*' ? '' : search.q, this.separators);

        let hits: Scored[] = [];
        let dropped = 0;
        if (search.q === '*') {
            hits = this.documents
                .map((document, doc) => ({ document, doc }))
                .filter(({ document }) => matchesFilter(search.filter, document, this.separators))
                .map(({ doc }) => ({ doc, textMatch: [0], textMatchInfo: {}, matchedTokens: new Map() }));
        } else {
            const cache = new Map<string, WordHits>();
            for (let keep = allWords.length; keep >= 1 && hits.length === 0; keep--) {
                for (let typos = 0; typos <= search.numTypos && hits.length === 0; typos++)
                    hits = this.match(allWords.slice(0, keep), search, typos, cache);
                dropped = allWords.length - keep;
            }
        }
        for (const hit of hits) hit.textMatchInfo.num_tokens_dropped = dropped;

        const compare = (a: Scored, b: Scored): number => {
            for (const sort of search.sortBy) {
                const sign = sort.order === 'asc' ? 1 : -1;
                if (sort.name === '_text_match') {
                    const index = a.textMatch.findIndex((value, i) => value !== b.textMatch[i]);
                    if (index >= 0) return sign * (a.textMatch[index] - b.textMatch[index]);
                    continue;
                }
                const difference =
                    Number(this.documents[a.doc][sort.name] ?? 0) - Number(this.documents[b.doc][sort.name] ?? 0);
                if (difference !== 0) return sign * difference;
            }
            return b.doc - a.doc;
        };
        hits.sort(compare);

        const shown = (hit: Scored) => {
            const document = this.documents[hit.doc];
            const keys = Object.keys(document).filter(
                key =>
                    (search.includeFields.length === 0 || search.includeFields.includes(key)) &&
                    !search.excludeFields.includes(key),
            );
            const highlights = [...hit.matchedTokens].map(([field, tokens]) => ({
                field,
                snippet: typeof document[field] === 'string' ? document[field] : '',
                matched_tokens: tokens,
            }));
            return {
                document: Object.fromEntries(keys.map(key => [key, document[key]])),
                highlight: Object.fromEntries(
                    highlights.map(h => [h.field, { snippet: h.snippet, matched_tokens: h.matched_tokens }]),
                ),
                highlights,
                text_match: textMatchNumber(hit.textMatch),
                text_match_info: hit.textMatchInfo,
            };
        };
        const start = (search.page - 1) * search.perPage;
        const base = {
            facet_counts: [],
            out_of: this.documents.length,
            page: search.page,
            request_params: { collection_name: this.schema.name, per_page: search.perPage, q: search.q },
            search_cutoff: false,
            search_time_ms: 0,
        };
        if (search.groupBy.length === 0)
            return { ...base, found: hits.length, hits: hits.slice(start, start + search.perPage).map(shown) };

        const groups = new Map<string, Scored[]>();
        for (const hit of hits) {
            const key = JSON.stringify(search.groupBy.map(field => this.documents[hit.doc][field] ?? null));
            groups.set(key, [...(groups.get(key) ?? []), hit]);
        }
        return {
            ...base,
            found: groups.size,
            found_docs: hits.length,
            grouped_hits: [...groups].slice(start, start + search.perPage).map(([key, members]) => ({
                found: members.length,
                group_key: JSON.parse(key) as unknown[],
                hits: members.slice(0, search.groupLimit).map(shown),
            })),
        };
    }
}

/** The `_text_match` keys packed into one integer, highest key in the highest bits. */
function textMatchNumber(keys: number[]): number {
    const widths = [6, 8, 16, 4, 4];
    let value = 0n;
    keys.forEach(
        (key, i) => (value = (value << BigInt(widths[i] ?? 8)) | BigInt(Math.min(key, 2 ** (widths[i] ?? 8) - 1))),
    );
    return Number(value);
}
