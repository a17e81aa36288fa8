/**
 * `npm run bench:search`: runs the labelled queries through the real search modal in Chromium
 * against the production build (build/, with build/pagefind/), and prints hit@1, hit@5, MRR,
 * keystroke-to-results times and the bytes the search downloads.
 *
 * Env: BENCH_PORT (default 4190), CHROME_PATH (default /usr/bin/chromium), BENCH_VERBOSE=1 (one line
 * per query), BENCH_JSON=<file> (write all runs), BENCH_BUILD_DIR (another build folder).
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from '@playwright/test';

import { buildDir as defaultBuildDir, startServer } from '../../scripts/serve';
import { PAGEFIND_DIR } from '../../src/search/pagefind-files';
import { chromeFlags, chromePath } from '../../lib/chromium';
import { firstMatchRank, firstPageMatchRank, missingTargets, percentile, summarize } from './metrics';
import { printRealQuestions, REAL_QUESTIONS } from './real-questions';
import { QUERIES, type LabelledQuery } from './queries';

const START_PAGE = '/guides/getting-started/installation/';
/** Milliseconds without DOM changes in the results panel after which a query counts as answered. */
const SETTLE_MS = 400;
/** Delay between keystrokes: a fast typist, fast enough to exercise the debounce. */
const KEY_DELAY_MS = 25;

interface QueryRun {
    query: LabelledQuery;
    hits: string[];
    rank: number | null;
    latencyMs: number;
    bytes: number;
    fetched: Fetched[];
}

/** What the page records while a query is typed (window.__searchProbe). */
interface Probe {
    lastKey: number;
    lastChange: number;
    /** The input's value after each keystroke. */
    inputs: Array<{ t: number; value: string }>;
    /** Files fetched from /pagefind/ (the modal runs Pagefind on the main thread: Resource Timing sees them). */
    fetches: Array<{ t: number; file: string; bytes: number }>;
}

/** A Pagefind file fetched during a query, with what the input held when the fetch started. */
interface Fetched {
    typed: string;
    file: string;
    bytes: number;
}

