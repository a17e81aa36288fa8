import { expect, test, type Page } from '@playwright/test';

import { gotoHydrated } from './helpers';

/** Marks the current document; a full page load replaces it and the mark is gone. */
async function markDocument(page: Page) {
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
const sameDocument = (page: Page) =>
    page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe('links in static reference blocks', () => {
    test('a type link in a TypeScript signature navigates client-side', async ({ page }) => {
        await gotoHydrated(page, '/reference/typescript-api/logger/default-logger/');
        await markDocument(page);
        const link = page.locator('pre.ts-signature a', { hasText: 'VendureLogger' }).first();
        await link.click();
        await expect(page).toHaveURL(/\/reference\/typescript-api\/logger\/vendure-logger\/$/);
        await expect(page.locator('h1')).toHaveText('VendureLogger');
        expect(await sameDocument(page)).toBe(true);
    });

    test('a type link in a GraphQL SDL block navigates client-side', async ({ page }) => {
        await gotoHydrated(page, '/reference/graphql-api/shop/queries/');
        await markDocument(page);
        const link = page.locator('pre.gql-sdl a[href*="/object-types/"]').first();
        const href = await link.getAttribute('href');
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${href!.split('#')[0].replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`));
        await expect(page.locator('h1')).toHaveText(/Object types/i);
        expect(await sameDocument(page)).toBe(true);
    });

    test('a modified click still leaves the page to the browser', async ({ page, context }) => {
        await gotoHydrated(page, '/reference/typescript-api/logger/default-logger/');
        const opened = context.waitForEvent('page');
        await page
            .locator('pre.ts-signature a', { hasText: 'VendureLogger' })
            .first()
            .click({ modifiers: ['Control'] });
        const tab = await opened;
        await tab.waitForLoadState();
        expect(tab.url()).toMatch(/vendure-logger\/$/);
        await expect(page).toHaveURL(/default-logger\/$/);
    });
});

test.describe('old deep links', () => {
    test('a lower-case fragment from the previous site scrolls its heading into view on first load', async ({
        page,
    }) => {
        await page.setViewportSize({ width: 1280, height: 720 });
        await gotoHydrated(page, '/reference/typescript-api/orders/order-process/#configuredefaultorderprocess');
        const heading = page.locator('h2#configureDefaultOrderProcess');
        await expect(heading).toBeInViewport();
    });

    test('the same on client-side navigation', async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 720 });
        await gotoHydrated(page, '/reference/typescript-api/orders/');
        await markDocument(page);
        // The router's own navigation (what a site link does), to a fragment in the old lower-case form.
        await page.evaluate(() =>
            window.history.pushState(
                {},
                '',
                '/reference/typescript-api/orders/order-process/#defaultorderprocessoptions',
            ),
        );
        await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
        await expect(page.locator('h2#DefaultOrderProcessOptions')).toBeInViewport();
        expect(await sameDocument(page)).toBe(true);
    });

    test('an old URL redirects to its page and keeps its fragment', async ({ page }) => {
        await page.goto('/typescript-api/orders/order-process/#orderprocess');
        await expect(page).toHaveURL(/\/reference\/typescript-api\/orders\/order-process\/#orderprocess$/);
        await expect(page.locator('h1')).toHaveText('OrderProcess');
    });
});
