/**
 * `npm run bench:search:page`: the /search page of the production build in Chromium.
 *  - time from the arrival of the Pagefind index chunk the query needs to the frame that paints
 *    the first result (the task after the animation frame that follows its insertion), median of
 *    BENCH_RUNS loads of /search?q=order (a link from outside: through the redirect to /search/?q=order);
 *  - Lighthouse (mobile and desktop, median of BENCH_RUNS) on the same URL, unless --no-lighthouse.
 * Env: BENCH_BUILD_DIR, BENCH_RUNS (default 3), BENCH_QUERY (default order).
 */
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';

import { buildDir as defaultBuildDir, startServer } from '../../scripts/serve';
import { chromeFlags, chromePath } from '../chromium';
import { lighthouseMedian, median } from '../lighthouse';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const query = process.env.BENCH_QUERY ?? 'order';

async function main(): Promise<void> {
    const buildDir = path.resolve(process.env.BENCH_BUILD_DIR ?? defaultBuildDir);
    const server = await startServer(0, buildDir);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const url = `${base}/search?q=${encodeURIComponent(query)}`;
    try {
        const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
        const gaps: number[] = [];
        const stages: Array<{ search: number; fragments: number; render: number }> = [];
        try {
            for (let i = 0; i < runs; i++) {
                const page = await browser.newPage();
                await page.addInitScript(() => {
                    const w = window as unknown as { __resultPaint?: number };
                    const observer = new MutationObserver(() => {
                        if (!document.querySelector('#search-results a[data-result]')) return;
                        observer.disconnect();
                        requestAnimationFrame(() => setTimeout(() => (w.__resultPaint = performance.now()), 0));
                    });
                    observer.observe(document, { childList: true, subtree: true });
                });
                // The index chunks are fetched by Pagefind's web worker: read their arrival from the network.
                const chunks: number[] = [];
                const fragments: Array<{ start: number; end: number }> = [];
                page.on('requestfinished', request => {
                    const timing = request.timing();
                    const end = timing.startTime + timing.responseEnd;
                    if (/\/pagefind\/index\/.*\.pf_index$/.test(request.url())) chunks.push(end);
                    if (/\/pagefind\/fragment\//.test(request.url())) fragments.push({ start: timing.startTime, end });
                });
                await page.goto(url);
                await page.waitForFunction(
                    () => (window as unknown as { __resultPaint?: number }).__resultPaint !== undefined,
                    undefined,
                    { timeout: 20_000 },
                );
                const paint = await page.evaluate(
                    () => performance.timeOrigin + (window as unknown as { __resultPaint: number }).__resultPaint,
                );
                if (chunks.length === 0) throw new Error('No Pagefind index chunk was seen');
                const chunkArrived = Math.max(...chunks);
                gaps.push(paint - chunkArrived);
                // Where the gap goes: Pagefind's search until it asks for the first fragment, the
                // fragments the first paint waited for, then ranking, hits and the browser's render.
                const needed = fragments.filter(fragment => fragment.end <= paint);
                if (needed.length > 0) {
                    const firstAsked = Math.min(...needed.map(fragment => fragment.start));
                    const lastArrived = Math.max(...needed.map(fragment => fragment.end));
                    stages.push({
                        search: firstAsked - chunkArrived,
                        fragments: lastArrived - firstAsked,
                        render: paint - lastArrived,
                    });
                }
                await page.close();
            }
        } finally {
            await browser.close();
        }
        console.log(
            `/search?q=${query}: first result painted ${median(gaps).toFixed(0)} ms after the index chunk arrived (median of ${runs}: ${gaps.map(gap => gap.toFixed(0)).join(', ')} ms)`,
        );
        if (stages.length > 0)
            console.log(
                `  of which (medians): search until the first fragment is asked for ${median(stages.map(stage => stage.search)).toFixed(0)} ms, fragments ${median(stages.map(stage => stage.fragments)).toFixed(0)} ms, ranking and render ${median(stages.map(stage => stage.render)).toFixed(0)} ms`,
            );
        if (!process.argv.includes('--no-lighthouse')) {
            for (const formFactor of ['mobile', 'desktop'] as const) {
                const scores = await lighthouseMedian(url, formFactor, runs);
                console.log(
                    `Lighthouse ${formFactor.padEnd(7)} performance ${scores.performance}  LCP ${scores.lcpMs} ms  TBT ${scores.tbtMs} ms  CLS ${scores.cls}  (accessibility ${scores.accessibility}, best practices ${scores.bestPractices}, SEO ${scores.seo})`,
                );
            }
        }
    } finally {
        server.close();
    }
}

main().catch(error => {
    console.error(error);
    process.exitCode = 1;
});
