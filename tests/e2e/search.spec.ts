import { expect, test, type Page } from '@playwright/test';

import { gotoHydrated } from './helpers';

/**
 * Search against the production build (embedded Pagefind index in build/pagefind/).
 * Run: E2E_PORT=4180 npx playwright test tests/e2e/search.spec.ts
 */

const START = '/guides/getting-started/installation/';
/** Set when the build under test was made in hosted mode (see the last describe block). */
const hosted = process.env.SEARCH_E2E_BACKEND === 'typesense';

async function openWithCtrlK(page: Page) {
    await gotoHydrated(page, START);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
}

async function search(page: Page, query: string) {
    const input = page.locator('.DocSearch-Input');
    await input.fill(query);
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
}

test.describe('search modal shortcuts', () => {
    test('Ctrl+K opens the modal with the "Search docs" placeholder, Escape closes it', async ({ page }) => {
        await openWithCtrlK(page);
        await expect(page.locator('.DocSearch-Input')).toHaveAttribute('placeholder', 'Search docs');
        await expect(page.locator('.DocSearch-Input')).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    });

    test('Cmd+K (Meta) opens the modal', async ({ page }) => {
        await gotoHydrated(page, START);
        await page.locator('.DocSearch-Button').waitFor();
        await page.keyboard.press('Meta+k');
        await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    });

    test('slash opens the modal, but not while typing in an input', async ({ page }) => {
        await gotoHydrated(page, START);
        await page.locator('.DocSearch-Button').waitFor();
        await page.locator('body').click({ position: { x: 5, y: 300 } });
        await page.keyboard.press('/');
        await expect(page.locator('.DocSearch-Modal')).toBeVisible();
        await page.keyboard.press('Escape');

        await gotoHydrated(page, '/search/');
        const input = page.locator('main input[type="search"], .container input[type="search"]').first();
        await input.click();
        await page.keyboard.type('a/b');
        await expect(input).toHaveValue('a/b');
        await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    });

    test('a letter typed while the search button has focus opens the modal with that letter', async ({ page }) => {
        await gotoHydrated(page, START);
        await page.locator('.DocSearch-Button').focus();
        await page.keyboard.press('o');
        await expect(page.locator('.DocSearch-Modal')).toBeVisible();
        await expect(page.locator('.DocSearch-Input')).toHaveValue('o');
    });
});

