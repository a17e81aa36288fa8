/**
 * Links preload their page on hover or touch (src/navigation/Link.tsx), instead of prefetching every
 * on-screen link's page during the first load.
 */
import { expect, test } from '@playwright/test';

import { collectAssets } from '../../bench/page-weight';
import { baseURL } from '../../playwright.config';
import { gotoHydrated } from './helpers';

test("the first load fetches no other page's chunks; hovering a link loads its page before the click", async ({
    page,
}) => {
    const prefetches: string[] = [];
    page.on('request', request => {
        if (
            request.resourceType() !== 'script' &&
            request.resourceType() !== 'stylesheet' &&
            new URL(request.url()).pathname.startsWith('/assets/')
        ) {
            prefetches.push(request.url());
        }
    });
    await collectAssets(page, baseURL, () => gotoHydrated(page, '/guides/getting-started/installation/'));
    expect(prefetches).toEqual([]);
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);

    const next = page.locator('a.pagination-nav__link--next');
    const href = await next.getAttribute('href');
    expect(href).toMatch(/^\/guides\//);
    const hovered = await collectAssets(page, baseURL, () => next.hover());
    expect(hovered.js.length).toBeGreaterThan(0);
    const clicked = await collectAssets(page, baseURL, async () => {
        await next.click();
        await page.waitForURL(url => url.pathname === href);
    });
    expect(clicked.js).toEqual([]);
});
