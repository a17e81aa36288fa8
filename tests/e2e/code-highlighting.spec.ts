/**
 * The site's Prism grammars are registered when the first code block renders, not while the app starts
 * (src/theme/prism-include-languages.ts), and the blocks of a first load keep the server's highlighted lines
 * (src/hydration/code-block.tsx). Code must be highlighted alike on a first load and after a
 * client-side navigation from a page without code, coloured by the colour mode's theme (plugins/performance/code-theme).
 */
import { expect, test, type Page } from '@playwright/test';

import { codeThemes, parseColor } from '../../src/code-themes';
import { gotoHydrated } from './helpers';

const withoutCode = '/guides/core-concepts/';
const withCode = '/guides/core-concepts/auth/';

/** Token counts of the page's TypeScript and GraphQL blocks: grammars the site adds to Prism's core. */
async function tokens(page: Page) {
    const count = (language: string) => page.locator(`pre.language-${language} .token.keyword`).count();
    return { ts: await count('ts'), graphql: await count('graphql') };
}

test('code is highlighted after hydration, with no recoverable hydration error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', message => {
        if (message.type() === 'error') errors.push(message.text());
    });
    await gotoHydrated(page, withCode);
    const { ts, graphql } = await tokens(page);
    expect(ts).toBeGreaterThan(0);
    expect(graphql).toBeGreaterThan(0);
    expect(errors).toEqual([]);
});

test('code is highlighted on a page reached client-side from a page without code', async ({ page }) => {
    await gotoHydrated(page, withoutCode);
    await expect(page.locator('pre.prism-code')).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL(url => url.pathname === withCode);
    await expect(page.locator('pre.language-ts').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    const { ts, graphql } = await tokens(page);
    expect(ts).toBeGreaterThan(0);
    expect(graphql).toBeGreaterThan(0);
});

test("a first load keeps the server's code blocks: nothing in them is removed or replaced", async ({ page }) => {
    // Counts, from the first parse on, every node removed from a code block or that held one.
    await page.addInitScript(() => {
        const counter = window as unknown as { removedFromCode: number };
        counter.removedFromCode = 0;
        const inCode = (node: Node) =>
            node instanceof Element && (node.closest('.theme-code-block') || node.querySelector('.theme-code-block'));
        new MutationObserver(records => {
            for (const record of records) {
                for (const node of Array.from(record.removedNodes)) {
                    if (inCode(node) || inCode(record.target)) counter.removedFromCode++;
                }
            }
        }).observe(document, { childList: true, subtree: true });
    });
    await gotoHydrated(page, withCode);
    // Past the effects that ran after hydration (the theme used to mount every block again then).
    await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const { ts } = await tokens(page);
    expect(ts).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { removedFromCode: number }).removedFromCode)).toBe(0);
});

/** The theme's colour for Prism's `keyword` tokens, as the browser computes it. */
function keywordColour(mode: keyof typeof codeThemes): string {
    const entry = codeThemes[mode].styles.find(style => style.types.includes('keyword'));
    return `rgb(${parseColor(entry!.style.color!).join(', ')})`;
}

test("code takes the colour mode's theme on a first load and when the mode is switched", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await gotoHydrated(page, withCode);
    const keyword = page.locator('pre.language-ts .token.keyword').first();
    const colour = () => keyword.evaluate(element => getComputedStyle(element).color);
    expect(await colour()).toBe(keywordColour('light'));
    const background = () => keyword.evaluate(element => getComputedStyle(element.closest('pre')!).backgroundColor);
    expect(await background()).toBe(`rgb(${parseColor(codeThemes.light.plain.backgroundColor!).join(', ')})`);

    await page.getByRole('button', { name: /dark mode|light mode|system mode/i }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await colour()).toBe(keywordColour('dark'));
    expect(await background()).toBe(`rgb(${parseColor(codeThemes.dark.plain.backgroundColor!).join(', ')})`);
    await context.close();
});
