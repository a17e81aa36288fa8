import { expect, test, type Page } from '@playwright/test';

import { gotoHydrated } from './helpers';
import { RESULTS_PER_PAGE } from '../../src/search/search-page';

/**
 * Search against the production build (embedded Pagefind index in build/pagefind/).
 * Run: E2E_PORT=4180 npx playwright test tests/e2e/search.spec.ts
 * Hosted Typesense mode has its own fixture site and fake cluster: tests/search-hosted.
 */

const START = '/guides/getting-started/installation/';

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
        const input = page.getByRole('searchbox');
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

    test('a clicked hit navigates client-side, and the hits in view are not prefetched', async ({ page }) => {
        await openWithCtrlK(page);
        await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
        await page.evaluate(() => {
            const w = window as unknown as {
                __prefetched: string[];
                docusaurus: { prefetch: (url: string) => unknown };
            };
            const prefetch = w.docusaurus.prefetch;
            w.__prefetched = [];
            w.docusaurus.prefetch = url => (w.__prefetched.push(url), prefetch(url));
        });
        await search(page, 'OrderProcess');
        // Docusaurus' Link prefetches its URL once it has been in view for a frame.
        await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const hits = await page
            .locator('.DocSearch-Hit a')
            .evaluateAll(links => links.map(link => link.getAttribute('href')));
        const prefetched = await page.evaluate(() => (window as unknown as { __prefetched: string[] }).__prefetched);
        expect(hits.length).toBeGreaterThan(0);
        expect(prefetched.filter(url => hits.includes(url))).toEqual([]);
        const first = page.locator('.DocSearch-Hit a').first();
        await expect(first).toHaveAttribute('href', /\/reference\/typescript-api\/orders\/order-process\//);
        await first.click();
        await expect(page).toHaveURL(/\/reference\/typescript-api\/orders\/order-process\//);
        await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
        expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
    });

    test('an API name puts its reference page first', async ({ page }) => {
        await openWithCtrlK(page);
        await search(page, 'OrderProcess');
        await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
            'href',
            /\/reference\/typescript-api\/orders\/order-process\/(#.*)?$/,
        );
    });

    test('a one-letter query is still searched (after its longer typing pause)', async ({ page }) => {
        await openWithCtrlK(page);
        await page.locator('.DocSearch-Input').fill('o');
        await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
        await expect(page.locator('.DocSearch-HitsFooter a')).toHaveAttribute('href', /\?q=o$/);
    });

    test('a misspelt word still finds the page', async ({ page }) => {
        await openWithCtrlK(page);
        await search(page, 'shiping');
        const hrefs = await page
            .locator('.DocSearch-Hit a')
            .evaluateAll(links => links.map(link => link.getAttribute('href')));
        expect(hrefs.some(href => href?.includes('shipping'))).toBe(true);
    });

    test('"See all N results" opens /search?q= with the same query', async ({ page }) => {
        await openWithCtrlK(page);
        await search(page, 'shipping method');
        const footer = page.locator('.DocSearch-HitsFooter a');
        await expect(footer).toHaveText(/^See all \d+ results$/);
        const count = Number((await footer.textContent())!.match(/\d+/)![0]);
        await expect(footer).toHaveAttribute('href', '/search/?q=shipping%20method');
        await footer.click();
        await expect(page).toHaveURL(/\/search\/\?q=shipping%20method$/);
        await expect(page.getByRole('searchbox')).toHaveValue('shipping method');
        await expect(page.locator('#search-status')).toHaveText(
            count === 1 ? 'One document found' : `${count} documents found`,
        );
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

    test('a reference page comes once, not as a pair of its title and the same heading ("Refund / Refund")', async ({
        page,
    }) => {
        await openWithCtrlK(page);
        await search(page, 'refund');
        const hits = await page.locator('.DocSearch-Hit a').evaluateAll(links =>
            links.map(link => {
                const url = new URL(link.getAttribute('href')!, 'http://x');
                const title = link.querySelector('.DocSearch-Hit-title')?.textContent?.trim() ?? '';
                return { path: url.pathname, hash: url.hash, title };
            }),
        );
        expect(hits.some(hit => hit.path === '/reference/typescript-api/entities/refund/' && !hit.hash)).toBe(true);
        // A heading of a page titled as the page: the same page twice.
        const pages = new Set(hits.filter(hit => !hit.hash).map(hit => `${hit.path} ${hit.title}`));
        const pairs = hits.filter(hit => hit.hash && pages.has(`${hit.path} ${hit.title}`));
        expect(pairs).toEqual([]);
    });

    test('hits of one title ("Payment") say in the modal what and where they are, as /search does', async ({
        page,
    }) => {
        await openWithCtrlK(page);
        await search(page, 'payment');
        const hits = await page.locator('.DocSearch-Hit a').evaluateAll(links =>
            links.map(link => ({
                title: link.querySelector('.DocSearch-Hit-title')?.textContent?.trim() ?? '',
                place: link.querySelector('.DocSearch-Hit-place')?.textContent?.trim() ?? '',
            })),
        );
        const byTitle = new Map<string, string[]>();
        for (const hit of hits) byTitle.set(hit.title, [...(byTitle.get(hit.title) ?? []), hit.place]);
        const shared = [...byTitle].filter(([, places]) => places.length > 1);
        expect(
            shared.map(([title]) => title),
            'several hits are titled "Payment"',
        ).toContain('Payment');
        for (const [title, places] of shared) {
            expect(places.every(Boolean), title).toBe(true);
            expect(new Set(places).size, `${title}: ${places.join(' | ')}`).toBe(places.length);
        }
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
    const results = (page: Page) => page.locator('#search-results a[data-result]');

    test('a link from outside (/search?q=) keeps its query through the redirect and shows results', async ({
        page,
    }) => {
        const response = await gotoHydrated(page, '/search?q=shipping%20method');
        expect(response!.request().redirectedFrom()?.url()).toMatch(/\/search\?q=shipping%20method$/);
        await expect(page).toHaveURL(/\/search\/\?q=shipping%20method$/);
        await expect(page.getByRole('searchbox')).toHaveValue('shipping method');
        await expect(results(page).first()).toBeVisible();
        await expect(page).toHaveTitle(/^Search results for "shipping method"/);
    });

    test('typing updates ?q= in place, without scrolling', async ({ page }) => {
        await gotoHydrated(page, '/search/?q=order');
        await expect(results(page).first()).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 120));
        const input = page.getByRole('searchbox');
        await input.focus({ preventScroll: true } as never);
        await page.keyboard.press('End');
        await page.keyboard.type(' process');
        await expect(page).toHaveURL(/\/search\/\?q=order%20process$/);
        await expect(page.locator('#search-status')).toHaveText(/documents? found$/);
        expect(await page.evaluate(() => window.scrollY)).toBe(120);
        await input.fill('');
        await expect(page).toHaveURL(/\/search\/$/);
        await expect(results(page)).toHaveCount(0);
    });

    test('the section filter narrows results to one section', async ({ page }) => {
        await gotoHydrated(page, '/search/?q=shipping');
        const sections = page.locator('#search-results ul.breadcrumbs li:first-child');
        await expect(sections.first()).toBeVisible();
        const count = async () =>
            Number((await page.locator('#search-status').textContent())!.replace('One', '1').match(/\d+/)![0]);
        const all = await count();
        expect(new Set(await sections.allTextContents()).size).toBeGreaterThan(1);

        await page.getByLabel('User Guide').check();
        await expect(async () => {
            const names = await sections.allTextContents();
            expect(names.length).toBeGreaterThan(0);
            expect(new Set(names)).toEqual(new Set(['User Guide']));
        }).toPass();
        expect(await count()).toBeLessThan(all);
    });

    test('for "payment" every result shows text of its page, and results of one title say what and where they are', async ({
        page,
    }) => {
        await gotoHydrated(page, '/search/?q=payment');
        await expect(page.locator('#search-status')).toHaveText(/documents? found$/);
        await expect(page.locator('#search-results')).toHaveAttribute('aria-busy', 'false');
        const items = await page.locator('#search-results ol > li').evaluateAll(nodes =>
            nodes.map(node => ({
                title: node.querySelector('h2')?.textContent?.trim() ?? '',
                place: Array.from(node.querySelectorAll('.badge, nav li'), part => part.textContent?.trim()).join(
                    ' › ',
                ),
                summary: node.querySelector(':scope > p')?.textContent?.trim() ?? '',
            })),
        );
        expect(items.length).toBeGreaterThan(1);
        const words = (text: string) =>
            text
                .toLowerCase()
                .split(/[^\p{L}\p{N}]+/u)
                .filter(Boolean)
                .join(' ');
        for (const item of items) {
            // Text of the page, not its title again ("PaymentService.").
            expect(words(item.summary), item.title).not.toBe('');
            expect(words(item.summary), item.title).not.toBe(words(item.title));
        }
        const byTitle = new Map<string, string[]>();
        for (const item of items) byTitle.set(item.title, [...(byTitle.get(item.title) ?? []), item.place]);
        const shared = [...byTitle].filter(([, places]) => places.length > 1);
        expect(shared.length, 'several results are titled "Payment"').toBeGreaterThan(0);
        for (const [title, places] of shared) expect(new Set(places).size, title).toBe(places.length);
    });

    test('the section filter is kept in the URL: it is restored on load and survives Back', async ({ page }) => {
        await gotoHydrated(page, '/search/?q=payment&section=Learn');
        await expect(page.getByLabel('Learn')).toBeChecked();
        const sections = page.locator('#search-results ul.breadcrumbs li:first-child');
        await expect.poll(async () => [...new Set(await sections.allTextContents())]).toEqual(['Learn']);

        await page.getByLabel('Reference').check();
        await expect(page).toHaveURL(/\/search\/\?q=payment&section=Reference$/);
        await expect.poll(async () => [...new Set(await sections.allTextContents())]).toEqual(['Reference']);
        await results(page).first().click();
        await expect(page).toHaveURL(/\/reference\//);
        await page.goBack();
        await expect(page).toHaveURL(/\/search\/\?q=payment&section=Reference$/);
        await expect(page.getByLabel('Reference')).toBeChecked();
        await expect.poll(async () => [...new Set(await sections.allTextContents())]).toEqual(['Reference']);

        await page.getByLabel('All').check();
        await expect(page).toHaveURL(/\/search\/\?q=payment$/);
    });

    test('keyboard: arrow keys move from the input through the results, Enter opens one', async ({ page }) => {
        await gotoHydrated(page, '/search/?q=OrderProcess');
        // Results stream in a document at a time: an arrow key pressed while only the first is shown has no next one.
        await expect(results(page).nth(1)).toBeVisible();
        await page.getByRole('searchbox').focus();
        await page.keyboard.press('ArrowDown');
        await expect(results(page).first()).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(results(page).nth(1)).toBeFocused();
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('ArrowUp');
        await expect(page.getByRole('searchbox')).toBeFocused();
        await page.keyboard.press('ArrowDown');
        const href = await results(page).first().getAttribute('href');
        expect(href).toMatch(/\/reference\/typescript-api\/orders\/order-process\//);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    });

    test('a clicked result opens its page client-side; results in view are not prefetched', async ({ page }) => {
        await gotoHydrated(page, '/search/');
        await page.evaluate(() => {
            const w = window as unknown as {
                __spa: boolean;
                __prefetched: string[];
                docusaurus: { prefetch: (url: string) => unknown };
            };
            const prefetch = w.docusaurus.prefetch;
            w.__spa = true;
            w.__prefetched = [];
            w.docusaurus.prefetch = url => (w.__prefetched.push(url), prefetch(url));
        });
        await page.getByRole('searchbox').fill('OrderProcess');
        await expect(results(page).first()).toBeVisible();
        await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const shown = await results(page).evaluateAll(links => links.map(link => link.getAttribute('href')));
        const prefetched = await page.evaluate(() => (window as unknown as { __prefetched: string[] }).__prefetched);
        expect(prefetched.filter(url => shown.includes(url))).toEqual([]);
        const href = await results(page).first().getAttribute('href');
        await results(page).first().click();
        await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        expect(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa)).toBe(true);
    });

    test('the first results painted are the head of the final list, in its order', async ({ page }) => {
        await page.addInitScript(perPage => {
            const w = window as unknown as { __firstPainted?: string[]; __moreBeforeAll?: boolean };
            const observer = new MutationObserver(() => {
                const links = document.querySelectorAll('#search-results a[data-result]');
                if (links.length === 0) return;
                w.__firstPainted ??= Array.from(links, link => link.getAttribute('href') ?? '');
                // "Load more" belongs under the whole first page: shown earlier, it would move down.
                if (links.length < perPage && document.querySelector('#search-results button'))
                    w.__moreBeforeAll = true;
                if (links.length >= perPage) observer.disconnect();
            });
            observer.observe(document, { childList: true, subtree: true });
        }, RESULTS_PER_PAGE);
        await gotoHydrated(page, '/search/?q=order');
        await expect(results(page)).toHaveCount(RESULTS_PER_PAGE);
        await expect(page.getByRole('button', { name: 'Load more results' })).toBeVisible();
        const first = await page.evaluate(() => (window as unknown as { __firstPainted?: string[] }).__firstPainted);
        const all = await results(page).evaluateAll(links => links.map(link => link.getAttribute('href') ?? ''));
        expect(first!.length).toBeGreaterThan(0);
        expect(first!.length).toBeLessThan(all.length);
        expect(all.slice(0, first!.length)).toEqual(first);
        expect(await page.evaluate(() => (window as unknown as { __moreBeforeAll?: boolean }).__moreBeforeAll)).toBe(
            undefined,
        );
    });

    test('"Load more results" appends the next page and moves focus to it', async ({ page }) => {
        await gotoHydrated(page, '/search/?q=order');
        await expect(results(page)).toHaveCount(RESULTS_PER_PAGE);
        const more = page.getByRole('button', { name: 'Load more results' });
        await more.focus();
        await page.keyboard.press('Enter');
        await expect(results(page)).toHaveCount(2 * RESULTS_PER_PAGE);
        await expect(results(page).nth(RESULTS_PER_PAGE)).toBeFocused();
        const urls = await results(page).evaluateAll(links => links.map(link => link.getAttribute('href')));
        expect(new Set(urls).size).toBe(2 * RESULTS_PER_PAGE);
    });

    test('nothing found: "No results for", all sections, and "Let us know."', async ({ page }) => {
        await gotoHydrated(page, '/search/?q=qxzvwplkjh');
        await expect(page.getByText('No results for')).toBeVisible();
        await expect(page.getByText('Believe this query should return results?')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Let us know.' })).toHaveAttribute(
            'href',
            /\/issues\/new\?title=Search%3A%20no%20results%20for%20%22qxzvwplkjh%22/,
        );
        await page.getByRole('searchbox').fill('EntityHydrator');
        await expect(results(page).first()).toBeVisible();
        await page.getByLabel('User Guide').check();
        await expect(page.getByText('Try searching for')).toBeVisible();
        await page.getByRole('button', { name: 'all sections' }).click();
        await expect(page.getByLabel('All')).toBeChecked();
        await expect(results(page).first()).toBeVisible();
    });

    test('a query with markup is rendered as text', async ({ page }) => {
        const dialogs: string[] = [];
        page.on('dialog', dialog => {
            dialogs.push(dialog.message());
            void dialog.dismiss();
        });
        const markup = '<script>alert(1)</script><img src=x onerror=alert(2)>';
        await gotoHydrated(page, `/search/?q=${encodeURIComponent(markup)}`);
        await expect(page.getByRole('searchbox')).toHaveValue(markup);
        await expect(page).toHaveTitle(`Search results for "${markup}" | Vendure Docs`);
        await expect(
            page
                .locator('#search-status, #search-results p')
                .filter({ hasText: /documents? found|No results for/ })
                .first(),
        ).toBeVisible();
        await expect(page.locator('main img[src="x"]')).toHaveCount(0);
        await page.getByRole('searchbox').fill('<b>qxzvwplkjh</b>');
        await expect(page.locator('#search-results strong')).toHaveText('<b>qxzvwplkjh</b>');
        expect(dialogs).toEqual([]);
    });

    for (const viewport of [
        { name: 'mobile', width: 412, height: 823 },
        { name: 'desktop', width: 1350, height: 940 },
    ]) {
        test(`results arriving move nothing on screen (${viewport.name}, CLS ≤ 0.02)`, async ({ browser }) => {
            const context = await browser.newContext({
                viewport: { width: viewport.width, height: viewport.height },
                isMobile: viewport.name === 'mobile',
            });
            const page = await context.newPage();
            await page.addInitScript(() => {
                (window as unknown as { __cls: number }).__cls = 0;
                new PerformanceObserver(list => {
                    for (const entry of list.getEntries() as Array<
                        PerformanceEntry & { value: number; hadRecentInput: boolean }
                    >) {
                        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
                    }
                }).observe({ type: 'layout-shift', buffered: true });
            });
            await page.goto('/search?q=order');
            await expect(page.locator('#search-results a[data-result]').first()).toBeVisible();
            await page.waitForTimeout(500);
            const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
            expect(cls).toBeLessThanOrEqual(0.02);
            await context.close();
        });
    }
});

test.describe('search failures', () => {
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
        await expect(page.getByText('No results for')).toHaveCount(0);
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
        const scripts = await page
            .locator('script[src]')
            .evaluateAll(nodes => nodes.map(node => (node as HTMLScriptElement).src));
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
