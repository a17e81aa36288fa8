/**
 * `npm run bench`: builds from cold and measures the stages, the output, page weight in Chromium, the first
 * interactions (bench/interaction.ts) and Lighthouse scores. Prints a table and writes bench/results/latest.json.
 * Times on this noisy machine are only comparable within one run; sizes are exact.
 *
 * `-- --no-build` measures the existing build/ instead of building; `-- --baseline <dir>` also measures another
 * build (e.g. a copy of build/ from before a change) in the same run, Lighthouse runs interleaved, side by side.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

import { routeOfFile } from '../scripts/built-site';
import { startServer, buildDir } from '../scripts/serve';
import { chromeFlags, chromePath } from '../lib/chromium';
import { lighthouseMedian, medianScores, runLighthouse, type LighthouseScores } from './lighthouse';
import { jsAddedByNavigation, measurePageWeight, type PageWeight } from './page-weight';
import {
    CPU_SLOWDOWN,
    interactionMedian,
    searchButtonClick,
    sidebarCategoryClick,
    type InteractionTiming,
} from './interaction';
import { runMeasured, type Measured } from '../lib/process-tree';
import { outputSizes } from './sizes';

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const args = new Set(process.argv.slice(2));
const skipLighthouse = args.has('--no-lighthouse');
const skipBuild = args.has('--no-build');
const argv = process.argv.slice(2);
const baselineDir = argv.includes('--baseline') ? path.resolve(argv[argv.indexOf('--baseline') + 1]) : undefined;

async function waitForHttp(url: string, timeoutMs = 600_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
        try {
            const response = await fetch(url);
            if (response.ok && (await response.text()).includes('__docusaurus')) return;
        } catch {
            // not listening yet
        }
        await new Promise(resolve => setTimeout(resolve, 250));
    }
    throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

function clean(): void {
    const generated = ['build', '.docusaurus', 'generated', 'node_modules/.cache'];
    for (const dir of generated) fs.rmSync(path.join(root, dir), { recursive: true, force: true });
    const reference = path.join(root, 'docs/reference');
    for (const entry of fs.readdirSync(reference, { withFileTypes: true })) {
        if (entry.isDirectory()) fs.rmSync(path.join(reference, entry.name), { recursive: true, force: true });
    }
}

async function measureStages(): Promise<Record<string, Measured>> {
    clean();
    const stages: Record<string, Measured> = {};
    stages['reference generation'] = await runMeasured(bin('tsx'), ['reference/generate.ts', '--force']);
    stages['docusaurus build (incl. search index)'] = await runMeasured(bin('docusaurus'), ['build']);
    const port = 3190;
    stages['dev server, first page'] = await runMeasured(
        bin('docusaurus'),
        ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
        { until: () => waitForHttp(`http://127.0.0.1:${port}/`), quiet: true },
    );
    for (const [name, result] of Object.entries(stages)) {
        if (name !== 'dev server, first page' && result.code !== 0)
            throw new Error(`${name} failed with exit code ${result.code}`);
    }
    return stages;
}

function representativePages(largestGraphqlPage: string): Record<string, string> {
    return {
        home: '/',
        'installation guide': '/guides/getting-started/installation/',
        'TS reference: OrderProcess': '/reference/typescript-api/orders/order-process/',
        'GraphQL input types': '/reference/graphql-api/admin/input-types/',
        'largest GraphQL page': largestGraphqlPage,
        'user guide page': '/user-guide/catalog/products/',
        'user guide with diagrams': '/user-guide/orders/',
        // A link from outside with a query: through the redirect, the index loads and results render.
        'search ?q=order': '/search?q=order',
    };
}

function pick(pages: Record<string, string>, names: string[]): Record<string, string> {
    return Object.fromEntries(names.map(name => [name, pages[name]]));
}

function largestHtmlUnder(dir: string): string {
    const sizes = outputSizes(path.join(buildDir, dir));
    return routeOfFile(path.join(dir, sizes.largestHtml.path));
}

type Weights = Record<string, PageWeight & { jsAddedByNavigation?: number }>;
type Lighthouse = Record<string, { mobile: LighthouseScores; desktop?: LighthouseScores }>;
type Interactions = Record<string, InteractionTiming>;

interface BuildResults {
    weights: Weights;
    interactions: Interactions;
    lighthouse: Lighthouse;
}

async function measureInBrowser(
    baseURL: string,
    dir: string,
    pages: Record<string, string>,
): Promise<Omit<BuildResults, 'lighthouse'>> {
    const weights: Weights = {};
    const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
    try {
        for (const [name, url] of Object.entries(pages)) {
            const page = await browser.newPage();
            weights[name] = await measurePageWeight(page, baseURL, dir, url);
            await page.close();
        }
        const page = await browser.newPage();
        await measurePageWeight(page, baseURL, dir, pages['installation guide']);
        weights['installation guide'].jsAddedByNavigation = await jsAddedByNavigation(
            page,
            baseURL,
            dir,
            '/reference/',
        );
        await page.close();
        const guide = baseURL + pages['installation guide'];
        const interactions: Interactions = {
            'sidebar category click': await interactionMedian(() => sidebarCategoryClick(browser, guide)),
            'search button click': await interactionMedian(() => searchButtonClick(browser, guide)),
        };
        return { weights, interactions };
    } finally {
        await browser.close();
    }
}

/** Mobile Lighthouse (and desktop unless comparing) of each page, median of 3; builds interleaved run by run. */
async function measureLighthouse(baseURLs: string[], pages: Record<string, string>): Promise<Lighthouse[]> {
    const results: Lighthouse[] = baseURLs.map(() => ({}));
    for (const [name, url] of Object.entries(pages)) {
        const runs: LighthouseScores[][] = baseURLs.map(() => []);
        for (let i = 0; i < 3; i++)
            for (const [b, baseURL] of baseURLs.entries()) runs[b].push(await runLighthouse(baseURL + url, 'mobile'));
        for (const [b, baseURL] of baseURLs.entries()) {
            results[b][name] = { mobile: medianScores(runs[b]) };
            if (baseURLs.length === 1) results[b][name].desktop = await lighthouseMedian(baseURL + url, 'desktop');
        }
    }
    return results;
}