test.describe('search results', () => {
    test.skip(hosted, 'these use the embedded Pagefind index');

    test('results link to the right anchor and navigate client-side', async ({ page }) => {
        await openWithCtrlK(page);
        await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
        await search(page, 'addItemToOrder');
        const first = page.locator('.DocSearch-Hit a').first();
        await expect(first).toHaveAttribute('href', /\/reference\/graphql-api\/shop\/mutations\/#additemtoorder$/i);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/reference\/graphql-api\/shop\/mutations\/#additemtoorder$/i);
        await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
        // A full page load would have dropped the marker.
        expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
    });

    test('an API name puts its reference page first', async ({ page }) => {
        await openWithCtrlK(page);
        await search(page, 'OrderProcess');
        await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /\/reference\/typescript-api\/orders\/order-process\/(#.*)?$/);
    });

    test('a misspelt word still finds the page', async ({ page }) => {
        await openWithCtrlK(page);
        await search(page, 'shiping');
        const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll(links => links.map(link => link.getAttribute('href')));
        expect(hrefs.some(href => href?.includes('shipping'))).toBe(true);
    });

    test('"See all N results" opens /search?q= with the same query', async ({ page }) => {
        await openWithCtrlK(page);
        await search(page, 'shipping method');
        const footer = page.locator('.DocSearch-HitsFooter a');
        await expect(footer).toHaveText(/^See all \d+ results$/);
        const count = Number((await footer.textContent())!.match(/\d+/)![0]);
        await footer.click();
        await expect(page).toHaveURL(/\/search\/?\?q=shipping%20method$/);
        await expect(page.locator('input[type="search"]')).toHaveValue('shipping method');
        await expect(page.getByText(count === 1 ? 'One document found' : `${count} documents found`)).toBeVisible();
    });

    test('the section filter in the modal narrows results and keeps the query', async ({ page }) => {
        await openWithCtrlK(page);
        await search(page, 'shipping');
        const sources = page.locator('.DocSearch-Hit-source');
        const filter = page.locator('.DocSearch-SectionFilter');
        await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
        await expect.poll(async () => new Set(await sources.allTextContents()).size).toBeGreaterThan(1);

        await filter.getByRole('button', { name: 'User Guide' }).click();
        await expect(filter.getByRole('button', { name: 'User Guide' })).toHaveAttribute('aria-pressed', 'true');
        await expect.poll(async () => [...new Set(await sources.allTextContents())]).toEqual(['User Guide']);
        await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', /^\/user-guide\//);
        // The query survives and typing goes on in the input.
        const input = page.locator('.DocSearch-Input');
        await expect(input).toBeFocused();
        await page.keyboard.type(' methods');
        await expect(input).toHaveValue('shipping methods');
        await expect(page.locator('.DocSearch-HitsFooter a')).toHaveAttribute('href', /\?q=shipping%20methods$/);
        await expect.poll(async () => [...new Set(await sources.allTextContents())]).toEqual(['User Guide']);

        await filter.getByRole('button', { name: 'Reference' }).click();
        await expect.poll(async () => [...new Set(await sources.allTextContents())]).toEqual(['Reference']);
        await filter.getByRole('button', { name: 'All' }).click();
        await expect.poll(async () => new Set(await sources.allTextContents()).size).toBeGreaterThan(1);
    });

    test('nonsense gives the no-results screen', async ({ page }) => {
        await openWithCtrlK(page);
        await page.locator('.DocSearch-Input').fill('qxzvwplkjh');
        await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for');
        await expect(page.locator('.DocSearch-NoResults')).toContainText('Believe this query should return results?');
        await expect(page.locator('.DocSearch-NoResults a')).toHaveText('Let us know.');
    });
});

test.describe('search page', () => {
    test.skip(hosted, 'these use the embedded Pagefind index');

    test('the section filter narrows results to one section', async ({ page }) => {
        await gotoHydrated(page, '/search/?q=shipping');
        const breadcrumbs = page.locator('article nav[aria-label="breadcrumbs"] li:first-child');
        await expect(breadcrumbs.first()).toBeVisible();
        const counter = page.getByText(/documents found$/);
        const all = Number((await counter.textContent())!.match(/\d+/)![0]);
        expect(new Set(await breadcrumbs.allTextContents()).size).toBeGreaterThan(1);

        await page.getByLabel('User Guide').check();
        await expect(async () => {
            const sections = await breadcrumbs.allTextContents();
            expect(sections.length).toBeGreaterThan(0);
            expect(new Set(sections)).toEqual(new Set(['User Guide']));
        }).toPass();
        const narrowed = Number(((await page.getByText(/documents? found$/).textContent()) ?? '').match(/\d+|One/)![0].replace('One', '1'));
        expect(narrowed).toBeLessThan(all);
    });

    test('a query with markup is rendered as text', async ({ page }) => {
        const dialogs: string[] = [];
        page.on('dialog', dialog => {
            dialogs.push(dialog.message());
            void dialog.dismiss();
        });
        await gotoHydrated(page, `/search/?q=${encodeURIComponent('<script>alert(1)</script><img src=x onerror=alert(2)>')}`);
        await expect(page.locator('h1')).toContainText('<script>alert(1)</script>');
        await expect(page.locator('main img[src="x"], .container img[src="x"]')).toHaveCount(0);
        expect(dialogs).toEqual([]);
    });
});

test.describe('search failures', () => {
    test.skip(hosted, 'these use the embedded Pagefind index');

    test('blocking /pagefind/ shows the error screen in the modal, and it stays', async ({ page }) => {
        await page.route('**/pagefind/**', route => route.abort('internetdisconnected'));
        await openWithCtrlK(page);
        await page.locator('.DocSearch-Input').fill('shipping');
        await expect(page.getByText('Unable to fetch results')).toBeVisible();
        await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
        await page.waitForTimeout(700);
        await expect(page.getByText('Unable to fetch results')).toBeVisible();
        await expect(page.getByText('No results for')).toBeHidden();
    });

    test('blocking /pagefind/ shows the error on the search page', async ({ page }) => {
        await page.route('**/pagefind/**', route => route.abort('internetdisconnected'));
        await gotoHydrated(page, '/search/?q=shipping');
        await expect(page.getByText('Unable to fetch results')).toBeVisible();
        await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    });

    test('search recovers once the index is reachable again', async ({ page }) => {
        let blocked = true;
        await page.route('**/pagefind/**', route => (blocked ? route.abort('internetdisconnected') : route.continue()));
        await openWithCtrlK(page);
        await page.locator('.DocSearch-Input').fill('shipping');
        await expect(page.getByText('Unable to fetch results')).toBeVisible();
        blocked = false;
        await page.locator('.DocSearch-Input').fill('shipping rates');
        await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
        await expect(page.getByText('Unable to fetch results')).toBeHidden();
    });
});

test.describe('search configuration in the browser', () => {
    test('the bundle carries no admin key', async ({ page, request }) => {
        await gotoHydrated(page, START);
        const scripts = await page.locator('script[src]').evaluateAll(nodes => nodes.map(node => (node as HTMLScriptElement).src));
        expect(scripts.length).toBeGreaterThan(0);
        const adminKey = process.env.TYPESENSE_ADMIN_API_KEY;
        for (const src of scripts) {
            const body = await (await request.get(src)).text();
            expect(body).not.toContain('TYPESENSE_ADMIN_API_KEY');
            if (adminKey) expect(body).not.toContain(adminKey);
            // themeConfig.typesense is inlined in the main bundle: it must hold a search key only.
            if (body.includes('typesenseServerConfig')) expect(body).toMatch(/searchBackend/);
        }
    });
});

/**
 * Hosted mode needs a build made with TYPESENSE_HOST=… TYPESENSE_SEARCH_API_KEY=… and
 * SEARCH_E2E_BACKEND=typesense when running the tests; the cluster is faked with page.route.
 */
test.describe('hosted Typesense mode', () => {
    test.skip(process.env.SEARCH_E2E_BACKEND !== 'typesense', 'needs a build with TYPESENSE_HOST set');

    const searchKey = process.env.TYPESENSE_SEARCH_API_KEY ?? '';
    const doc = (id: string, lvl1: string, anchor: string, content: string | null) => ({
        id,
        'hierarchy.lvl0': 'Reference',
        'hierarchy.lvl1': lvl1,
        'hierarchy.lvl2': anchor,
        content,
        url: `https://docs.vendure.io/reference/graphql-api/shop/mutations/#${anchor}`,
        url_without_anchor: 'https://docs.vendure.io/reference/graphql-api/shop/mutations/',
        anchor,
        type: content ? 'content' : 'lvl2',
        item_priority: 80,
    });

    test('the modal queries the cluster with the search key and contextual filters, and escapes hit text', async ({ page }) => {
        const bodies: Array<{ searches: Array<Record<string, string>> }> = [];
        let sentKey = '';
        await page.route('**/multi_search**', async route => {
            const request = route.request();
            bodies.push(request.postDataJSON());
            sentKey = request.headers()['x-typesense-api-key'] ?? new URL(request.url()).searchParams.get('x-typesense-api-key') ?? '';
            const hits = [doc('1', 'Mutations', 'addItemToOrder', null), doc('2', 'Mutations', 'adjustOrderLine', 'Adds <img src=x onerror="window.__xss=1"> to the order')];
            await route.fulfill({
                json: { results: [{ found: hits.length, out_of: 100, page: 1, search_time_ms: 1, facet_counts: [], request_params: { collection_name: 'vendure-docs', per_page: 10, q: 'addItemToOrder' }, hits: hits.map(document => ({ document, highlights: [] })) }] },
            });
        });
        await openWithCtrlK(page);
        await page.locator('.DocSearch-Input').fill('addItemToOrder');
        await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/reference/graphql-api/shop/mutations/#addItemToOrder');
        await expect(page.locator('.DocSearch-Hit').nth(1)).toContainText('Adds <img src=x');
        expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
        const search = bodies.at(-1)!.searches[0]!;
        expect(search.collection).toBe(process.env.TYPESENSE_COLLECTION ?? 'vendure-docs');
        expect(search.filter_by).toContain('language:=en');
        expect(search.filter_by).toMatch(/docusaurus_tag:=\[[^\]]*docs-default-current/);
        expect(sentKey).toBe(searchKey);
    });

    test('an unreachable cluster shows the error screen, and it stays', async ({ page }) => {
        await page.route('**/multi_search**', route => route.abort('internetdisconnected'));
        await openWithCtrlK(page);
        await page.locator('.DocSearch-Input').fill('shipping');
        await expect(page.getByText('Unable to fetch results')).toBeVisible({ timeout: 15_000 });
        await page.waitForTimeout(700);
        await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
        await expect(page.getByText('No results for')).toBeHidden();
    });
});