async function installProbe(page: Page): Promise<void> {
    await page.evaluate(() => {
        const probe: Probe = { lastKey: 0, lastChange: 0, inputs: [], fetches: [] };
        (window as unknown as { __searchProbe: Probe }).__searchProbe = probe;
        document.addEventListener('keydown', () => (probe.lastKey = performance.now()), true);
        document.addEventListener(
            'input',
            event => probe.inputs.push({ t: performance.now(), value: (event.target as HTMLInputElement).value }),
            true,
        );
        new PerformanceObserver(list => {
            for (const entry of list.getEntries() as PerformanceResourceTiming[])
                if (new URL(entry.name).pathname.includes('/pagefind/'))
                    probe.fetches.push({
                        t: entry.startTime,
                        file: new URL(entry.name).pathname.replace(/^.*\/pagefind\//, ''),
                        bytes: entry.encodedBodySize,
                    });
        }).observe({ type: 'resource' });
        const dropdown = document.querySelector('.DocSearch-Dropdown');
        if (!dropdown) throw new Error('Search modal is not open');
        // Attributes too: the footer link's ?q= changes even when two queries show the same hits.
        new MutationObserver(() => (probe.lastChange = performance.now())).observe(dropdown, {
            childList: true,
            subtree: true,
            characterData: true,
            attributes: true,
        });
    });
}

/** Types the query and waits until the results panel has been quiet for SETTLE_MS. */
async function runQuery(page: Page, query: string): Promise<{ hits: string[]; latencyMs: number; fetched: Fetched[] }> {
    const input = page.locator('.DocSearch-Input');
    await input.fill('');
    await page.waitForTimeout(150);
    await page.evaluate(() => {
        const probe = (window as unknown as { __searchProbe: Probe }).__searchProbe;
        Object.assign(probe, { lastKey: 0, lastChange: 0, inputs: [], fetches: [] });
    });
    await input.pressSequentially(query, { delay: KEY_DELAY_MS });
    const deadline = Date.now() + 10_000;
    for (;;) {
        const state = await page.evaluate(() => {
            const probe = (window as unknown as { __searchProbe: Probe }).__searchProbe;
            return { ...probe, now: performance.now() };
        });
        const answered = await page.evaluate(q => {
            const footer = document.querySelector('.DocSearch-HitsFooter a')?.getAttribute('href') ?? '';
            const noResults = document.querySelector('.DocSearch-NoResults')?.textContent ?? '';
            return footer.endsWith(`?q=${encodeURIComponent(q)}`) || noResults.includes(q);
        }, query);
        if (answered && state.lastChange > state.lastKey && state.now - state.lastChange > SETTLE_MS) {
            const hits = await page
                .locator('.DocSearch-Hit a')
                .evaluateAll(links => links.map(link => link.getAttribute('href') ?? ''));
            const fetched = state.fetches.map(({ t, file, bytes }) => ({
                typed: state.inputs.filter(entry => entry.t <= t).pop()?.value ?? '',
                file,
                bytes,
            }));
            return { hits: [...new Set(hits)], latencyMs: state.lastChange - state.lastKey, fetched };
        }
        if (Date.now() > deadline) throw new Error(`No results panel update for "${query}"`);
        await page.waitForTimeout(50);
    }
}

function pct(value: number): string {
    return `${(value * 100).toFixed(1)} %`;
}

const buildDir = path.resolve(process.env.BENCH_BUILD_DIR ?? defaultBuildDir);

async function main(): Promise<void> {
    if (!existsSync(path.join(buildDir, PAGEFIND_DIR, 'pagefind.js')))
        throw new Error(`No ${buildDir}/${PAGEFIND_DIR}/: run \`npm run build\` first.`);
    const missing = missingTargets([...QUERIES, ...REAL_QUESTIONS], target =>
        existsSync(path.join(buildDir, target, 'index.html')),
    );
    if (missing.length) console.log(`Targets not in this build (count as misses):\n  ${missing.join('\n  ')}\n`);
    const server = await startServer(Number(process.env.BENCH_PORT ?? 4190), buildDir);
    const { port } = server.address() as AddressInfo;
    const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
    const runs: QueryRun[] = [];
    const realRanks: Array<number | null> = [];
    try {
        const page = await browser.newPage();
        let searchBytes = 0;
        page.on('requestfinished', request => {
            if (!new URL(request.url()).pathname.startsWith(`/${PAGEFIND_DIR}/`)) return;
            void request.sizes().then(sizes => (searchBytes += sizes.responseBodySize + sizes.responseHeadersSize));
        });
        await page.goto(`http://127.0.0.1:${port}${START_PAGE}`);
        // Keyboard shortcuts work once React has hydrated the page.
        await page.locator('html[data-has-hydrated="true"]').waitFor();
        await page.keyboard.press('Control+k');
        await page.locator('.DocSearch-Input').waitFor();
        await installProbe(page);

        for (const query of QUERIES) {
            // Pagefind starts loading when the modal opens; all of that belongs to the first query.
            const before = runs.length === 0 ? 0 : searchBytes;
            const { hits, latencyMs, fetched } = await runQuery(page, query.query);
            await page.waitForTimeout(50);
            const run = {
                query,
                hits,
                rank: firstMatchRank(hits, query.expect),
                latencyMs,
                bytes: searchBytes - before,
                fetched,
            };
            runs.push(run);
            if (process.env.BENCH_VERBOSE)
                console.log(
                    `${run.rank ?? '-'}\t${latencyMs.toFixed(0)} ms\t${run.bytes} B\t${query.query}\t${hits.slice(0, 3).join(' ')}${fetched
                        .map(({ typed, file, bytes }) => `\n\t\t${(bytes / 1024).toFixed(1)} KiB\t"${typed}"\t${file}`)
                        .join('')}`,
                );
        }
        // The real questions: answered by page (metrics.ts, firstPageMatchRank), reported apart.
        for (const question of REAL_QUESTIONS) {
            const { hits } = await runQuery(page, question.query);
            realRanks.push(firstPageMatchRank(hits, question.expect));
        }
    } finally {
        await browser.close();
        server.close();
    }

    const summary = summarize(runs.map(run => run.rank));
    const later = runs.slice(1);
    const latencies = later.map(run => run.latencyMs);
    console.log(
        `\nSearch bench: ${runs.length} queries, Pagefind index in ${path.relative(process.cwd(), buildDir)}/${PAGEFIND_DIR}/\n`,
    );
    // Per group; latency and bytes leave out the very first query (it loads the index).
    console.log(
        `  ${'group'.padEnd(20)} ${'n'.padStart(3)}  ${'hit@1'.padStart(7)}  ${'hit@5'.padStart(7)}  MRR    p95 ms  bytes median / max`,
    );
    for (const kind of [...new Set(runs.map(run => run.query.kind))]) {
        const ofKind = runs.filter(run => run.query.kind === kind);
        const s = summarize(ofKind.map(run => run.rank));
        const timed = ofKind.filter(run => run !== runs[0]);
        const bytes = timed.map(run => run.bytes);
        console.log(
            `  ${kind.padEnd(20)} ${String(ofKind.length).padStart(3)}  ${pct(s.hitAt1).padStart(7)}  ${pct(s.hitAt5).padStart(7)}  ${s.mrr.toFixed(3)}  ${percentile(
                timed.map(run => run.latencyMs),
                95,
            )
                .toFixed(0)
                .padStart(
                    6,
                )}  ${(percentile(bytes, 50) / 1024).toFixed(1)} / ${(Math.max(...bytes) / 1024).toFixed(1)} KiB`,
        );
    }
    const misses = runs.filter(run => run.rank !== 1);
    if (misses.length) {
        console.log('\n  Not first:');
        for (const run of misses)
            console.log(
                `    ${String(run.rank ?? '-').padStart(2)}  ${run.query.query.padEnd(40)} got ${run.hits[0] ?? '(nothing)'}`,
            );
    }
    printRealQuestions(REAL_QUESTIONS, realRanks);
    const laterBytes = later.map(run => run.bytes);
    const report = {
        queries: runs.length,
        hitAt1: summary.hitAt1,
        hitAt5: summary.hitAt5,
        mrr: summary.mrr,
        firstQueryMs: runs[0].latencyMs,
        medianMs: percentile(latencies, 50),
        p95Ms: percentile(latencies, 95),
        firstQueryBytes: runs[0].bytes,
        laterQueryBytesMedian: percentile(laterBytes, 50),
        laterQueryBytesMax: Math.max(...laterBytes),
    };
    console.log(`
  hit@1   ${pct(report.hitAt1)}
  hit@5   ${pct(report.hitAt5)}
  MRR     ${report.mrr.toFixed(3)}
  keystroke → results (after the first query): median ${report.medianMs.toFixed(0)} ms, p95 ${report.p95Ms.toFixed(0)} ms (first query, index loading: ${report.firstQueryMs.toFixed(0)} ms)
  bytes from /pagefind/: first query ${(report.firstQueryBytes / 1024).toFixed(1)} KiB, later queries median ${(report.laterQueryBytesMedian / 1024).toFixed(1)} KiB (max ${(report.laterQueryBytesMax / 1024).toFixed(1)} KiB)`);
    if (process.env.BENCH_JSON)
        writeFileSync(
            process.env.BENCH_JSON,
            JSON.stringify({ report, runs: runs.map(run => ({ ...run, query: run.query.query })) }, null, 2),
        );
}

main().catch(error => {
    console.error(error);
    process.exitCode = 1;
});