async function main(): Promise<void> {
    const stages = skipBuild ? {} : await measureStages();
    const sizes = outputSizes(buildDir);
    const all = representativePages(largestHtmlUnder('reference/graphql-api'));
    // Side by side, the five page kinds of issue 18 keep a comparison run within ~15 minutes.
    const pages = baselineDir
        ? pick(all, [
              'home',
              'installation guide',
              'TS reference: OrderProcess',
              'GraphQL input types',
              'user guide with diagrams',
          ])
        : all;
    const dirs = baselineDir ? [baselineDir, buildDir] : [buildDir];

    const servers = await Promise.all(dirs.map((dir, i) => startServer(4190 + i, dir)));
    const baseURLs = dirs.map((_, i) => `http://127.0.0.1:${4190 + i}`);
    const builds: BuildResults[] = [];
    try {
        for (const [i, dir] of dirs.entries())
            builds.push({ ...(await measureInBrowser(baseURLs[i], dir, pages)), lighthouse: {} });
        if (!skipLighthouse) (await measureLighthouse(baseURLs, pages)).forEach((l, i) => (builds[i].lighthouse = l));
    } finally {
        for (const server of servers) server.close();
    }

    const after = builds[builds.length - 1];
    const results = {
        date: new Date().toISOString(),
        stages,
        sizes,
        pages,
        ...after,
        ...(baselineDir ? { baseline: { dir: baselineDir, ...builds[0] } } : {}),
    };
    fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
    fs.writeFileSync(path.join(__dirname, 'results/latest.json'), JSON.stringify(results, null, 2));
    printReport({ stages, sizes, builds, labels: baselineDir ? [path.basename(baselineDir), 'build'] : [''] });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function printReport(r: {
    stages: Record<string, Measured>;
    sizes: ReturnType<typeof outputSizes>;
    builds: BuildResults[];
    labels: string[];
}): void {
    if (Object.keys(r.stages).length) {
        console.log('\nBuild stages (cold)');
        console.table(
            Object.fromEntries(
                Object.entries(r.stages).map(([k, v]) => [
                    k,
                    { 'wall s': v.seconds.toFixed(1), 'peak MB (tree)': v.peakRssMb },
                ]),
            ),
        );
    }
    console.log('Output');
    console.table({
        total: mb(r.sizes.totalBytes),
        html: mb(r.sizes.htmlBytes),
        js: mb(r.sizes.jsBytes),
        css: kb(r.sizes.cssBytes),
        files: r.sizes.files,
        'largest html': `${r.sizes.largestHtml.path} (${kb(r.sizes.largestHtml.bytes)})`,
    });
    // One row per page (and build, when comparing), so builds stand side by side.
    const rows = <T>(of: (b: BuildResults) => Record<string, T>, cell: (v: T) => object) =>
        Object.fromEntries(
            Object.keys(of(r.builds[0])).flatMap(k =>
                r.builds.map((b, i) => [r.labels[i] ? `${k} [${r.labels[i]}]` : k, cell(of(b)[k])]),
            ),
        );
    console.log('Page weight on first load (JS/CSS gzip)');
    console.table(
        rows(
            b => b.weights,
            w => ({
                html: kb(w.htmlBytes),
                'html gz': kb(w.htmlGzip),
                'js gz': kb(w.jsGzip),
                'css gz': kb(w.cssGzip),
                requests: w.requests,
                'nav js gz': w.jsAddedByNavigation === undefined ? '' : kb(w.jsAddedByNavigation),
            }),
        ),
    );
    console.log(
        `First interaction after load, ${CPU_SLOWDOWN}× CPU (median of 3): Event Timing duration and time until the result shows, ms`,
    );
    console.table(
        rows(
            b => b.interactions,
            t => ({ event: t.eventMs, visible: t.visibleMs }),
        ),
    );
    if (Object.keys(r.builds[0].lighthouse).length) {
        console.log('Lighthouse (median of 3): perf/a11y/best/seo, LCP ms, TBT ms, CLS');
        const forms = (l: Lighthouse[string]) => (['mobile', 'desktop'] as const).filter(f => l[f]);
        console.table(
            Object.fromEntries(
                Object.keys(r.builds[0].lighthouse).flatMap(k =>
                    r.builds.flatMap((b, i) =>
                        forms(b.lighthouse[k]).map(f => {
                            const s = b.lighthouse[k][f]!;
                            const label = `${k} (${f})${r.labels[i] ? ` [${r.labels[i]}]` : ''}`;
                            return [
                                label,
                                {
                                    perf: s.performance,
                                    a11y: s.accessibility,
                                    best: s.bestPractices,
                                    seo: s.seo,
                                    LCP: s.lcpMs,
                                    TBT: s.tbtMs,
                                    CLS: s.cls,
                                },
                            ];
                        }),
                    ),
                ),
            ),
        );
    }
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
