/**
 * `npm run bench:search:page`: the /search page of the production build in Chromium.
 *  - time from the arrival of the Pagefind index chunk the query needs to the frame that paints
 *    the first result (the task after the animation frame that follows its insertion), and to the
 *    frame that paints the whole first page of results (no longer busy, all shown), medians of BENCH_RUNS loads of
 *    /search?q=order (a link from outside: through the redirect to /search/?q=order);
 *  - Lighthouse (mobile and desktop, median of BENCH_RUNS) on the same URL, unless --no-lighthouse.
 * Env: BENCH_BUILD_DIR, BENCH_RUNS (default 3), BENCH_QUERY (default order), BENCH_CPU_SLOWDOWN
 * (CPU throttling of the page's loads, e.g. 4 for a phone; Lighthouse applies its own).
 */
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';

import { buildDir as defaultBuildDir, startServer } from '../../scripts/serve';
import { RESULTS_PER_PAGE } from '../../src/search/search-page';
import { chromeFlags, chromePath } from '../../lib/chromium';
import { lighthouseMedian, median } from '../lighthouse';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const query = process.env.BENCH_QUERY ?? 'order';
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);

async function main(): Promise<void> {
    const buildDir = path.resolve(process.env.BENCH_BUILD_DIR ?? defaultBuildDir);
    const server = await startServer(0, buildDir);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const url = `${base}/search?q=${encodeURIComponent(query)}`;
    try {
        const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
        const gaps: number[] = [];
        const wholePage: number[] = [];
        const stages: Array<{ search: number; fragments: number; render: number }> = [];
        try {
            for (let i = 0; i < runs; i++) {
                const page = await browser.newPage();
                if (cpuSlowdown > 1)
                    await (
                        await page.context().newCDPSession(page)
                    ).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
                // No named functions in here: tsx would wrap them in a helper the page does not have.
                await page.addInitScript(perPage => {
                    const w = window as unknown as { __resultPaint?: number; __pagePaint?: number };
                    let first = true;
                    const observer = new MutationObserver(() => {
                        const list = document.getElementById('search-results');
                        if (!list?.querySelector('a[data-result]')) return;
                        if (first)
                            requestAnimationFrame(() => setTimeout(() => (w.__resultPaint = performance.now()), 0));
                        first = false;
                        // Done loading, and every result of the first page shown (the list adds them a frame apart).
                        const status = document.getElementById('search-status')?.textContent ?? '';
                        const found = /^One /.test(status) ? 1 : Number(/^(\d+)/.exec(status)?.[1] ?? perPage);
                        const shown = list.querySelectorAll('a[data-result]').length;
                        if (list.getAttribute('aria-busy') === 'true' || shown < Math.min(found, perPage)) return;
                        observer.disconnect();
                        requestAnimationFrame(() => setTimeout(() => (w.__pagePaint = performance.now()), 0));
                    });
                    observer.observe(document, {
                        childList: true,
                        subtree: true,
                        attributes: true,
                        attributeFilter: ['aria-busy'],
                    });
                }, RESULTS_PER_PAGE);
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
                    () => (window as unknown as { __pagePaint?: number }).__pagePaint !== undefined,
                    undefined,
                    { timeout: 20_000 },
                );
                const [paint, pagePaint] = await page.evaluate(() => {
                    const w = window as unknown as { __resultPaint: number; __pagePaint: number };
                    return [performance.timeOrigin + w.__resultPaint, performance.timeOrigin + w.__pagePaint];
                });
                if (chunks.length === 0) throw new Error('No Pagefind index chunk was seen');
                const chunkArrived = Math.max(...chunks);
                gaps.push(paint - chunkArrived);
                wholePage.push(pagePaint - chunkArrived);
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
            `/search?q=${query}${cpuSlowdown > 1 ? ` (CPU ${cpuSlowdown}× slower)` : ''}: first result painted ${median(gaps).toFixed(0)} ms after the index chunk arrived (median of ${runs}: ${gaps.map(gap => gap.toFixed(0)).join(', ')} ms)`,
        );
        console.log(
            `  the whole first page (up to ${RESULTS_PER_PAGE} results) painted ${median(wholePage).toFixed(0)} ms after it (${wholePage.map(gap => gap.toFixed(0)).join(', ')} ms)`,
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
