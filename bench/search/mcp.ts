/**
 * `tsx bench/search/mcp.ts`: the labelled queries (queries.ts) through the docs MCP server's `search_docs`,
 * called by the SDK's client over stdio as an assistant calls it, against build/ (BENCH_BUILD_DIR). Ranks
 * are counted as offline.ts counts them (hits in the order the modal shows them), and each query's hits must
 * be exactly offline.ts's: the same queries also run through `modalSearch` in this process, and the run
 * fails on the first difference. Prints hit@1, hit@3, hit@5 and MRR per group, and the time of each tool call
 * from the client's side (the first apart: it loads the index): search_docs for every query, read_page of its
 * best hit, lookup_api of each API name and GraphQL operation. Env: BENCH_BUILD_DIR, BENCH_VERBOSE=1.
 */
import path from 'node:path';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

import type { SearchDocsResult } from '../../mcp/search-docs';
import { buildDir as defaultBuildDir } from '../../scripts/serve';
import { nodeLocalSearch } from '../../src/search/node-search';
import { firstMatchRank, firstPageMatchRank, percentile, summaryLines } from './metrics';
import { printRealQuestions, REAL_QUESTIONS } from './real-questions';
import { displayOrder, modalSearch, printMissingTargets, printRank } from './offline';
import { QUERIES } from './queries';

const repoRoot = path.resolve(__dirname, '../..');

/** search_docs' results as the modal would show the same hits (each hit under its page's doc area). */
function shownHits(result: SearchDocsResult): string[] {
    return displayOrder(
        result.results.flatMap(document =>
            document.hits.map(hit => ({ url: hit.url, hierarchy: { lvl0: document.area } })),
        ),
    );
}

async function main(): Promise<void> {
    const buildDir = path.resolve(process.env.BENCH_BUILD_DIR ?? defaultBuildDir);
    printMissingTargets(buildDir);
    // The server as `npm run mcp` starts it.
    const transport = new StdioClientTransport({
        command: process.execPath,
        args: ['--import', 'tsx', path.join(repoRoot, 'mcp', 'cli.ts'), '--build', buildDir],
        cwd: repoRoot,
        stderr: 'ignore',
    });
    const client = new Client({ name: 'bench-search-mcp', version: '1.0.0' });
    await client.connect(transport);
    const call = async (name: string, args: Record<string, string>) => {
        const started = performance.now();
        const response = await client.callTool({ name, arguments: args });
        const ms = performance.now() - started;
        if (response.isError) throw new Error(`${name} ${JSON.stringify(args)}: ${JSON.stringify(response.content)}`);
        return { structured: response.structuredContent, ms };
    };
    const answers: Array<{ hits: string[]; ms: number }> = [];
    const realAnswers: Array<{ hits: string[]; ms: number }> = [];
    const pageTimes: number[] = [];
    const lookupTimes: number[] = [];
    try {
        for (const query of QUERIES) {
            const { structured, ms } = await call('search_docs', { query: query.query });
            const result = structured as SearchDocsResult;
            answers.push({ hits: shownHits(result), ms });
            // What an assistant does next: read the best hit, look the name up.
            const best = result.results[0]?.hits[0]?.url;
            if (best) pageTimes.push((await call('read_page', { url_or_path: best })).ms);
            if (query.kind === 'api-name' || query.kind === 'graphql')
                lookupTimes.push((await call('lookup_api', { name: query.query })).ms);
        }
        for (const question of REAL_QUESTIONS) {
            const { structured, ms } = await call('search_docs', { query: question.query });
            realAnswers.push({ hits: shownHits(structured as SearchDocsResult), ms });
        }
    } finally {
        await client.close();
    }

    const search = nodeLocalSearch(buildDir);
    const ranks: Array<number | null> = [];
    for (const [index, query] of QUERIES.entries()) {
        const { hits } = answers[index];
        const offline = (await modalSearch(search, query.query)).hits;
        if (hits.join('\n') !== offline.join('\n'))
            throw new Error(
                `"${query.query}": search_docs gave\n  ${hits.join('\n  ')}\nbut offline.ts gives\n  ${offline.join('\n  ')}`,
            );
        const rank = firstMatchRank(hits, query.expect);
        ranks.push(rank);
        printRank(query, rank, hits);
    }
    console.log(summaryLines(QUERIES, ranks).join('\n'));
    const realRanks: Array<number | null> = [];
    for (const [index, question] of REAL_QUESTIONS.entries()) {
        const { hits } = realAnswers[index];
        const offline = (await modalSearch(search, question.query)).hits;
        if (hits.join('\n') !== offline.join('\n'))
            throw new Error(`"${question.query}": search_docs gave other hits than offline.ts`);
        realRanks.push(firstPageMatchRank(hits, question.expect));
    }
    printRealQuestions(REAL_QUESTIONS, realRanks);
    console.log(
        `Every query's hits are offline.ts's, in the same order (${QUERIES.length} queries, ${REAL_QUESTIONS.length} real questions).`,
    );
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log('Tool calls through the MCP client, from request to answer (the first apart: it loads what it reads):');
    for (const [tool, times] of [
        ['search_docs', [...answers, ...realAnswers].map(answer => answer.ms)],
        ['read_page', pageTimes],
        ['lookup_api', lookupTimes],
    ] as const) {
        const rest = times.slice(1);
        console.log(
            `  ${tool.padEnd(12)} first ${ms(times[0])}; the other ${rest.length}: median ${ms(percentile(rest, 50))}, ` +
                `p95 ${ms(percentile(rest, 95))}, max ${ms(Math.max(...rest))}`,
        );
    }
}

if (require.main === module)
    main().catch(error => {
        console.error(error);
        process.exitCode = 1;
    });
