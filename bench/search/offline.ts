/**
 * `tsx bench/search/offline.ts`: the labelled queries through the same LocalSearch (ranking,
 * spelling) the modal uses, against build/pagefind/ in Node, without a browser. Seconds
 * instead of minutes, so ranking changes can be tried before the full `bench:search` run
 * (which needs a rebuild, because the client is bundled). Hits are grouped and capped by
 * section as the modal displays them. Each query also asks for early results (`onPartial`, what
 * the search page shows first); the run fails if one is not the start of the final answer.
 * Env: BENCH_BUILD_DIR, BENCH_VERBOSE=1.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

import { buildDir as defaultBuildDir, startServer } from '../../scripts/serve';
import { decodeGzippedJson, PAGEFIND_OPTIONS } from '../../src/search/browser-search';
import { LocalSearch } from '../../src/search/local-search';
import { MODAL_DOCUMENTS, MODAL_HITS_PER_DOCUMENT } from '../../src/search/client';
import { PAGE_META_FILE, PAGEFIND_DIR, VOCABULARY_FILE } from '../../src/search/pagefind-files';
import type { DocSearchHit, PageMetaTable, PagefindModule } from '../../src/search/types';
import { firstMatchRank, firstPageMatchRank, missingTargets, summarize } from './metrics';
import { printRealQuestions, REAL_QUESTIONS } from './real-questions';
import { QUERIES } from './queries';

/** Hits the modal shows per section (typesense-docsearch-react's groupBy keeps the first 5). */
export const MODAL_HITS_PER_SECTION = 5;

/** The modal lists hits grouped by lvl0, groups in order of their first hit, 5 per group. */
export function displayOrder(hits: DocSearchHit[]): string[] {
    const groups = new Map<string, DocSearchHit[]>();
    for (const hit of hits) {
        const group = groups.get(hit.hierarchy.lvl0 ?? '') ?? [];
        if (group.length < MODAL_HITS_PER_SECTION) group.push(hit);
        groups.set(hit.hierarchy.lvl0 ?? '', group);
    }
    return [...new Set([...groups.values()].flat().map(hit => new URL(hit.url).pathname + new URL(hit.url).hash))];
}

/**
 * Ranks a query's expected pages among the hits as the modal shows them. Each query also asks for
 * early results (`onPartial`, what the search page shows first); a run fails if one is not the start
 * of the final results. `early()` counts the queries that had some.
 */
function rankWith(search: LocalSearch) {
    let early = 0;
    const rank = async (
        query: string,
        expect: string[],
        group: string,
        match: (hits: string[], expect: string[]) => number | null = firstMatchRank,
    ): Promise<number | null> => {
        const partials: string[][] = [];
        // The modal asks for a page of documents with up to 3 hits each (client.ts).
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
        if (partials.length > 0) early++;
        const hits = displayOrder(result.hits);
        const found = match(hits, expect);
        if (process.env.BENCH_VERBOSE || found !== 1)
            console.log(
                `${String(found ?? '-').padStart(2)}  ${group.padEnd(11)} ${query.padEnd(42)} ${hits.slice(0, 3).join('  ')}`,
            );
        return found;
    };
    return Object.assign(rank, { early: () => early });
}

async function main(): Promise<void> {
    const buildDir = path.resolve(process.env.BENCH_BUILD_DIR ?? defaultBuildDir);
    const missing = missingTargets([...QUERIES, ...REAL_QUESTIONS], target =>
        existsSync(path.join(buildDir, target, 'index.html')),
    );
    if (missing.length) console.log(`Targets not in this build (count as misses):\n  ${missing.join('\n  ')}\n`);
    const server = await startServer(0, buildDir);
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
        const search = new LocalSearch({
            origin,
            loadPagefind: async () => {
                const pagefind = (await import(
                    pathToFileURL(path.join(buildDir, PAGEFIND_DIR, 'pagefind.js')).href
                )) as PagefindModule;
                await pagefind.options({ ...PAGEFIND_OPTIONS, basePath: `${origin}/${PAGEFIND_DIR}/`, baseUrl: '/' });
                if (pagefind.init) await pagefind.init();
                return pagefind;
            },
            loadVocabulary: async () =>
                decodeGzippedJson<string[]>(
                    new Uint8Array(readFileSync(path.join(buildDir, PAGEFIND_DIR, VOCABULARY_FILE))),
                ),
            loadPageMeta: async () =>
                decodeGzippedJson<PageMetaTable>(
                    new Uint8Array(readFileSync(path.join(buildDir, PAGEFIND_DIR, PAGE_META_FILE))),
                ),
        });
        const rank = rankWith(search);
        const ranks: Array<number | null> = [];
        for (const query of QUERIES) ranks.push(await rank(query.query, query.expect, query.kind));
        for (const kind of [...new Set(QUERIES.map(query => query.kind))]) {
            const ofKind = summarize(ranks.filter((_, index) => QUERIES[index].kind === kind));
            console.log(
                `  ${kind.padEnd(12)} hit@1 ${(ofKind.hitAt1 * 100).toFixed(1).padStart(5)} %  MRR ${ofKind.mrr.toFixed(3)}`,
            );
        }
        const s = summarize(ranks);
        console.log(
            `\n${ranks.length} queries  hit@1 ${(s.hitAt1 * 100).toFixed(1)} %  hit@5 ${(s.hitAt5 * 100).toFixed(1)} %  MRR ${s.mrr.toFixed(3)}`,
        );
        console.log(`${rank.early()} queries showed their first results early, each the start of its final results`);
        const realRanks: Array<number | null> = [];
        for (const question of REAL_QUESTIONS)
            realRanks.push(await rank(question.query, question.expect, 'real', firstPageMatchRank));
        printRealQuestions(REAL_QUESTIONS, realRanks);
    } finally {
        server.close();
    }
}

if (require.main === module)
    main().catch(error => {
        console.error(error);
        process.exitCode = 1;
    });
