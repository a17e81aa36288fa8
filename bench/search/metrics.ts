/** Rank (1-based) of the first hit matching one of the expected targets, or null. */
export function firstMatchRank(hits: string[], expected: string[]): number | null {
    const index = hits.findIndex(hit => expected.some(target => matches(hit, target)));
    return index < 0 ? null : index + 1;
}

/**
 * Rank (1-based) of the first page, in the order pages first appear among the hits, that is one of
 * the expected pages: the modal lists a page's best headings under it, and a reader scans pages.
 */
export function firstPageMatchRank(hits: string[], expected: string[]): number | null {
    const pages = [...new Set(hits.map(hit => new URL(hit, 'http://x').pathname))];
    return firstMatchRank(pages, expected);
}

/** Same path; same anchor (case-insensitive) when the target names one. */
export function matches(hit: string, target: string): boolean {
    const hitUrl = new URL(hit, 'http://x');
    const targetUrl = new URL(target, 'http://x');
    if (hitUrl.pathname !== targetUrl.pathname) return false;
    return !targetUrl.hash || hitUrl.hash.toLowerCase() === targetUrl.hash.toLowerCase();
}

export function percentile(values: number[], p: number): number {
    if (values.length === 0) return NaN;
    const sorted = [...values].sort((a, b) => a - b);
    const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
    return sorted[index];
}

export interface Summary {
    hitAt1: number;
    hitAt3: number;
    hitAt5: number;
    mrr: number;
}

export function summarize(ranks: Array<number | null>): Summary {
    const n = ranks.length;
    return {
        hitAt1: ranks.filter(rank => rank === 1).length / n,
        hitAt3: ranks.filter(rank => rank !== null && rank <= 3).length / n,
        hitAt5: ranks.filter(rank => rank !== null && rank <= 5).length / n,
        mrr: ranks.reduce<number>((sum, rank) => sum + (rank ? 1 / rank : 0), 0) / n,
    };
}

const percent = (share: number) => `${(share * 100).toFixed(1).padStart(5)} %`;

/** The figures of `ranks` (one per query, in order) per group of queries and overall, as lines to print. */
export function summaryLines(queries: Array<{ kind: string }>, ranks: Array<number | null>): string[] {
    const lines = [...new Set(queries.map(query => query.kind))].map(kind => {
        const s = summarize(ranks.filter((_, index) => queries[index].kind === kind));
        return `  ${kind.padEnd(20)} hit@1 ${percent(s.hitAt1)}  hit@3 ${percent(s.hitAt3)}  MRR ${s.mrr.toFixed(3)}`;
    });
    const s = summarize(ranks);
    lines.push(
        `\n${ranks.length} queries  hit@1 ${percent(s.hitAt1)}  hit@3 ${percent(s.hitAt3)}  hit@5 ${percent(s.hitAt5)}  MRR ${s.mrr.toFixed(3)}`,
    );
    return lines;
}

/** Targets whose page is not in the build (`exists(path)` says whether `path/index.html` is there). */
export function missingTargets(
    queries: Array<{ query: string; expect: string[] }>,
    exists: (path: string) => boolean,
): string[] {
    return queries.flatMap(query =>
        query.expect
            .filter(target => !exists(new URL(target, 'http://x').pathname))
            .map(target => `${query.query} → ${target}`),
    );
}

/** The share of questions answered within the first `k` hits (a rank of null is a miss). */
export function answeredAt(ranks: Array<number | null>, k: number): number {
    return ranks.length === 0 ? NaN : ranks.filter(rank => rank !== null && rank <= k).length / ranks.length;
}

/**
 * The real-questions figures: answered@1 and @3 over every question (one that no page answers
 * counts as a miss), and the questions that no page of the site answers.
 */
export function realQuestionSummary(
    questions: Array<{ query: string; expect: string[] }>,
    ranks: Array<number | null>,
) {
    return {
        questions: questions.length,
        answeredAt1: answeredAt(ranks, 1),
        answeredAt3: answeredAt(ranks, 3),
        answeredAt5: answeredAt(ranks, 5),
        unanswerable: questions.filter(question => question.expect.length === 0).map(question => question.query),
    };
}
