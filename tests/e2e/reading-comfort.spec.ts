import { expect, test, type Page } from '@playwright/test';

import { bodies } from '../../src/home-links';
import { gotoHydrated } from './helpers';

/** Landing pages and folder URLs a reader can guess by shortening a page's URL. */
const folderUrls = [
    '/guides/',
    '/guides/getting-started/',
    '/guides/developer-guide/',
    '/guides/extending-the-dashboard/',
    '/user-guide/',
    '/user-guide/catalog/',
    '/user-guide/settings/',
    '/user-guide/orders/',
    '/reference/',
    '/reference/typescript-api/',
];

/** Goes to `url`, following a redirect page, and returns the status of the first response. */
async function land(page: Page, url: string): Promise<number | undefined> {
    const response = await page.goto(url);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    return response?.status();
}

for (const url of folderUrls) {
    test(`${url} lands on a real page, not the 404 page`, async ({ page }) => {
        expect(await land(page, url)).toBe(200);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.locator('h1').first()).not.toHaveText(/Page Not Found/i);
        expect(new URL(page.url()).pathname.startsWith(url)).toBe(true);
    });
}

test('the 404 page offers a search box that opens the search page, and the three doc areas', async ({ page }) => {
    const response = await page.goto('/guides/no-such-page/');
    expect(response?.status()).toBe(404);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.locator('h1')).toHaveText(/Page Not Found/i);
    const main = page.locator('#__docusaurus');
    for (const body of bodies) {
        await expect(
            main.locator('.not-found-areas').getByRole('link', { name: body.title, exact: true }),
        ).toHaveAttribute('href', body.to);
    }
    const box = page.getByRole('searchbox', { name: 'Search the docs' });
    await box.fill('payment method');
    await box.press('Enter');
    await page.waitForURL(/\/search\/\?q=payment\+method/);
});

test('landing cards describe their section, open its first page in reading order, and are not cut', async ({
    page,
}) => {
    await gotoHydrated(page, '/guides/developer-guide/');
    const cards = page.locator('article a.card');
    await expect(cards).toHaveCount(5);
    for (const card of await cards.all()) {
        const description = (await card.locator('p').textContent())!.trim();
        expect(description).not.toMatch(/^\d+ items?$/);
        expect(description.length).toBeGreaterThan(30);
    }
    await expect(cards.filter({ hasText: 'Overview' })).toHaveAttribute('href', '/guides/developer-guide/overview/');
    await expect(cards.filter({ hasText: 'Fundamentals' })).toHaveAttribute('href', '/guides/developer-guide/cli/');

    await page.setViewportSize({ width: 390, height: 844 });
    for (const url of ['/guides/extending-the-dashboard/', '/guides/developer-guide/']) {
        await gotoHydrated(page, url);
        const cut = await page
            .locator('article a.card :is(h2, p)')
            .evaluateAll(elements => elements.filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.textContent));
        expect(cut, url).toEqual([]);
    }
});

test('the Markdown twin of a landing page lists all its sections', async ({ request }) => {
    const twin = await (await request.get('/guides/developer-guide.md')).text();
    for (const section of ['Overview', 'Fundamentals', 'Extend', 'Advanced topics', 'Migrating from v1'])
        expect(twin).toContain(`[${section}](`);
});

test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    for (const url of ['/guides/developer-guide/overview/', '/guides/extending-the-dashboard/']) {
        test(`"Copy page" leaves the title of ${url} at most two lines, inside the column`, async ({ page }) => {
            await gotoHydrated(page, url);
            const h1 = page.locator('h1').first();
            const lines = await h1.evaluate(
                e => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight),
            );
            expect(lines).toBeLessThan(2.5);
            const copy = (await page.locator('.copy-page').boundingBox())!;
            expect(copy.x + copy.width).toBeLessThanOrEqual(390);
        });
    }
});

test('"Copy page" of a landing page keeps to its column on a desktop', async ({ page }) => {
    await gotoHydrated(page, '/guides/extending-the-dashboard/');
    const copy = (await page.locator('.copy-page').boundingBox())!;
    const title = (await page.locator('header h1').boundingBox())!;
    const column = (await page.locator('header:has(h1)').boundingBox())!;
    expect(copy.x + copy.width).toBeLessThanOrEqual(column.x + column.width + 1);
    expect(title.width).toBeGreaterThan(0);
});

test("the reference sidebar shows the current page's link after the first load", async ({ page }) => {
    await gotoHydrated(page, '/reference/typescript-api/orders/order-process/');
    const active = page.locator('.theme-doc-sidebar-menu .menu__link[aria-current="page"]');
    await expect(active).toContainText('OrderProcess');
    await expect
        .poll(() =>
            active.evaluate(link => {
                const box = link.closest('.menu')!.getBoundingClientRect();
                const rect = link.getBoundingClientRect();
                return rect.top >= box.top && rect.bottom <= box.bottom;
            }),
        )
        .toBe(true);
    // The page itself stays at its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('"View as Markdown" is a site-relative link: it stays on the host that serves the page', async ({ page }) => {
    await gotoHydrated(page, '/guides/developer-guide/overview/');
    await page.getByRole('button', { name: 'More ways to read this page' }).click();
    const view = page.getByRole('link', { name: 'View as Markdown' });
    await expect(view).toHaveAttribute('href', '/guides/developer-guide/overview.md');
    const [response] = await Promise.all([page.waitForResponse(/overview\.md$/), view.click()]);
    expect(new URL(response.url()).origin).toBe(new URL(page.url()).origin);
    // The page's own Markdown link, which a reader's tools follow, is relative too.
    const alternate = await page.request.get('/guides/developer-guide/overview/');
    expect(await alternate.text()).toMatch(
        /<link\b[^>]*type="?text\/markdown"?[^>]*href="?\/guides\/developer-guide\/overview\.md/,
    );
});
