/**
 * Checks one URL on a reused page: axe (WCAG 2.2 A/AA) in three states, plus ./page-checks.ts.
 *
 *   light at 1280 px  — the colour rules (everything else does not depend on the colour mode)
 *   dark at 1280 px   — every rule
 *   dark at 360 px    — every rule (visibility, overflow and target size change with the width)
 *
 * The states lie on a line (light 1280 — dark 1280 — dark 360): switching the colour mode is one step, the
 * width the other. A page is loaded in the state the previous one ended in (the mode is kept in
 * localStorage, the viewport by the page) and walks to the other end, so each URL costs one colour switch
 * and one resize. axe runs once per state, with the colour rules told to skip code blocks (see below).
 */
import fs from 'node:fs';

import type { Page } from '@playwright/test';

import { wcagTags } from '../e2e/axe';
import { pageChecks } from './page-checks';
import { markSameColours } from './same-colours';
import type { Finding } from './report';

export type State = 'light' | 'dark' | 'dark 360px';

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Colours are checked as they end up, not halfway through a colour-mode transition. */
export async function stopTransitions(page: Page) {
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
}

/** Puts axe on the page (`window.axe`). */
export async function injectAxe(page: Page) {
    // tsx keeps function names with a helper that the browser does not have.
    await page.evaluate('globalThis.__name = globalThis.__name || (f => f)');
    await page.evaluate(axeSource);
}

/** Waits two frames: what a colour switch or a resize changes has rendered by then. */
export async function nextFrames(page: Page) {
    await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export const desktop = { width: 1280, height: 800 };
export const mobile = { width: 360, height: 800 };

/** Where the phases of a check spend their time, summed over URLs (ms), and counts (`# …`), for the run's summary. */
export type Timings = Record<string, number>;

async function timed<T>(timings: Timings, phase: string, work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
        return await work();
    } finally {
        timings[phase] = (timings[phase] ?? 0) + performance.now() - start;
    }
}

/** The order to visit the states in, from the one the page was loaded in. */
export function stateOrder(loadedIn: State): State[] {
    if (loadedIn === 'light') return ['light', 'dark', 'dark 360px'];
    if (loadedIn === 'dark 360px') return ['dark 360px', 'dark', 'light'];
    return ['dark', 'dark 360px', 'light'];
}

