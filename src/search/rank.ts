import { RANKING, type QueryIntent } from './ranking';
import { topicTerms } from './relaxed';
import type { PagefindResultData, PagefindSubResult } from './types';

export type { QueryIntent } from './ranking';

const BOOST = RANKING.query.boost;

/** The page metadata that marks a legacy Admin UI page (plugins/search/search-index/pagefind-document.ts). */
export const LEGACY_META = 'legacy';

/** A query that asks for the legacy Admin UI: it names it, Angular or its dev kit. */
export function namesLegacyAdminUi(query: string): boolean {
    return /\b(angular|admin[\s-]*ui|adminui|ui[\s-]*devkit|devkit|legacy)\b/i.test(query);
}

/**
 * Whether a page is demoted for this query: a legacy Admin UI page, when the query is a question or a
 * word (an API name finds its own entry, Angular or not) that does not name the Admin UI.
 */
function demotedAsLegacy(data: PagefindResultData, query: string, intent: QueryIntent): boolean {
    return Boolean(data.meta[LEGACY_META]) && intent !== 'identifier' && !namesLegacyAdminUi(query);
}

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
    if (
        words.length === 1 &&
        (/[a-z][A-Z]|^[A-Z][a-z]+[A-Z]|[._]|\(\)$/.test(trimmed) || /^[A-Z][A-Z_]+$/.test(trimmed))
    )
        return 'identifier';
    if (words.length >= 2) return 'words';
    return 'neutral';
}

function subScore(sub: PagefindSubResult): number {
    return (
        (sub.weighted_locations ?? []).reduce((sum, loc) => sum + loc.balanced_score, 0) || (sub.locations?.length ?? 0)
    );
}

/**
 * Sub-results of a page ordered best first: a heading that is exactly the query wins, then
 * the sub-result whose matches weigh most; page order breaks ties.
 */
export function rankSubResults(data: PagefindResultData, query: string): PagefindSubResult[] {
    const wanted = normalizeName(query);
    const subs = data.sub_results?.length
        ? data.sub_results
        : [{ title: data.meta.title ?? '', url: data.url, excerpt: data.excerpt }];
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
    // A plain word ("authentication") is a topic: a heading that happens to be that word does
    // not outrank the page about it. Names and phrases find their headings.
    if (queryIntent(query) === 'neutral') return 0;
    const heading = data.sub_results?.find(sub => sub.anchor && normalize(sub.title) === wanted);
    if (!heading) return 0;
    return /^h2$/i.test(heading.anchor!.element) ? 2 : 1;
}

/** `exactness` comparing as one name ("order service" = OrderService), whatever the query's intent. */
export function exactnessOfName(data: PagefindResultData, name: string): number {
    const wanted = normalizeName(name);
    if (!wanted) return 0;
    if (normalizeName(data.meta.title ?? '') === wanted) return 3;
    const heading = data.sub_results?.find(sub => sub.anchor && normalizeName(sub.title) === wanted);
    if (!heading) return 0;
    return /^h2$/i.test(heading.anchor!.element) ? 2 : 1;
}

/** "OrderProcess" → "Order Process": API names compared word by word with a question. */
export function splitNames(text: string): string {
    return text.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}

/** Two words are the same word in another form ("plugin" / "plugins", "configure" / "configuration"). */
export function sameStem(a: string, b: string): boolean {
    const [short, long] = a.length <= b.length ? [a, b] : [b, a];
    if (short.length < 4) return long.startsWith(short);
    const k = Math.max(4, short.length - 2);
    return long.slice(0, k) === short.slice(0, k);
}

/**
 * How well a page title states a question's topic: the F1 of the share of `terms` the title has
 * (in some form) and the share of the title's words that are terms. "Plugins" states "write a
 * plugin" better than "Generating types for plugin GraphQL" does.
 */
