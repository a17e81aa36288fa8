/**
 * `npm run bench:profile -- [buildDir] [url…]`: a Chromium performance trace of each page's first load under
 * 4× CPU throttling (as Lighthouse's mobile profile), reduced to what blocks the main thread: long tasks
 * (over 50 ms; their excess is what Total Blocking Time sums) and where their time goes, by script and by
 * kind of work. Writes each raw trace to bench/results/trace-<page>.json for DevTools.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';

import { buildDir as defaultBuildDir, startServer } from '../scripts/serve';
import { chromeFlags, chromePath } from '../lib/chromium';
import { CPU_SLOWDOWN } from './interaction';

interface TraceEvent {
    name: string;
    cat: string;
    ph: string;
    ts: number;
    dur?: number;
    pid: number;
    tid: number;
    args?: { data?: { url?: string; functionName?: string; type?: string }; name?: string };
}

export interface LongTask {
    startMs: number;
    durationMs: number;
    /** Self-time inside the task by what ran: `script <url>`, `compile <url>`, `parse HTML`, `layout`, `style`, `GC`, … */
    parts: Record<string, number>;
}

export const defaultPages = [
    '/',
    '/guides/getting-started/installation/',
    '/reference/typescript-api/orders/order-process/',
    '/reference/graphql-api/admin/input-types/',
    '/user-guide/orders/',
];

/** The page benches' command line, `[buildDir] [url…]`: the build to serve (build/ by default) and its pages. */
export function pageArgs(argv = process.argv.slice(2)): { dir: string; pages: string[] } {
    const [dirArg, ...urlArgs] = argv;
    return { dir: dirArg ? path.resolve(dirArg) : defaultBuildDir, pages: urlArgs.length ? urlArgs : defaultPages };
}

/** Visits each page in turn while `dir` is served on 127.0.0.1:`port`. */
export async function visitServed(
    port: number,
    dir: string,
    pages: string[],
    visit: (origin: string, url: string) => Promise<void>,
): Promise<void> {
    const server = await startServer(port, dir);
    try {
        for (const url of pages) await visit(`http://127.0.0.1:${port}`, url);
    } finally {
        server.close();
    }
}

function label(event: TraceEvent, origin: string): string | undefined {
    const url = event.args?.data?.url?.replace(origin, '');
    switch (event.name) {
        case 'EvaluateScript':
        case 'FunctionCall':
        case 'v8.run':
            return url ? `script ${url}` : 'script (inline/other)';
        case 'v8.compile':
        case 'v8.compileModule':
        case 'v8.parseOnBackground':
            return url ? `compile ${url}` : 'compile';
        case 'ParseHTML':
            return 'parse HTML';
        case 'Layout':
            return 'layout';
        case 'UpdateLayoutTree':
        case 'RecalculateStyles':
            return 'style';
        case 'Paint':
        case 'PrePaint':
        case 'Layerize':
        case 'UpdateLayer':
            return 'paint';
        case 'MinorGC':
        case 'MajorGC':
        case 'V8.GC_SCAVENGER':
        case 'V8.GC_MARK_COMPACTOR':
            return 'GC';
        case 'ParseAuthorStyleSheet':
            return 'parse CSS';
        case 'TimerFire':
        case 'FireAnimationFrame':
        case 'EventDispatch':
        case 'XHRReadyStateChange':
            return undefined;
        default:
            return undefined;
    }
}

