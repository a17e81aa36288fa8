/**
 * Accessibility of the built site, page by page: axe (WCAG 2.2 A/AA) in the dark and the light colour mode at
 * desktop width and in one mode at 360 px, plus the structural checks of ./page-checks.ts.
 *
 *   tsx tests/a11y/run.ts          a rotating sample (templates always included); part of `npm test`
 *   tsx tests/a11y/run.ts --all    every URL of the sitemap (`npm run test:a11y`)
 *
 * One browser; each worker reuses one page; axe is injected once per loaded page and run three times on it
 * (the colour mode is switched through the site's own storage sync, so diagrams redraw as a reader sees them).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { chromium, type Page } from '@playwright/test';

import { chromeFlags, chromePath } from '../../bench/chromium';
import { buildDir, startServer } from '../../scripts/serve';
import { wcagTags } from '../e2e/axe';
import { pageChecks } from './page-checks';
import { type Finding, formatReport, groupByRule } from './report';
import { sampleUrls } from './sample';

const args = process.argv.slice(2);
const all = args.includes('--all');
const sampleSize = Number(process.env.A11Y_SAMPLE ?? 60);
const workers = Number(process.env.A11Y_WORKERS ?? 2);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

function sitemapPaths(): string[] {
    const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
    return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(m => new URL(m[1]).pathname);
}

function commitId(): string {
    try {
        return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    } catch {
        return 'no-git';
    }
}

interface AxeResult {
    violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }>;
}

/**
 * Colour contrast is the costly rule (every text node); code and SDL tokens are left out of it here because
 * they are the same few theme colours on every page, checked token by token (src/code-themes.test.ts) and in
 * full on every template by tests/e2e/a11y.spec.ts.
 */
type AxeScope = 'all' | 'colours';

async function runAxe(page: Page, scope: AxeScope): Promise<AxeResult> {
    return page.evaluate(
        async ({ tags, scope }) => {
            const axe = (window as unknown as {
                axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResult> };
            }).axe;
            const colourRules = ['color-contrast', 'link-in-text-block'];
            const colours = await axe.run({ include: [document], exclude: [['pre']] }, { runOnly: { type: 'rule', values: colourRules }, resultTypes: ['violations'] });
            if (scope === 'colours') return colours;
            // The same rule set as tests/e2e/axe.ts (the tags, with axe's defaults), less the two run above.
            const rest = await axe.run(document, {
                runOnly: { type: 'tag', values: tags },
                rules: Object.fromEntries(colourRules.map(rule => [rule, { enabled: false }])),
                resultTypes: ['violations'],
            });
            return { violations: [...colours.violations, ...rest.violations] };
        },
        { tags: wcagTags, scope },
    );
}

/** Switches the colour mode the way another tab would (Docusaurus syncs it), then waits for it to apply. */
async function setColorMode(page: Page, mode: 'dark' | 'light') {
    await page.evaluate(m => {
        const old = localStorage.getItem('theme');
        localStorage.setItem('theme', m);
        window.dispatchEvent(new StorageEvent('storage', { key: 'theme', oldValue: old, newValue: m, storageArea: localStorage }));
    }, mode);
    await page.locator(`html[data-theme="${mode}"]`).waitFor();
    // Diagrams and code themes redraw for the new mode on the next frames.
    await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function checkUrl(page: Page, url: string, findings: Finding[]) {
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response || response.status() !== 200) {
        findings.push({ rule: 'http-status', help: `the page answers 200 (got ${response?.status()})`, url, mode: 'dark', selectors: [] });
        return;
    }
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.waitForLoadState('networkidle');
    // Colours are checked as they end up, not halfway through a colour-mode transition.
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
    // tsx keeps function names with a helper that the browser does not have.
    await page.evaluate('globalThis.__name = globalThis.__name || (f => f)');
    await page.evaluate(axeSource);
    const record = (mode: string, result: AxeResult) => {
        for (const v of result.violations) findings.push({ rule: v.id, help: v.help, url, mode, selectors: v.nodes.slice(0, 5).map(n => n.target.join(' ')) });
    };
    await setColorMode(page, 'dark');
    record('dark', await runAxe(page, 'all'));
    for (const check of await page.evaluate(pageChecks)) findings.push({ ...check, url, mode: 'dark' });
    await setColorMode(page, 'light');
    record('light', await runAxe(page, 'colours'));
    await page.setViewportSize({ width: 360, height: 800 });
    await setColorMode(page, 'dark');
    record('dark 360px', await runAxe(page, 'all'));
    await page.setViewportSize({ width: 1280, height: 800 });
}

async function main() {
    const every = sitemapPaths();
    const urls = all ? every : sampleUrls(every, commitId(), sampleSize);
    const server = await startServer(0);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
    const started = Date.now();
    const findings: Finding[] = [];
    const queue = [...urls];
    let done = 0;
    try {
        await Promise.all(
            Array.from({ length: workers }, async () => {
                const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
                const page = await context.newPage();
                for (let url = queue.shift(); url; url = queue.shift()) {
                    try {
                        await checkUrl(page, url, findings);
                    } catch (error) {
                        findings.push({ rule: 'page-error', help: String(error).split('\n')[0], url, mode: '-', selectors: [] });
                    }
                    done++;
                    if (done % 50 === 0) console.log(`  ${done}/${urls.length} pages, ${((Date.now() - started) / 1000).toFixed(0)} s`);
                }
                await context.close();
            }),
        );
    } finally {
        await browser.close();
        server.close();
    }
    const seconds = (Date.now() - started) / 1000;
    const groups = groupByRule(findings);
    console.log(formatReport(groups));
    console.log(
        `Accessibility: ${urls.length} of ${every.length} sitemap URLs (${all ? 'all' : 'rotating sample with every template'}), ` +
            `dark + light at 1280 px and dark at 360 px, ${seconds.toFixed(0)} s (${((seconds / urls.length) * 1000).toFixed(0)} ms a page)`,
    );
    const failedPages = new Set(findings.map(f => f.url)).size;
    console.log(`${urls.length - failedPages} passed, ${failedPages} failed`);
    if (findings.length) process.exitCode = 1;
}

main().catch(error => {
    console.error(error);
    process.exitCode = 1;
});
