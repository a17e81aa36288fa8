/**
 * The Dashboard guides' claims about what the running example shows, checked in the real Dashboard built
 * with the extension the pages assemble (app.ts). Each test is named after the page and its claim.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { darkTheme, lightTheme } from '@vendure-io/design-tokens';

import { appDir } from './app';
import { deliveredOrderCustomer, giftNote } from './history-data';
import { createReview, reviews, signedInAdmin } from './seed';

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

/**
 * A pending review of a test's own, on product 3 of the sample data: tests that approve a review or count
 * the pending ones then leave the seeded reviews, and the Laptop's counts, as the other tests expect them.
 */
async function createPendingReview(summary: string): Promise<void> {
    const admin = await signedInAdmin(`${origin()}/admin-api`);
    await createReview(admin, { productId: '3', summary, rating: 4, authorName: 'Eli Moss', state: 'pending' });
}

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

test("Custom form components: Editor's rating on a product is the star rating, and Update saves the chosen stars", async ({
    page,
}) => {
    await open(page, '/products/2');
    await expect(page.getByText("Editor's rating")).toBeVisible();
    // The only star rating on a product page is the custom field's.
    const stars = page.getByRole('radiogroup', { name: 'Rating' });
    await stars.getByRole('radio', { name: '4 of 5' }).click();
    await expect(stars.getByRole('radio', { name: '4 of 5' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
    await page.reload();
    await expect(
        page.getByRole('radiogroup', { name: 'Rating' }).getByRole('radio', { name: '4 of 5' }),
    ).toHaveAttribute('aria-checked', 'true');
});

test('Form component examples: Review guidelines counts against ui.maxLength ("0 / 500"), Review topics adds a topic on Enter, and Update saves both', async ({
    page,
}) => {
    await open(page, '/products/2');
    await expect(page.getByText('0 / 500')).toBeVisible();
    await page.locator('textarea[name="customFields.reviewGuidelines"]').fill('Mention the battery');
    await expect(page.getByText('19 / 500')).toBeVisible();
    const topic = page.getByPlaceholder('Add a topic and press Enter');
    await topic.fill('Battery');
    await topic.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove Battery' })).toBeVisible();
    // Enter added the topic without submitting the form: the product is not saved yet.
    await expect(page.getByRole('button', { name: 'Update' })).toBeEnabled();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
    await page.reload();
    await expect(page.locator('textarea[name="customFields.reviewGuidelines"]')).toHaveValue('Mention the battery');
    await expect(page.getByRole('button', { name: 'Remove Battery' })).toBeVisible();
});

test("Form component examples: the review's Public response shows the rejected hint as soon as State is set to Rejected", async ({
    page,
}) => {
    await open(page, '/product-reviews');
    await page.getByRole('button', { name: reviews[1].summary }).click();
    await page.getByRole('tab', { name: 'Moderation' }).click();
    const hint = page.getByText('This review is rejected. A response is usually not needed.');
    await expect(page.getByText('Public response')).toBeVisible();
    await expect(hint).toHaveCount(0);
    await page.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Rejected' }).click();
    await expect(hint).toBeVisible();
});

test("Relation selectors: a product's custom fields block, below name, slug and description, has Featured review with a review selector that filters by summary, and Update saves the chosen review", async ({
    page,
}) => {
    const featured = reviews[2];
    await open(page, '/products/1');
    const cards = page.locator('[data-slot="card"]');
    const mainForm = cards.filter({ hasText: 'Product name' });
    const customFields = cards.filter({ hasText: 'Featured review' });
    await expect(customFields).toHaveCount(1);
    // The block of the custom fields (with Editor's rating), not the one of name, slug and description ...
    await expect(customFields).toContainText("Editor's rating");
    await expect(customFields.getByText('Product name')).toHaveCount(0);
    // ... and below it.
    const [mainBox, fieldsBox] = [await mainForm.boundingBox(), await customFields.boundingBox()];
    expect(fieldsBox!.y).toBeGreaterThanOrEqual(mainBox!.y + mainBox!.height);

    await customFields.getByRole('button', { name: 'Select review' }).click();
    const search = page.getByPlaceholder('Search reviews...');
    await expect(search).toBeVisible();
    const options = page.getByRole('option');
    // Each review with its stars and summary, and below them its product and author.
    for (const review of reviews)
        await expect(options.filter({ hasText: `${'★'.repeat(review.rating)} ${review.summary}` })).toContainText(
            `· ${review.authorName}`,
        );
    await search.fill('scratched');
    await expect(options).toHaveCount(1);
    await options.filter({ hasText: featured.summary }).click();
    await expect(search).toBeHidden();
    await expect(customFields.getByText(featured.summary)).toBeVisible();
    await expect(customFields.getByRole('button', { name: 'Change selection' })).toBeVisible();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
    await page.reload();
    // Opened again, the selector loads the saved review by its id.
    const reopened = page.locator('[data-slot="card"]').filter({ hasText: 'Featured review' });
    await expect(reopened.getByText(featured.summary)).toBeVisible();
    await expect(reopened.getByRole('button', { name: 'Change selection' })).toBeVisible();
});

/** Every entry of the history on the page: it shows ten, with "Load more" for the next ten. */
async function loadWholeHistory(page: Page): Promise<void> {
    const more = page.getByRole('button', { name: 'Load more' });
    await page.getByPlaceholder('Add a note...').waitFor();
    while (await more.isVisible()) {
        const entries = await page.locator('h4').count();
        await more.click();
        await expect.poll(() => page.locator('h4').count()).toBeGreaterThan(entries);
    }
}

const historyIds = () => {
    const order = process.env.DASHBOARD_EXAMPLE_ORDER;
    const customer = process.env.DASHBOARD_EXAMPLE_CUSTOMER;
    if (!order || !customer) throw new Error('DASHBOARD_EXAMPLE_ORDER/CUSTOMER are not set (serve.ts prints them)');
    return { order, customer };
};

test('History entries: the delivered order shows a Review request naming the customer, with links to the ordered products', async ({
    page,
}) => {
    await open(page, `/orders/${historyIds().order}`);
    await loadWholeHistory(page);
    await expect(page.getByText('Review request', { exact: true })).toBeVisible();
    const intro = page.getByText(
        `${deliveredOrderCustomer.firstName} ${deliveredOrderCustomer.lastName} can now review:`,
    );
    await expect(intro).toBeVisible();
    const links = intro.locator('xpath=following-sibling::ul[1]').getByRole('link');
    await expect(links).toHaveCount(2);
    await links.first().click();
    await expect(page).toHaveURL(/\/dashboard\/products\/1$/);
});

test('History entries: an order entry type without a component is drawn in the Order history, titled with its type in lower case and listing its data', async ({
    page,
}) => {
    await open(page, `/orders/${historyIds().order}`);
    await loadWholeHistory(page);
    await expect(page.getByText(giftNote.fallbackTitle, { exact: true })).toBeVisible();
    await expect(page.locator('p', { hasText: `message: ${giftNote.message}` })).toBeVisible();
});

test('History entries: a customer entry type without a component is not drawn in the Customer history', async ({
    page,
}) => {
    await open(page, `/customers/${historyIds().customer}`);
    await loadWholeHistory(page);
    // The history is there (the note written after the order) ...
    await expect(page.getByText(deliveredOrderCustomer.note)).toBeVisible();
    // ... but the gift note, which the Order history draws, is not.
    await expect(page.getByText(giftNote.message)).toHaveCount(0);
    await expect(page.getByText('customer gift note')).toHaveCount(0);
});

test('Customizing the login page: the login page shows the shop logo, the staff welcome and the company sign-in link, which opens the sign-in page', async ({
    browser,
}) => {
    // Signed out: a page of its own, without the session of beforeEach.
    const page = await browser.newPage();
    await page.goto(`${origin()}/dashboard/login`);
    await expect(page.getByText('Fjord Supply', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fjord Supply back office' })).toBeVisible();
    await expect(page.getByText('Sign in with your staff email address.')).toBeVisible();
    // beforeForm replaced the Dashboard's welcome text.
    await expect(page.getByText('Welcome to Vendure')).toHaveCount(0);
    // An anchor (with the role of a button), so it leaves the sign-in form unsubmitted.
    const companySignIn = page.getByRole('button', { name: 'Sign in with your company account' });
    await expect(companySignIn).toHaveJSProperty('tagName', 'A');
    await companySignIn.click();
    await expect(page).toHaveURL(/\/dashboard\/company-sign-in$/);
    await expect(page.getByRole('button', { name: 'Continue with your company account' })).toBeVisible();
    await page.close();
});

test('Theming: the header bar shows the shop logo, the toolbar item of the branding plugin', async ({ page }) => {
    await open(page, '/');
    await expect(page.locator('header').getByText('Fjord Supply', { exact: true })).toBeVisible();
});

type ThemeTokens = Record<string, string>;

/** The `theme` the Theming page passes to the Vite plugin, as the build read it (vite-options.ts in the app). */
function pageTheme(): { light: ThemeTokens; dark: ThemeTokens } {
    // Written by serve.ts before the tests run, so read when a test needs it, not when this file loads.
    type Module = { options: { theme: { light: ThemeTokens; dark: ThemeTokens } } };
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const generated = require(path.join(appDir, 'vite-options.ts')) as Module;
    return generated.options.theme;
}

for (const [scheme, defaults] of [
    ['light', lightTheme],
    ['dark', darkTheme],
] as const) {
    test(`Theming: in the ${scheme} theme, the Update button of a product is drawn in the theme option's primary and primary-foreground colours`, async ({
        page,
    }) => {
        const tokens = pageTheme()[scheme];
        // The Dashboard's theme stays "System": the browser's colour scheme picks light or dark.
        await page.emulateMedia({ colorScheme: scheme });
        await open(page, '/products/1');
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
        const update = page.getByRole('button', { name: 'Update' });
        await expect(update).toBeVisible();
        const colours = await update.evaluate(
            (button, values) => {
                // The browser's own reading of a CSS colour value, to compare with a computed colour.
                const probe = document.createElement('span');
                document.body.append(probe);
                const computed = (value: string) => {
                    probe.style.color = value;
                    return getComputedStyle(probe).color;
                };
                const result = {
                    background: getComputedStyle(button).backgroundColor,
                    text: getComputedStyle(button).color,
                    primary: computed(values.primary),
                    primaryForeground: computed(values.primaryForeground),
                    defaultPrimary: computed(values.defaultPrimary),
                };
                probe.remove();
                return result;
            },
            {
                primary: tokens.primary,
                primaryForeground: tokens['primary-foreground'],
                defaultPrimary: defaults.primary,
            },
        );
        // The page's colour is not the Dashboard's default, so the button shows the override.
        expect(colours.primary).not.toBe(colours.defaultPrimary);
        expect(colours.background).toBe(colours.primary);
        expect(colours.text).toBe(colours.primaryForeground);
    });
}

test("Theming: the additional stylesheet's rule for page titles gives them its font size", async ({ page }) => {
    // The page's stylesheet as the build imported it (written into the app from the Theming page's block).
    const css = fs.readFileSync(path.join(appDir, 'src/dashboard-theme.css'), 'utf8');
    const fontSize = /h1\[data-testid='page-heading'\]\s*\{[^}]*font-size:\s*([^;]+);/.exec(css)?.[1];
    expect(fontSize, 'the page title rule of src/dashboard-theme.css').toBeTruthy();
    await open(page, '/product-reviews');
    const heading = page.locator('h1[data-testid="page-heading"]');
    await expect(heading).toHaveText('Product reviews');
    const sizes = await heading.evaluate((h1, value) => {
        const probe = document.createElement('span');
        probe.style.fontSize = value;
        document.body.append(probe);
        const expected = getComputedStyle(probe).fontSize;
        probe.remove();
        return { actual: getComputedStyle(h1).fontSize, expected };
    }, fontSize);
    expect(sizes.actual).toBe(sizes.expected);
});

test('Data fetching: the review list shows the "N pending" badge, each row\'s menu starts with Approve and Reject above Delete, and Approve on a pending review shows "Review approved", turns its State to Approved and lowers the count by one', async ({
    page,
}, testInfo) => {
    const summary = `Waiting for a moderator (${testInfo.retry})`;
    await createPendingReview(summary);
    await open(page, '/product-reviews');
    const badge = page.getByText(/^\d+ pending$/);
    await expect(badge).toBeVisible();
    const pendingBefore = Number.parseInt((await badge.textContent())!, 10);
    expect(pendingBefore).toBeGreaterThanOrEqual(1);

    const row = page.getByRole('row').filter({ hasText: summary });
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await row.getByTestId('dt-row-actions-trigger').click();
    // Delete is the menu's last entry, but as the trigger of its confirmation dialog it is not a menu item.
    await expect(page.getByRole('menu')).toHaveText(/^ApproveReject.*Delete$/);
    await page.getByRole('menuitem', { name: 'Approve' }).click();
    await expect(page.getByText('Review approved')).toBeVisible();
    await expect(row.getByText('Approved', { exact: true })).toBeVisible();
    await expect(badge).toHaveText(`${pendingBefore - 1} pending`);
});

test('Tabbed pages: a review opens on its Review tab; Moderation shows State and Public response and puts ?tab=moderation in the URL, which a reload keeps; the Status block shows the saved state; switching tabs keeps unsaved changes without asking; a cleared summary marks the Review tab and disables Update', async ({
    page,
}) => {
    const review = reviews[2];
    await open(page, '/product-reviews');
    await page.getByRole('button', { name: review.summary }).click();
    await expect(page).toHaveURL(/\/product-reviews\/\d+$/);
    const reviewTab = page.getByRole('tab', { name: /^Review/ });
    const moderationTab = page.getByRole('tab', { name: 'Moderation' });
    await expect(reviewTab).toHaveAttribute('aria-selected', 'true');
    await expect(moderationTab).toHaveAttribute('aria-selected', 'false');
    for (const label of ['Product', 'Author', 'Summary', 'Rating', 'Review'])
        await expect(page.locator('label', { hasText: new RegExp(`^${label}$`) })).toBeVisible();
    const status = page.locator('[data-slot="card"]').filter({
        has: page.locator('[data-slot="card-title"]', { hasText: /^Status$/ }),
    });
    await expect(status).toHaveText(/Rejected/);

    await moderationTab.click();
    await expect(page).toHaveURL(/\/product-reviews\/\d+\?tab=moderation$/);
    await expect(page.getByRole('combobox')).toContainText('Rejected');
    await expect(page.getByText('Public response')).toBeVisible();
    await expect(page.getByText('Shown below the review in the shop')).toBeVisible();
    // Only the active panel is rendered.
    await expect(page.locator('input[name=summary]')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Moderation' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Public response')).toBeVisible();
    // A changed state is not the saved one: the Status block keeps the badge until Update.
    await page.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Approved' }).click();
    await expect(status).toHaveText(/Rejected/);

    await reviewTab.click();
    await expect(page).toHaveURL(/\/product-reviews\/\d+$/);
    await expect(reviewTab).not.toContainText('•');
    await page.locator('input[name=summary]').fill('');
    await moderationTab.click();
    await expect(reviewTab).toContainText('•');
    await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
    // Both tabs edit one form: the Moderation tab's change is kept too.
    await expect(page.getByRole('combobox')).toContainText('Approved');
    await reviewTab.click();
    await expect(page.locator('input[name=summary]')).toHaveValue('');
});

test("Customizing list pages: the product list shows the Editor Rating column after the name (stars, or a dash without a rating), and Set editor's rating, between Edit facet values and Duplicate in Actions, saves the chosen stars for the selected products", async ({
    page,
}) => {
    await open(page, '/products');
    const headers = page.getByRole('columnheader');
    await expect(headers.filter({ hasText: 'Editor Rating' })).toHaveCount(1);
    const headings = (await headers.allInnerTexts()).map(text => text.trim());
    const ratingIndex = headings.findIndex(text => text.startsWith('Editor Rating'));
    expect(headings[ratingIndex - 1]).toMatch(/^Name/);
    const ratingCells = page.locator('tbody tr').locator(`td:nth-child(${ratingIndex + 1})`);
    // Most products of the sample data have no rating.
    await expect(ratingCells.filter({ hasText: /^–$/ }).first()).toBeVisible();

    // The first two rows (the newest products), as in the page's picture: the Laptop and the Tablet, whose
    // ratings other tests set, are on a later page.
    const rows = page.locator('tbody tr');
    const names = [0, 1].map(index => rows.nth(index).locator('td').nth(2).innerText());
    const selected = await Promise.all(names);
    for (const index of [0, 1]) await rows.nth(index).getByRole('checkbox').click();
    await expect(page.getByText('2 selected')).toBeVisible();
    await page.getByRole('button', { name: 'Actions' }).click();
    await expect(page.getByRole('menu')).toHaveText(/Edit facet values.*Set editor's rating.*Duplicate/);
    await page.getByRole('menuitem', { name: "Set editor's rating" }).click();
    const dialog = page.getByRole('dialog', { name: "Set editor's rating" });
    await expect(dialog).toContainText('The rating is saved for the 2 selected product(s).');
    await dialog.getByRole('radio', { name: '4 of 5' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText("Editor's rating set for 2 product(s)")).toBeVisible();
    await expect(page.getByText('2 selected')).toBeHidden();
    for (const name of selected) {
        const row = page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
        await expect(row.locator(`td:nth-child(${ratingIndex + 1})`).getByLabel('4 of 5')).toBeVisible();
    }
});

test('Customizing detail pages: the Laptop shows a Collections card below Facet Values whose entries open the collection, and the Product name field counts its characters ("6 / 60 characters") as the name is typed', async ({
    page,
}) => {
    await open(page, '/products/1');
    const card = (title: string) =>
        page.locator('[data-slot="card"]').filter({
            has: page.locator('[data-slot="card-title"]', { hasText: new RegExp(`^${title}$`) }),
        });
    const collections = card('Collections');
    for (const name of ['Electronics', 'Computers'])
        await expect(collections.getByRole('button', { name })).toBeVisible();
    const [facetsBox, collectionsBox] = [await card('Facet Values').boundingBox(), await collections.boundingBox()];
    expect(collectionsBox!.y).toBeGreaterThanOrEqual(facetsBox!.y + facetsBox!.height);
    await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();

    await expect(page.getByText('6 / 60 characters')).toBeVisible();
    await page.getByText('6 / 60 characters').locator('xpath=preceding-sibling::input').fill('Laptop Pro 14');
    await expect(page.getByText('13 / 60 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update' })).toBeEnabled();

    await page.reload();
    await card('Collections').getByRole('button', { name: 'Computers' }).click();
    await expect(page).toHaveURL(/\/dashboard\/collections\/\d+$/);
    await expect(page.locator('h1[data-testid="page-heading"]')).toHaveText('Computers');
});

test('Alerts: with a review pending, the bell shows 1, its menu lists the alert with Later and Moderate; Later only closes it, Moderate closes it and opens the review list', async ({
    page,
}, testInfo) => {
    await createPendingReview(`Waiting for the bell (${testInfo.retry})`);
    const admin = await signedInAdmin(`${origin()}/admin-api`);
    const { reviews: pending } = await admin.request<{ reviews: { totalItems: number } }>(
        `query PendingCount { reviews(options: { take: 1, filter: { state: { eq: "pending" } } }) { totalItems } }`,
    );
    const title =
        pending.totalItems === 1
            ? '1 review is waiting for moderation'
            : `${pending.totalItems} reviews are waiting for moderation`;
    await open(page, '/');
    const bell = page.locator('header button').filter({ has: page.locator('svg.lucide-bell') });
    // The Dashboard runs the alerts' checks five seconds after it has loaded.
    const afterFirstCheck = { timeout: 15_000 };
    await expect(bell).toHaveText('1', afterFirstCheck);
    await bell.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Alerts', { exact: true })).toBeVisible();
    await expect(menu.getByText(title)).toBeVisible();
    await expect(menu.getByText('Approve or reject them under Reviews › Product reviews.')).toBeVisible();
    await menu.getByRole('button', { name: 'Later' }).click();
    await expect(bell).toHaveText('');
    await expect(page).toHaveURL(/\/dashboard\/?$/);

    // Dismissed until the next check: after a reload the alert is back.
    await page.reload();
    await expect(bell).toHaveText('1', afterFirstCheck);
    await bell.click();
    await page.getByRole('menu').getByRole('button', { name: 'Moderate' }).click();
    await expect(page).toHaveURL(/\/dashboard\/product-reviews(\?|$)/);
    await expect(bell).toHaveText('');
});

// Last: the display language is saved with the administrator's settings on the server, so the tests after
// this one would see the Dashboard in German.
test("Localization: with German as display language, the sidebar shows the plugin's catalog: Bewertungen with Produktbewertungen", async ({
    page,
}) => {
    await open(page, '/');
    const nav = page.locator('[data-sidebar="sidebar"]');
    // The user menu: the signed-in administrator at the bottom of the sidebar.
    await nav.locator('[data-sidebar="footer"]').getByText('Super Admin').click();
    await page
        .getByRole('menu')
        .getByRole('button', { name: /^Language/ })
        .click();
    const dialog = page.getByRole('dialog', { name: 'Select display language' });
    await dialog.getByRole('combobox').first().click();
    await page.getByRole('option', { name: /\bGerman$/ }).click();
    await page.keyboard.press('Escape');
    await nav.getByRole('button', { name: 'Bewertungen', exact: true }).click();
    await nav.getByRole('link', { name: 'Produktbewertungen', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/product-reviews(\?|$)/);
});