/** Diagrams that the server rendered as a busy placeholder (src/theme/Mermaid) and the browser draws. */
export function busyPlaceholders(html: string): number {
    return (html.match(/\saria-busy=("?)true\1[\s>]/g) ?? []).length;
}

interface AxeResult {
    violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }>;
}

/**
 * One axe run. Colour contrast is the costly rule (every text node); code and SDL tokens are left out of the
 * two colour rules because they are the same few theme colours on every page, checked token by token
 * (src/code-themes.test.ts) and in full on every template by tests/e2e/a11y.spec.ts. They are left out
 * through the rules' selectors rather than the run's context, so every other rule still sees code blocks.
 */
async function runAxe(
    page: Page,
    coloursOnly: boolean,
    seenColours: { before: Set<string>; firstStateOfPage: boolean },
    timings: Timings,
): Promise<AxeResult> {
    // The combinations of earlier pages go in once a load; the page keeps them for its other states.
    const known = seenColours.firstStateOfPage ? [...seenColours.before] : [];
    const { checked, marked, added } = await timed(timings, 'same colours', () =>
        page.evaluate(markSameColours, known),
    );
    timings['# text elements checked for contrast'] = (timings['# text elements checked for contrast'] ?? 0) + checked;
    timings['# text elements whose colours were already checked'] =
        (timings['# text elements whose colours were already checked'] ?? 0) + marked;
    const result = await page.evaluate(
        async ({ tags, coloursOnly }) => {
            const axe = (
                window as unknown as {
                    axe: {
                        run: (ctx: unknown, opts: unknown) => Promise<AxeResult>;
                        configure: (spec: unknown) => void;
                    };
                }
            ).axe;
            axe.configure({
                rules: [
                    { id: 'color-contrast', selector: '*:not(pre):not(pre *):not([data-a11y-same-colours])' },
                    { id: 'link-in-text-block', selector: 'a[href]:not(pre *), [role=link]:not(pre *)' },
                ],
            });
            const runOnly = coloursOnly
                ? { type: 'rule', values: ['color-contrast', 'link-in-text-block'] }
                : { type: 'tag', values: tags };
            return axe.run(document, { runOnly, resultTypes: ['violations'] });
        },
        { tags: wcagTags, coloursOnly },
    );
    // Only combinations that axe has checked stand for later pages.
    for (const key of added) seenColours.before.add(key);
    return result;
}

/**
 * Switches the colour mode the way another tab would (Docusaurus syncs it) and waits until it has applied,
 * including every diagram that mermaid draws again in the new mode's theme.
 */
export async function setColorMode(page: Page, mode: 'dark' | 'light') {
    await page.evaluate(m => {
        for (const svg of Array.from(document.querySelectorAll('.docusaurus-mermaid-container > svg')))
            svg.setAttribute('data-a11y-drawn-before', '');
        const old = localStorage.getItem('theme');
        localStorage.setItem('theme', m);
        window.dispatchEvent(
            new StorageEvent('storage', { key: 'theme', oldValue: old, newValue: m, storageArea: localStorage }),
        );
    }, mode);
    await page.locator(`html[data-theme="${mode}"]`).waitFor();
    await page.waitForFunction(
        () => !document.querySelector('.docusaurus-mermaid-container > svg[data-a11y-drawn-before]'),
    );
    // Code themes and other colour-mode dependent parts render on the next frames.
    await nextFrames(page);
}

async function currentState(page: Page): Promise<State> {
    const { theme, width } = await page.evaluate(() => ({
        theme: document.documentElement.dataset.theme,
        width: window.innerWidth,
    }));
    if (theme === 'light') return 'light';
    return width < desktop.width ? 'dark 360px' : 'dark';
}

async function enterState(page: Page, from: State, to: State) {
    if (from === 'dark 360px' || to === 'dark 360px')
        await page.setViewportSize(to === 'dark 360px' ? mobile : desktop);
    const mode = to === 'light' ? 'light' : 'dark';
    if ((from === 'light') !== (mode === 'light')) await setColorMode(page, mode);
}

/**
 * Loads `url` and appends what it finds to `findings`. `seenColours` holds the text colour combinations that
 * earlier pages of the run checked (./same-colours.ts); this page adds its own.
 */
export async function checkUrl(
    page: Page,
    url: string,
    findings: Finding[],
    timings: Timings,
    seenColours: Set<string>,
) {
    const response = await timed(timings, 'load', () => page.goto(url, { waitUntil: 'domcontentloaded' }));
    if (!response || response.status() !== 200) {
        findings.push({
            rule: 'http-status',
            help: `the page answers 200 (got ${response?.status()})`,
            url,
            mode: '-',
            selectors: [],
        });
        return;
    }
    const diagrams = busyPlaceholders(await response.text());
    await timed(timings, 'hydrate + diagrams', async () => {
        await page.locator('html[data-has-hydrated="true"]').waitFor();
        // Lazy parts show a busy placeholder until they render; diagrams need their SVG drawn, not only their chunk.
        await page.waitForFunction(
            n =>
                !document.querySelector('[aria-busy="true"]') &&
                document.querySelectorAll('.docusaurus-mermaid-container > svg').length >= n,
            diagrams,
        );
    });
    await timed(timings, 'inject axe', async () => {
        await stopTransitions(page);
        await injectAxe(page);
    });
    const order = stateOrder(await currentState(page));
    for (const [i, state] of order.entries()) {
        if (i > 0) await timed(timings, 'switch state', () => enterState(page, order[i - 1], state));
        const result = await timed(timings, state === 'light' ? 'axe light (colours)' : `axe ${state}`, () =>
            runAxe(page, state === 'light', { before: seenColours, firstStateOfPage: i === 0 }, timings),
        );
        for (const v of result.violations)
            findings.push({
                rule: v.id,
                help: v.help,
                url,
                mode: state,
                selectors: v.nodes.slice(0, 5).map(n => n.target.join(' ')),
            });
        if (state !== 'light') {
            const checks = await timed(timings, 'structural checks', () => page.evaluate(pageChecks));
            for (const check of checks) findings.push({ ...check, url, mode: state });
        }
    }
}
