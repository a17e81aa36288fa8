/**
 * The site's Prism grammars are registered when the first code block renders, not while the app starts
 * (src/theme/prism-include-languages.ts). Code must be highlighted alike on a first load (hydration must
 * match the server's tokens) and after a client-side navigation from a page without code.
 */
import { expect, test, type Page } from '@playwright/test';

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
