import { expect, test, type Page } from '@playwright/test';

import { SCENARIO_HEADER, type Scenario } from '../typesense-fake/fake-cluster';
import { RESULTS_PER_PAGE } from '../../src/search/search-page';
import { clusterPort, searchKey } from './env';

/**
 * Hosted Typesense mode against the fake cluster (`npm run test:search-hosted`). Each failure
 * scenario is chosen per test with a request header the fake cluster reads.
 */

const START = '/guides/shipping/';
const scenario = (name: Scenario) => ({ extraHTTPHeaders: { [SCENARIO_HEADER]: name } });

async function gotoHydrated(page: Page, url: string) {
    await page.goto(url);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
}

async function openModal(page: Page) {
    await gotoHydrated(page, START);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
}

test.describe('hosted mode, cluster answering', () => {
    test('the modal asks the cluster with the search key and contextual filters, and shows its hits escaped', async ({
        page,
    }) => {
        const requests: Array<{ url: string; body: { searches: Array<Record<string, string>> } }> = [];
        page.on('request', request => {
            if (request.url().includes('/multi_search') && request.method() === 'POST')
                requests.push({
                    url: request.url(),
                    body: request.postDataJSON() as (typeof requests)[number]['body'],
                });
        });
        await openModal(page);
        await page.locator('.DocSearch-Input').fill('order markup');
        const hit = page.locator('.DocSearch-Hit a').first();
        await expect(hit).toHaveAttribute('href', '/guides/orders/#Order-lines');
        await expect(page.locator('.DocSearch-Hits')).toContainText('<img src=x onerror=window.__xss=1>');
        expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

        const last = requests.at(-1)!;
        const url = new URL(last.url);
        expect(url.port).toBe(String(clusterPort));
        expect(url.searchParams.get('x-typesense-api-key')).toBe(searchKey);
        const search = last.body.searches[0];
        expect(search.collection).toBe('vendure-docs');
        expect(search.q).toBe('order markup');
        expect(search.filter_by).toContain('language:=en');
        expect(search.filter_by).toMatch(/docusaurus_tag:=\[[^\]]*docs-default-current/);
    });

    test('the modal section filter narrows hosted results', async ({ page }) => {
        await openModal(page);
        await page.locator('.DocSearch-Input').fill('shipping');
        const sources = page.locator('.DocSearch-Hit-source');
        await expect.poll(async () => new Set(await sources.allTextContents()).size).toBeGreaterThan(1);
        await page.locator('.DocSearch-SectionFilter').getByRole('button', { name: 'User Guide' }).click();
        await expect.poll(async () => [...new Set(await sources.allTextContents())]).toEqual(['User Guide']);
        await expect(page.locator('.DocSearch-Input')).toHaveValue('shipping');
    });

    test('a query the cluster has nothing for shows "No results for" in the modal and on the page', async ({
        page,
    }) => {
        await openModal(page);
        await page.locator('.DocSearch-Input').fill('qxzvwplkjh');
        await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for');
        await gotoHydrated(page, '/search?q=qxzvwplkjh');
        await expect(page.getByText('No results for')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Let us know.' })).toHaveAttribute(
            'href',
            /issues\/new\?title=Search%3A%20no%20results%20for%20%22qxzvwplkjh%22/,
        );
    });

    test('the search page opened from outside keeps its query, filters by section and loads more', async ({ page }) => {
        await gotoHydrated(page, '/search?q=event');
        await expect(page).toHaveURL(/\/search\/\?q=event$/);
        await expect(page.getByRole('searchbox')).toHaveValue('event');
        await expect(page.locator('#search-status')).toHaveText('12 documents found');
        const results = page.locator('#search-results a[data-result]');
        expect(RESULTS_PER_PAGE).toBeLessThan(12);
        await expect(results).toHaveCount(RESULTS_PER_PAGE);
        await page.getByRole('button', { name: 'Load more results' }).click();
        await expect(results).toHaveCount(12);
        await expect(results.nth(RESULTS_PER_PAGE)).toBeFocused();
        await expect(page.getByRole('button', { name: 'Load more results' })).toHaveCount(0);

        await page.getByRole('searchbox').fill('shipping');
        await expect(page.locator('#search-status')).toHaveText('3 documents found');
        await page.getByLabel('User Guide').check();
        await expect(page.locator('#search-status')).toHaveText('One document found');
        await expect(results.first()).toHaveAttribute('href', '/user-guide/shipping-methods/');
    });

    test('every hit shows text of its page: a page title its description, a heading its section text', async ({
        page,
    }) => {
        const summaries = () =>
            page
                .locator('#search-results ol > li')
                .evaluateAll(items => items.map(item => item.querySelector(':scope > p')?.textContent?.trim() ?? ''));
        await gotoHydrated(page, '/search?q=event');
        await expect(page.locator('#search-status')).toHaveText('12 documents found');
        expect(await summaries()).not.toContain('');
        // Found by its title: the page-title record, which has no content of its own.
        await page.getByRole('searchbox').fill('orderevent');
        await expect(page.locator('#search-results a[data-result]').first()).toHaveAttribute(
            'href',
            '/reference/events/order-event/',
        );
        expect((await summaries())[0]).toBe('The OrderEvent event of the event bus.');
        await page.getByRole('searchbox').fill('shipping calculators');
        await expect(page.locator('#search-results a[data-result]').first()).toHaveAttribute(
            'href',
            '/guides/shipping/#Shipping-calculators',
        );
        expect((await summaries())[0]).toContain('A calculator returns the price of shipping');

        await openModal(page);
        await page.locator('.DocSearch-Input').fill('orderevent');
        await expect(page.locator('.DocSearch-Hit-path').first()).toHaveText('The OrderEvent event of the event bus.');
    });

    test.describe('first node down', () => {
        test.use(scenario('first-node-down'));
        test('the next node answers', async ({ page }) => {
            await gotoHydrated(page, '/search/?q=taxes');
            await expect(page.locator('#search-results a[data-result]').first()).toHaveAttribute(
                'href',
                '/user-guide/taxes/',
            );
        });
    });
});

for (const failure of ['timeout', 'error-5xx', 'malformed'] as const) {
    test.describe(`hosted mode, cluster ${failure}`, () => {
        test.use(scenario(failure));

        test('the modal shows the error screen, and it stays', async ({ page }) => {
            await openModal(page);
            await page.locator('.DocSearch-Input').fill('shipping');
            // A timeout takes the connection timeout of each of the three nodes.
            await expect(page.getByText('Unable to fetch results')).toBeVisible({ timeout: 15_000 });
            await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
            await page.waitForTimeout(700);
            await expect(page.getByText('Unable to fetch results')).toBeVisible();
            await expect(page.getByText('No results for')).toBeHidden();
        });

        test('the search page shows the error screen, never "No results"', async ({ page }) => {
            await gotoHydrated(page, '/search/?q=shipping');
            await expect(page.getByText('Unable to fetch results')).toBeVisible({ timeout: 15_000 });
            await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
            await expect(page.getByText('No results for')).toHaveCount(0);
        });
    });
}

test('the bundle carries the search-only key and no admin key', async ({ page, request }) => {
    await gotoHydrated(page, START);
    const scripts = await page
        .locator('script[src]')
        .evaluateAll(nodes => nodes.map(node => (node as HTMLScriptElement).src));
    let found = false;
    for (const src of scripts) {
        const body = await (await request.get(src)).text();
        expect(body).not.toContain('TYPESENSE_ADMIN_API_KEY');
        if (body.includes(searchKey)) found = true;
    }
    expect(found).toBe(true);
});
