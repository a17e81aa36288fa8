/**
 * The Dashboard guides' claims about what the running example shows, checked in the real Dashboard built
 * with the extension the pages assemble (app.ts). Each test is named after the page and its claim.
 */
import { expect, test, type Page } from '@playwright/test';

import { reviews } from './seed';

const origin = () => {
    const value = process.env.DASHBOARD_EXAMPLE_ORIGIN;
    if (!value)
        throw new Error(
            'DASHBOARD_EXAMPLE_ORIGIN is not set: run with -c tests/dashboard-example/playwright.config.ts',
        );
    return value;
};

async function signIn(page: Page): Promise<void> {
    await page.goto(`${origin()}/dashboard/login`);
    await page.locator('input[name=username]').fill('superadmin');
    await page.locator('input[name=password]').fill('superadmin');
    await page.locator('button[type=submit]').click();
    await page.waitForURL(url => !url.pathname.endsWith('/login'), { timeout: 30_000 });
}

const open = async (page: Page, route: string) => {
    await page.goto(`${origin()}/dashboard${route}`);
};

test.beforeEach(async ({ page }) => signIn(page));

test('Navigation: the Reviews section holds "Product reviews", which opens the review list', async ({ page }) => {
    const nav = page.locator('[data-sidebar="sidebar"]');
    await nav.getByRole('button', { name: 'Reviews' }).click();
    await nav.getByRole('link', { name: 'Product reviews' }).click();
    await expect(page).toHaveURL(/\/dashboard\/product-reviews(\?|$)/);
    await expect(page.getByRole('heading', { name: 'Product reviews' })).toBeVisible();
});

test('List pages: the review list shows a row per review with its summary', async ({ page }) => {
    await open(page, '/product-reviews');
    for (const review of reviews) await expect(page.getByRole('cell', { name: review.summary })).toBeVisible();
});

test('Detail pages: a review opens from its summary in the list, and Update saves a changed summary', async ({
    page,
}) => {
    await open(page, '/product-reviews');
    // The summary column is a DetailPageButton: a button that opens the review.
    await page.getByRole('button', { name: reviews[3].summary }).click();
    await expect(page).toHaveURL(/\/product-reviews\/\d+$/);
    const summary = page.locator('input[name=summary]');
    await expect(summary).toHaveValue(reviews[3].summary);
    await summary.fill('Light enough to read in bed, every night');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.reload();
    await expect(page.locator('input[name=summary]')).toHaveValue('Light enough to read in bed, every night');
});

test('Page blocks: the Laptop shows a Reviews card with its reviews, the "N of M reviews" count, and a summary that opens its review', async ({
    page,
}) => {
    await open(page, '/products/1');
    // The card's title, not the sidebar's Reviews section (which comes first in the page).
    await expect(page.locator('[data-slot="card-title"]').filter({ hasText: /^Reviews$/ })).toBeVisible();
    for (const review of reviews.filter(r => r.productId === '1'))
        await expect(page.getByRole('button', { name: review.summary })).toBeVisible();
    await expect(page.getByText('3 of 3 reviews')).toBeVisible();
    await page.getByRole('button', { name: reviews[1].summary }).click();
    await expect(page).toHaveURL(/\/product-reviews\/\d+$/);
});

test('Action bar items: "Approve pending (1)" on the Laptop approves its pending review', async ({ page }) => {
    await open(page, '/products/1');
    const approve = page.getByRole('button', { name: /Approve pending/ });
    await expect(approve).toHaveText(/Approve pending \(1\)/);
    await approve.click();
    await expect(page.getByText('Approved 1 review(s)')).toBeVisible();
    await expect(approve).toHaveText(/Approve pending \(0\)/);
    await expect(approve).toBeDisabled();
});

test('Insights widgets: the Pending reviews widget is on Insights, with a Moderate button to the review list', async ({
    page,
}) => {
    await open(page, '/');
    await expect(page.getByText('Pending reviews', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Moderate' }).click();
    await expect(page).toHaveURL(/\/dashboard\/product-reviews(\?|$)/);
});
