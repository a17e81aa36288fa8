import type { PagefindResultData, PagefindSubResult } from './types';

export type QueryIntent = 'identifier' | 'words' | 'neutral';

/** Lower-case letters and digits only, so "Order Process", "orderProcess" and "OrderProcess" compare equal. */
export function normalizeName(text: string): string {
    return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Lower-case words without a plural "s", so "Shipping methods" equals "shipping method". */
export function normalizePhrase(text: string): string {
    return text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .map(word => (word.length > 3 ? word.replace(/s$/, '') : word))
        .join(' ');
}

/**
 * An API name (`OrderProcess`, `addItemToOrder`, `Foo.bar`, `run()`) is looked up in the
 * reference; a phrase in words is a question for the guides.
 */
export function queryIntent(query: string): QueryIntent {
    const trimmed = query.trim();
    const words = trimmed.split(/\s+/).filter(Boolean);
    if (words.length === 1 && (/[a-z][A-Z]|^[A-Z][a-z]+[A-Z]|[._]|\(\)$/.test(trimmed) || /^[A-Z][A-Z_]+$/.test(trimmed))) return 'identifier';
    if (words.length >= 2) return 'words';
    return 'neutral';
}

/** Multipliers applied to Pagefind's score for the first results; measured with bench:search. */
export const BOOST = {
    exactTitle: 4,
    /** An operation or class heading (h2) that is the query. */
    exactHeading: 3,
    /** A member heading (h3 and deeper) that is the query. */
    exactMemberHeading: 2,
    section: {
        identifier: { Reference: 1.6 },
        // Long reference pages (all input types on one page) match many words of a question.
        words: { Learn: 1.5, 'User Guide': 1.5, Reference: 0.6 },
        neutral: { Learn: 1.2 },
    } as Record<QueryIntent, Partial<Record<string, number>>>,
} as const;

function subScore(sub: PagefindSubResult): number {
    return (sub.weighted_locations ?? []).reduce((sum, loc) => sum + loc.balanced_score, 0) || (sub.locations?.length ?? 0);
}

/**
 * Sub-results of a page ordered best first: a heading that is exactly the query wins, then
 * the sub-result whose matches weigh most; page order breaks ties.
 */
export function rankSubResults(data: PagefindResultData, query: string): PagefindSubResult[] {
    const wanted = normalizeName(query);
    const subs = data.sub_results?.length ? data.sub_results : [{ title: data.meta.title ?? '', url: data.url, excerpt: data.excerpt }];
    return subs
        .map((sub, index) => ({ sub, index, exact: normalizeName(sub.title) === wanted, score: subScore(sub) }))
        .sort((a, b) => Number(b.exact) - Number(a.exact) || b.score - a.score || a.index - b.index)
        .map(entry => entry.sub);
}

/**
 * How exactly a page names the query: 3 = its title, 2 = an h2 (a GraphQL operation, a class
 * on a multi-item page), 1 = a member heading, 0 = not at all. A name typed in full is what
 * people look for, so this decides before any score.
 */
export function exactness(data: PagefindResultData, query: string): number {
    // "order process" is a phrase, not the name OrderProcess: phrases compare word by word.
    const normalize = queryIntent(query) === 'words' ? normalizePhrase : normalizeName;
    const wanted = normalize(query);
    if (!wanted) return 0;
    if (normalize(data.meta.title ?? '') === wanted) return 3;
    const heading = data.sub_results?.find(sub => sub.anchor && normalize(sub.title) === wanted);
    if (!heading) return 0;
    return /^h2$/i.test(heading.anchor!.element) ? 2 : 1;
}

/** Pagefind's score for a page, adjusted for exact name matches and for the query's intent. */
export function adjustedScore(score: number, data: PagefindResultData, query: string, intent = queryIntent(query)): number {
    const tier = exactness(data, query);
    let factor = tier === 3 ? BOOST.exactTitle : tier === 2 ? BOOST.exactHeading : tier === 1 ? BOOST.exactMemberHeading : 1;
    factor *= BOOST.section[intent][data.meta.section ?? ''] ?? 1;
    return score * factor;
}

/** Re-orders loaded candidates: exactness first, then adjusted score; stable for ties. */
export function rerank<T extends { score: number; data: PagefindResultData }>(candidates: T[], query: string): T[] {
    const intent = queryIntent(query);
    return candidates
        .map((candidate, index) => ({
            candidate,
            index,
            tier: exactness(candidate.data, query),
            score: adjustedScore(candidate.score, candidate.data, query, intent),
        }))
        .sort((a, b) => b.tier - a.tier || b.score - a.score || a.index - b.index)
        .map(entry => entry.candidate);
}
