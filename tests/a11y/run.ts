/**
 * Accessibility of the built site, page by page: axe (WCAG 2.2 A/AA) in the dark and the light colour mode at
 * desktop width and in the dark mode at 360 px, plus the structural checks of ./page-checks.ts (./check-page.ts).
 *
 *   tsx tests/a11y/run.ts                  a rotating sample (templates always included); part of `npm test`
 *   tsx tests/a11y/run.ts --all            every URL of the sitemap (`npm run test:a11y`)
 *   tsx tests/a11y/run.ts /a/ /b/          those URL paths
 *   tsx tests/a11y/run.ts --filter REGEX   every sitemap URL whose path matches
 *   … --build DIR                          serve DIR rather than build/
 *   … --log FILE                           append each URL's findings to FILE (JSON lines) and skip the URLs
 *                                          FILE already holds: a long run that stops can be resumed
 *
 * One browser; A11Y_WORKERS pages (2: one a core) each reused for their share of the URLs.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { chromium } from '@playwright/test';

import { chromeFlags, chromePath } from '../../lib/chromium';
import { buildDir, startServer } from '../../scripts/serve';
import { checkUrl, mobile, type Timings } from './check-page';
import { type Finding, formatReport, groupByRule, logLine, readLog } from './report';
import { selectUrls } from './sample';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const logFile = option('--log');
const workers = Number(process.env.A11Y_WORKERS ?? 2);

const siteDir = path.resolve(option('--build') ?? buildDir);

function sitemapPaths(): string[] {
    const sitemap = fs.readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8');
    return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(m => new URL(m[1]).pathname);
}

function commitId(): string {
    try {
        return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    } catch {
        return 'no-git';
    }
}

async function main() {
    const every = sitemapPaths();
    const urls = selectUrls(every, {
        all: args.includes('--all'),
        paths: args.filter((arg, i) => arg.startsWith('/') && !['--log', '--filter', '--build'].includes(args[i - 1])),
        filter: option('--filter'),
        seed: commitId(),
        size: Number(process.env.A11Y_SAMPLE ?? 90),
    });
    const server = await startServer(0, siteDir);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
    const started = Date.now();
    // A URL that could not be checked (page-error: a timeout, a stopped browser) is checked again.
    const logged = new Map(
        [...(logFile && fs.existsSync(logFile) ? readLog(fs.readFileSync(logFile, 'utf8')) : [])].filter(
            ([, found]) => !found.some(f => f.rule === 'page-error'),
        ),
    );
    const findings: Finding[] = urls.flatMap(url => logged.get(url) ?? []);
    const timings: Timings = {};
    const seenColours = new Set<string>();
    const queue = urls.filter(url => !logged.has(url));
    if (logged.size) console.log(`  ${urls.length - queue.length} URL(s) already in ${logFile}`);
    const total = queue.length;
    let done = 0;
    try {
        await Promise.all(
            Array.from({ length: workers }, async () => {
                // Starts at an end of check-page.ts's line of states (dark at 360 px).
                const context = await browser.newContext({ baseURL: base, viewport: mobile, colorScheme: 'dark' });
                const page = await context.newPage();
                // Waits for hydration and diagrams, not for axe: a long guide on a loaded machine needs more than 30 s.
                page.setDefaultTimeout(90_000);
                for (let url = queue.shift(); url; url = queue.shift()) {
                    const found: Finding[] = [];
                    try {
                        await checkUrl(page, url, found, timings, seenColours);
                    } catch (error) {
                        found.push({
                            rule: 'page-error',
                            help: String(error).split('\n')[0],
                            url,
                            mode: '-',
                            selectors: [],
                        });
                    }
                    findings.push(...found);
                    if (logFile) fs.appendFileSync(logFile, logLine(url, found));
                    done++;
                    if (done % 50 === 0)
                        console.log(`  ${done}/${total} pages, ${((Date.now() - started) / 1000).toFixed(0)} s`);
                }
                await context.close();
            }),
        );
    } finally {
        await browser.close();
        server.close();
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(formatReport(groupByRule(findings)));
    console.log(
        `Accessibility: ${urls.length} of ${every.length} sitemap URLs, dark + light at 1280 px and dark at 360 px, ` +
            `${workers} worker(s); ${done} checked now in ${seconds.toFixed(0)} s (${((seconds / Math.max(1, done)) * 1000).toFixed(0)} ms a page)`,
    );
    const perUrl = (ms: number) => (ms / Math.max(1, done)).toFixed(0);
    const entries = Object.entries(timings);
    console.log(
        `  per URL and worker: ${entries
            .filter(([k]) => !k.startsWith('#'))
            .map(([phase, ms]) => `${phase} ${perUrl(ms)} ms`)
            .join(', ')}`,
    );
    console.log(
        `  per URL: ${entries
            .filter(([k]) => k.startsWith('#'))
            .map(([count, n]) => `${perUrl(n)} ${count.slice(2)}`)
            .join(', ')}`,
    );
    const failedPages = new Set(findings.map(f => f.url)).size;
    console.log(`${urls.length - failedPages} passed, ${failedPages} failed`);
    if (findings.length) process.exitCode = 1;
}

main().catch(error => {
    console.error(error);
    process.exitCode = 1;
});