/** Long tasks of the renderer's main thread, each with its time split by the innermost labelled event. */
export function longTasks(events: TraceEvent[], origin: string): LongTask[] {
    const main = events.find(
        e =>
            e.name === 'thread_name' &&
            e.args?.name === 'CrRendererMain' &&
            events.some(x => x.pid === e.pid && x.name === 'ParseHTML'),
    );
    if (!main) throw new Error('no renderer main thread in the trace');
    const onMain = events
        .filter(e => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
        .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const navigationStart = events.find(e => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? onMain[0].ts;
    const tasks: LongTask[] = [];
    for (const task of onMain.filter(e => e.name === 'RunTask' && e.dur! > 50_000)) {
        const end = task.ts + task.dur!;
        const inside = onMain.filter(e => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end);
        // Self time per label: each labelled event's duration minus labelled events nested in it.
        const parts: Record<string, number> = {};
        const stack: { end: number; label: string; start: number; childTime: number }[] = [];
        const close = (until: number) => {
            while (stack.length && stack[stack.length - 1].end <= until) {
                const done = stack.pop()!;
                const self = done.end - done.start - done.childTime;
                parts[done.label] = (parts[done.label] ?? 0) + self / 1000;
                if (stack.length) stack[stack.length - 1].childTime += done.end - done.start;
            }
        };
        for (const event of inside) {
            close(event.ts);
            let name = label(event, origin);
            // v8's own events carry no URL: they belong to the script that encloses them.
            const parent = stack[stack.length - 1]?.label;
            if (name?.endsWith('(inline/other)') && parent?.startsWith('script /')) name = parent;
            if (name) stack.push({ start: event.ts, end: event.ts + event.dur!, label: name, childTime: 0 });
        }
        close(Infinity);
        const labelled = Object.values(parts).reduce((a, b) => a + b, 0);
        parts['other'] = task.dur! / 1000 - labelled;
        tasks.push({ startMs: (task.ts - navigationStart) / 1000, durationMs: task.dur! / 1000, parts });
    }
    return tasks;
}

/** A phone as Lighthouse's mobile profile has it (screen and 4× slower CPU), with a DevTools session on it. */
export async function phonePage(browser: Browser): Promise<{ page: Page; cdp: CDPSession }> {
    const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return { page, cdp };
}

/** The long tasks of one first load of `url`; the raw trace is written to `outFile` when given. */
export async function profile(baseURL: string, url: string, outFile?: string): Promise<LongTask[]> {
    const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
    try {
        const { page } = await phonePage(browser);
        await browser.startTracing(page, {
            categories: [
                'devtools.timeline',
                'disabled-by-default-devtools.timeline',
                'v8',
                'v8.execute',
                '__metadata',
                'blink.user_timing',
                'loading',
            ],
        });
        await page.goto(baseURL + url);
        await page.locator('html[data-has-hydrated="true"]').waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1500);
        const buffer = await browser.stopTracing();
        if (outFile) fs.writeFileSync(outFile, buffer);
        const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
        return longTasks(traceEvents, baseURL);
    } finally {
        await browser.close();
    }
}

/** What Total Blocking Time sums: each long task's time over 50 ms. */
export function blockingMs(tasks: LongTask[]): number {
    return tasks.reduce((sum, t) => sum + t.durationMs - 50, 0);
}

function print(url: string, tasks: LongTask[]): void {
    const blocking = blockingMs(tasks);
    console.log(`\n${url}: ${tasks.length} long tasks, ${blocking.toFixed(0)} ms over 50 ms (4× CPU throttling)`);
    const totals: Record<string, number> = {};
    for (const task of tasks) for (const [k, v] of Object.entries(task.parts)) totals[k] = (totals[k] ?? 0) + v;
    for (const task of tasks) {
        const top = Object.entries(task.parts)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 4)
            .map(([k, v]) => `${k} ${v.toFixed(0)}`);
        console.log(`  at ${task.startMs.toFixed(0)} ms: ${task.durationMs.toFixed(0)} ms  [${top.join(', ')}]`);
    }
    console.log('  time in long tasks by kind:');
    for (const [k, v] of Object.entries(totals)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12))
        console.log(`    ${v.toFixed(0).padStart(6)} ms  ${k}`);
}

async function main(): Promise<void> {
    const { dir, pages } = pageArgs();
    const resultsDir = path.join(__dirname, 'results');
    fs.mkdirSync(resultsDir, { recursive: true });
    await visitServed(4290, dir, pages, async (origin, url) => {
        const name = url.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        print(url, await profile(origin, url, path.join(resultsDir, `trace-${name}.json`)));
    });
}

if (require.main === module) {
    main().catch(error => {
        console.error(error);
        process.exit(1);
    });
}
