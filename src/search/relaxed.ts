import { RANKING } from './ranking';
import type { PagefindSearchResult } from './types';

/**
 * Words that carry no topic in a question ("how do I add an item to the cart"). Pagefind
 * requires every word of a query, so one of these missing from a page would hide it.
 */
export const STOP_WORDS = new Set(
    'a an and are as at be by can do does for from how i in into is it my of on or the to up use using what when where which who why with without you your'.split(
        ' ',
    ),
);

/** The topic words of a question, lower-cased, in order, without repeats or stop words. */
export function topicTerms(query: string): string[] {
    const words = query
        .toLowerCase()
        .split(/[^\p{L}\p{N}_]+/u)
        .filter(word => word.length > 1 && !STOP_WORDS.has(word));
    return [...new Set(words)];
}

export interface MergedResult {
    score: number;
    result: PagefindSearchResult;
}

/**
 * How much each topic word says, from how many pages have it (inverse document frequency):
 * in "add an entry to the dashboard sidebar", "sidebar" says more than "dashboard".
 */
export function termWeights(perTerm: PagefindSearchResult[][]): number[] {
    return perTerm.map(results => Math.log(1 + RANKING.query.corpusPages / Math.max(1, results.length)));
}

/**
 * Ranks pages for a question by its topic words taken one at a time, so a page that lacks one
 * word (or writes "adding" where the question says "add", which stem differently) still
 * competes. A page's score is its weighted mean per-word score times its weighted share of the
 * words matched, raised to `RANKING.query.termCoverageExponent` (ranking.ts): pages with every word (or the rare ones) stay
 * ahead of pages with one strong common word. `perTerm[i]` holds the results of `terms[i]`
 * alone, `weights[i]` its weight (termWeights).
 */
export function mergeTermResults(
    perTerm: PagefindSearchResult[][],
    weights: number[] = perTerm.map(() => 1),
): MergedResult[] {
    const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
    const pages = new Map<string, { result: PagefindSearchResult; sum: number; matched: number; first: number }>();
    let order = 0;
    perTerm.forEach((results, i) => {
        for (const result of results) {
            const entry = pages.get(result.id) ?? { result, sum: 0, matched: 0, first: order++ };
            entry.sum += weights[i] * result.score;
            entry.matched += weights[i];
            pages.set(result.id, entry);
        }
    });
    return [...pages.values()]
        .map(entry => ({
            ...entry,
            score: (entry.sum / total) * (entry.matched / total) ** RANKING.query.termCoverageExponent,
        }))
        .sort((a, b) => b.score - a.score || a.first - b.first)
        .map(({ result, score }) => ({ result, score }));
}
