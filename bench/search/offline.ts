/**
 * `tsx bench/search/offline.ts`: the labelled queries through the same LocalSearch (ranking,
 * spelling) the modal uses, against build/pagefind/ in Node (read from disk: src/search/node-search.ts),
 * without a browser or server. Seconds instead of minutes, so ranking changes can be tried before the
 * full `bench:search` run (which needs a rebuild, because the client is bundled). Hits are grouped and
 * capped by section as the modal displays them. Each query also asks for early results (`onPartial`, what
 * the search page shows first); the run fails if one is not the start of the final answer.
 * Env: BENCH_BUILD_DIR, BENCH_VERBOSE=1.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';

import { buildDir as defaultBuildDir } from '../../scripts/serve';
import { MODAL_DOCUMENTS, MODAL_HITS_PER_DOCUMENT } from '../../src/search/client';
import type { LocalSearch } from '../../src/search/local-search';
import { nodeLocalSearch } from '../../src/search/node-search';
import type { DocSearchHit } from '../../src/search/types';
import { firstMatchRank, firstPageMatchRank, missingTargets, summaryLines } from './metrics';
import { printRealQuestions, REAL_QUESTIONS } from './real-questions';
import { QUERIES } from './queries';

/** Hits the modal shows per section (typesense-docsearch-react's groupBy keeps the first 5). */
export const MODAL_HITS_PER_SECTION = 5;

/** The modal lists hits grouped by lvl0, groups in order of their first hit, 5 per group. */
export function displayOrder<Hit extends Pick<DocSearchHit, 'url'> & { hierarchy: { lvl0: string | null } }>(
    hits: Hit[],
): string[] {
    const groups = new Map<string, Hit[]>();
    for (const hit of hits) {
        const group = groups.get(hit.hierarchy.lvl0 ?? '') ?? [];
        if (group.length < MODAL_HITS_PER_SECTION) group.push(hit);
        groups.set(hit.hierarchy.lvl0 ?? '', group);
    }
    return [...new Set([...groups.values()].flat().map(hit => new URL(hit.url).pathname + new URL(hit.url).hash))];
}

/**
 * One query as the modal asks it (a page of documents with up to 3 hits each, client.ts): the hits in the order
 * the modal shows them, and whether early results came (each checked to be the start of the final results).
 */
export async function modalSearch(search: LocalSearch, query: string): Promise<{ hits: string[]; early: boolean }> {
    const partials: string[][] = [];
    const result = await search.search({
        query,
        documentsPerPage: MODAL_DOCUMENTS,
        hitsPerDocument: MODAL_HITS_PER_DOCUMENT,
        onPartial: partial => partials.push(partial.hits.map(hit => hit.url)),
    });
    const final = result.hits.map(hit => hit.url);
    for (const partial of partials)
        if (partial.join('\n') !== final.slice(0, partial.length).join('\n'))
            throw new Error(`Early results for "${query}" are not the start of its results`);
    return { hits: displayOrder(result.hits), early: partials.length > 0 };
}

/** Prints a query's rank and first hits (every query with BENCH_VERBOSE, else those whose target is not first). */
export function printRank(query: { kind: string; query: string }, rank: number | null, hits: string[]): void {
    if (process.env.BENCH_VERBOSE || rank !== 1)
        console.log(
            `${String(rank ?? '-').padStart(2)}  ${query.kind.padEnd(11)} ${query.query.padEnd(42)} ${hits.slice(0, 3).join('  ')}`,
        );
}

/** The targets the build lacks, printed first: they count as misses. */
export function printMissingTargets(buildDir: string): void {
    const missing = missingTargets([...QUERIES, ...REAL_QUESTIONS], target =>
        existsSync(path.join(buildDir, target, 'index.html')),
    );
    if (missing.length) console.log(`Targets not in this build (count as misses):\n  ${missing.join('\n  ')}\n`);
}

async function main(): Promise<void> {
    const buildDir = path.resolve(process.env.BENCH_BUILD_DIR ?? defaultBuildDir);
    printMissingTargets(buildDir);
    const search = nodeLocalSearch(buildDir);
    const ranks: Array<number | null> = [];
    let early = 0;
    for (const query of QUERIES) {
        const { hits, early: hadEarly } = await modalSearch(search, query.query);
        if (hadEarly) early++;
        const rank = firstMatchRank(hits, query.expect);
        ranks.push(rank);
        printRank(query, rank, hits);
    }
    console.log(summaryLines(QUERIES, ranks).join('\n'));
    console.log(`${early} queries showed their first results early, each the start of its final results`);
    const realRanks: Array<number | null> = [];
    for (const question of REAL_QUESTIONS) {
        const { hits } = await modalSearch(search, question.query);
        const rank = firstPageMatchRank(hits, question.expect);
        realRanks.push(rank);
        printRank({ kind: 'real', query: question.query }, rank, hits);
    }
    printRealQuestions(REAL_QUESTIONS, realRanks);
}

if (require.main === module)
    main().catch(error => {
        console.error(error);
        process.exitCode = 1;
    });
