/**
 * `npm run bench`: builds from cold and measures the stages, the output, page weight in Chromium and
 * Lighthouse scores. Prints a table and writes bench/results/latest.json. Times on this noisy machine
 * are only comparable within one run; sizes are exact.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

import { routeOfFile } from '../scripts/built-site';
import { startServer, buildDir } from '../scripts/serve';
import { chromeFlags, chromePath } from './chromium';
import { lighthouseMedian, type LighthouseScores } from './lighthouse';
import { jsAddedByNavigation, measurePageWeight, type PageWeight } from './page-weight';
import { runMeasured, type Measured } from './process-tree';
import { outputSizes } from './sizes';

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const args = new Set(process.argv.slice(2));
const skipLighthouse = args.has('--no-lighthouse');

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
        if (name !== 'dev server, first page' && result.code !== 0) throw new Error(`${name} failed with exit code ${result.code}`);
    }
    return stages;
}

function representativePages(largestGraphqlPage: string): Record<string, string> {
    return {
        home: '/',
        'installation guide': '/guides/getting-started/installation/',
        'TS reference: OrderProcess': '/reference/typescript-api/orders/order-process/',
        'largest GraphQL page': largestGraphqlPage,
        'user guide page': '/user-guide/catalog/products/',
        // A link from outside with a query: through the redirect, the index loads and results render.
        'search ?q=order': '/search?q=order',
    };
}

function largestHtmlUnder(dir: string): string {
    const sizes = outputSizes(path.join(buildDir, dir));
    return routeOfFile(path.join(dir, sizes.largestHtml.path));
}

async function main(): Promise<void> {
    const stages = await measureStages();
    const sizes = outputSizes(buildDir);
    const pages = representativePages(largestHtmlUnder('reference/graphql-api'));

    const port = 4190;
    const baseURL = `http://127.0.0.1:${port}`;
    const server = await startServer(port);
    const weights: Record<string, PageWeight & { jsAddedByNavigation?: number }> = {};
    const lighthouse: Record<string, { mobile: LighthouseScores; desktop: LighthouseScores }> = {};
    try {
        const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
        for (const [name, url] of Object.entries(pages)) {
            const page = await browser.newPage();
            weights[name] = await measurePageWeight(page, baseURL, buildDir, url);
            await page.close();
        }
        const page = await browser.newPage();
        await measurePageWeight(page, baseURL, buildDir, pages['installation guide']);
        weights['installation guide'].jsAddedByNavigation = await jsAddedByNavigation(page, baseURL, buildDir, '/reference/');
        await browser.close();

        if (!skipLighthouse) {
            for (const [name, url] of Object.entries(pages)) {
                lighthouse[name] = {
                    mobile: await lighthouseMedian(baseURL + url, 'mobile'),
                    desktop: await lighthouseMedian(baseURL + url, 'desktop'),
                };
            }
        }
    } finally {
        server.close();
    }

    const results = { date: new Date().toISOString(), stages, sizes, pages, weights, lighthouse };
    fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
    fs.writeFileSync(path.join(__dirname, 'results/latest.json'), JSON.stringify(results, null, 2));
    printReport(results);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function printReport(r: {
    stages: Record<string, Measured>;
    sizes: ReturnType<typeof outputSizes>;
    weights: Record<string, PageWeight & { jsAddedByNavigation?: number }>;
    lighthouse: Record<string, { mobile: LighthouseScores; desktop: LighthouseScores }>;
}): void {
    console.log('\nBuild stages (cold)');
    console.table(Object.fromEntries(Object.entries(r.stages).map(([k, v]) => [k, { 'wall s': v.seconds.toFixed(1), 'peak MB (tree)': v.peakRssMb }])));
    console.log('Output');
    console.table({
        total: mb(r.sizes.totalBytes),
        html: mb(r.sizes.htmlBytes),
        js: mb(r.sizes.jsBytes),
        css: kb(r.sizes.cssBytes),
        files: r.sizes.files,
        'largest html': `${r.sizes.largestHtml.path} (${kb(r.sizes.largestHtml.bytes)})`,
    });
    console.log('Page weight on first load (JS/CSS gzip)');
    console.table(
        Object.fromEntries(
            Object.entries(r.weights).map(([k, w]) => [
                k,
                {
                    html: kb(w.htmlBytes),
                    'html gz': kb(w.htmlGzip),
                    'js gz': kb(w.jsGzip),
                    'css gz': kb(w.cssGzip),
                    requests: w.requests,
                    'nav js gz': w.jsAddedByNavigation === undefined ? '' : kb(w.jsAddedByNavigation),
                },
            ]),
        ),
    );
    if (Object.keys(r.lighthouse).length) {
        console.log('Lighthouse (median of 3): perf/a11y/best/seo, LCP ms, TBT ms, CLS');
        console.table(
            Object.fromEntries(
                Object.entries(r.lighthouse).flatMap(([k, l]) =>
                    (['mobile', 'desktop'] as const).map(f => [
                        `${k} (${f})`,
                        {
                            perf: l[f].performance,
                            a11y: l[f].accessibility,
                            best: l[f].bestPractices,
                            seo: l[f].seo,
                            LCP: l[f].lcpMs,
                            TBT: l[f].tbtMs,
                            CLS: l[f].cls,
                        },
                    ]),
                ),
            ),
        );
    }
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