export function titleCoverage(title: string, terms: string[], weights: Record<string, number> = {}): number {
    const words = topicTerms(splitNames(title));
    if (terms.length === 0 || words.length === 0) return 0;
    const weight = (term: string) => weights[term] ?? 1;
    const total = terms.reduce((sum, term) => sum + weight(term), 0);
    const recall =
        terms.filter(term => words.some(word => sameStem(word, term))).reduce((sum, term) => sum + weight(term), 0) /
        total;
    const precision = words.filter(word => terms.some(term => sameStem(word, term))).length / words.length;
    return recall + precision === 0 ? 0 : (2 * recall * precision) / (recall + precision);
}

/** The weighted share of `terms` that `text` has, in some form. */
export function textCoverage(text: string, terms: string[], weights: Record<string, number> = {}): number {
    const words = splitNames(text)
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
    if (terms.length === 0 || words.length === 0) return 0;
    const weight = (term: string) => weights[term] ?? 1;
    const total = terms.reduce((sum, term) => sum + weight(term), 0);
    return (
        terms.filter(term => words.some(word => sameStem(word, term))).reduce((sum, term) => sum + weight(term), 0) /
        total
    );
}

/** How well the page's best heading (h2 and below) states a question's topic words (`titleCoverage`). */
export function headingCoverage(
    data: PagefindResultData,
    terms: string[],
    weights: Record<string, number> = {},
): number {
    let best = 0;
    for (const sub of data.sub_results ?? [])
        if (sub.anchor) best = Math.max(best, titleCoverage(sub.title, terms, weights));
    return best;
}

/** Pagefind's score for a page, adjusted for exact name matches and for the query's intent. */
export function adjustedScore(
    score: number,
    data: PagefindResultData,
    query: string,
    intent = queryIntent(query),
    weights: Record<string, number> = {},
): number {
    const tier = rankTier(data, query, intent);
    if (intent !== 'identifier') score = score ** BOOST.wordsScoreExponent;
    let factor =
        tier === 3 ? BOOST.exactTitle : tier === 2 ? BOOST.exactHeading : tier === 1 ? BOOST.exactMemberHeading : 1;
    factor *= BOOST.section[intent][data.meta.section ?? ''] ?? 1;
    if (demotedAsLegacy(data, query, intent)) factor *= BOOST.legacy;
    if (intent !== 'identifier') {
        const terms = topicTerms(query);
        factor *=
            1 +
            BOOST.titleWords * titleCoverage(data.meta.title ?? '', terms, weights) +
            BOOST.descriptionWords * textCoverage(data.meta.description ?? '', terms, weights);
        // Not for a page whose title is the query: those lead as the search page's early results showed them.
        if (intent === 'words' && tier < 3) factor *= 1 + BOOST.headingWords * headingCoverage(data, terms, weights);
    }
    return score * factor;
}

/**
 * The tier a page ranks in before any score: its `exactness` for the query or one of its
 * `alternatives`. A legacy page whose title is the question ("custom form inputs") is in the lowest
 * tier unless the query names the Admin UI, so it still yields to the Dashboard's page.
 */
export function rankTier(
    data: PagefindResultData,
    query: string,
    intent = queryIntent(query),
    alternatives: string[] = [],
): number {
    if (demotedAsLegacy(data, query, intent)) return 0;
    return Math.max(exactness(data, query), ...alternatives.map(alternative => exactnessOfName(data, alternative)));
}

/**
 * Re-orders loaded candidates: exactness first (for the query or one of its `alternatives`,
 * e.g. "order service" for the name OrderService), then adjusted score; stable for ties.
 */
export function rerank<T extends { score: number; data: PagefindResultData }>(
    candidates: T[],
    query: string,
    alternatives: string[] = [],
    weights: Record<string, number> = {},
): T[] {
    const intent = queryIntent(query);
    return candidates
        .map((candidate, index) => ({
            candidate,
            index,
            tier: rankTier(candidate.data, query, intent, alternatives),
            score: adjustedScore(candidate.score, candidate.data, query, intent, weights),
        }))
        .sort((a, b) => b.tier - a.tier || b.score - a.score || a.index - b.index)
        .map(entry => entry.candidate);
}
