/**
 * The screens the Dashboard guides show: their running example (tests/dashboard-example/) in the real
 * Dashboard, one entry per picture, most visible first. `id` is the image's file name
 * (`static/img/dashboard-guide/<id>.<light|dark>.webp`); `page` is the page under
 * docs/guides/extending-the-dashboard/ that shows it. The reviews are the browser tests' (their seed.ts);
 * example-seed.ts adds the rest.
 */
import type { Page } from '@playwright/test';

import { reviews } from '../../tests/dashboard-example/seed';
import type { ExampleIds } from './example-seed';
import { pictured, reviewedProduct, selectedProducts } from './example-seed';
import { content, menu, type Shot } from './shots';

/** A card (page block or widget) by its exact title; not the sidebar's section of the same name. */
const titledCard = (page: Page, title: string) =>
    page
        .locator('[data-slot="card-title"]')
        .filter({ hasText: new RegExp(`^${title}$`) })
        .locator('xpath=ancestor::*[@data-slot="card"][1]');

/** The row of the page's title and its action bar (the innermost element holding both). */
const titleRow = (page: Page) =>
    page
        .locator('div')
        .filter({ has: page.getByTestId('page-heading') })
        .filter({ has: page.getByRole('button', { name: 'Update' }) })
        .last();

/** The header's alerts button (a bell; it has no accessible name). */
const alertsBell = (page: Page) => page.locator('button').filter({ has: page.locator('svg[class*="lucide-bell"]') });

export const exampleShots: Array<Shot<ExampleIds>> = [
    {
        id: 'review-list',
        page: 'creating-pages/list-pages.md',
        width: 1024,
        path: () => '/product-reviews',
        waitFor: 'Light enough to read in bed',
        element: page => [content(page)],
    },
    {
        // The detail page as the guide leaves it: tabs (Tabbed pages), stars (Custom form components), the
        // Status and Shop preview blocks (Page blocks) and View product (Action bar items); Page blocks is
        // the page whose text describes all of them.
        id: 'review-shop-preview',
        page: 'customizing-pages/page-blocks.md',
        path: ids => `/product-reviews/${ids.reviewId}`,
        waitFor: pictured.authorName,
        element: page => [content(page)],
    },
    {
        // The New review page that Detail pages describes, as the whole guide leaves it (the page says what
        // later pages changed: the Moderation tab, the stars); a new review has no Status or Shop preview.
        id: 'review-new',
        page: 'creating-pages/detail-pages.md',
        path: () => '/product-reviews/new',
        waitFor: 'Summary',
        element: page => [content(page)],
    },
    {
        id: 'review-moderation-tab',
        page: 'creating-pages/tabbed-pages.md',
        path: ids => `/product-reviews/${ids.reviewId}?tab=moderation`,
        waitFor: 'Public response',
        element: page => [page.getByRole('tablist').locator('xpath=ancestor::*[@data-slot="card"][1]')],
        padding: 1,
    },
    {
        id: 'reviews-nav-section',
        page: 'navigation.md',
        path: () => '/product-reviews',
        waitFor: 'Light enough to read in bed',
        element: page => [page.locator('[data-sidebar="group"]').first()],
    },
    {
        id: 'product-reviews-block',
        page: 'customizing-pages/page-blocks.md',
        path: () => '/products/1',
        waitFor: '3 of 3 reviews',
        element: page => [titledCard(page, 'Reviews')],
        padding: 1,
    },
    {
        id: 'approve-pending-button',
        page: 'customizing-pages/action-bar-items.md',
        path: () => '/products/1',
        waitFor: 'Approve pending (1)',
        prepare: async ({ page }) => {
            await page.getByTestId('action-bar-dropdown-trigger').click();
            await menu(page).waitFor();
        },
        element: page => [titleRow(page), menu(page)],
    },
    {
        id: 'pending-reviews-widget',
        page: 'customizing-pages/insights-widgets.md',
        path: () => '/',
        waitFor: 'Pending reviews',
        element: page => [titledCard(page, 'Pending reviews')],
        padding: 1,
    },
    {
        id: 'product-list-editor-rating',
        page: 'customizing-pages/customizing-list-pages.md',
        width: 1024,
        path: () => '/products',
        waitFor: selectedProducts[0],
        prepare: async ({ page }) => {
            for (const name of selectedProducts)
                await page.getByRole('row').filter({ hasText: name }).first().getByRole('checkbox').click();
            await page.getByRole('button', { name: 'Actions' }).click();
            await menu(page).waitFor();
        },
        element: page => [content(page), menu(page)],
    },
    {
        // Signed out: the logo, the card and the version mark below it (the column the login page centres).
        id: 'login-page-branding',
        page: 'customizing-pages/customizing-login-page.md',
        signedOut: true,
        path: () => '/login',
        waitFor: 'Fjord Supply back office',
        element: page => [page.locator('form').locator('xpath=ancestor::div[contains(@class, "max-w-sm")][1]')],
    },
    {
        id: 'review-form-star-rating',
        page: 'custom-form-components/index.md',
        path: ids => `/product-reviews/${ids.reviewId}`,
        waitFor: pictured.authorName,
        element: page => [page.getByRole('tablist').locator('xpath=ancestor::*[@data-slot="card"][1]')],
        padding: 1,
    },
    {
        id: 'product-review-custom-fields',
        page: 'custom-form-components/form-component-examples.md',
        path: ids => `/products/${ids.reviewedProductId}`,
        waitFor: reviewedProduct.reviewTopics[0],
        element: page => [page.getByText("Editor's rating").locator('xpath=ancestor::*[@data-slot="card"][1]')],
        padding: 1,
    },
    {
        id: 'review-response-rejected-hint',
        page: 'custom-form-components/form-component-examples.md',
        path: ids => `/product-reviews/${ids.reviewId}?tab=moderation`,
        waitFor: 'Public response',
        prepare: async ({ page }) => {
            await page.getByRole('combobox').click();
            await page.getByRole('option', { name: 'Rejected' }).click();
            await page.getByText('This review is rejected.').waitFor();
        },
        element: page => [page.getByRole('tablist').locator('xpath=ancestor::*[@data-slot="card"][1]')],
        padding: 1,
    },
    {
        // German from the user settings, as if chosen under Language in the user menu.
        id: 'reviews-nav-section-german',
        page: 'localization.md',
        settings: { displayLanguage: 'de' },
        path: () => '/product-reviews',
        waitFor: 'Produktbewertungen',
        element: page => [page.locator('[data-sidebar="group"]').first()],
    },
    {
        id: 'header-logo',
        page: 'theming.md',
        width: 1024,
        path: () => '/product-reviews',
        waitFor: 'Light enough to read in bed',
        element: page => [page.locator('header').first()],
        padding: 0,
    },
    {
        // The Featured review field (label and button) with its popover open; the window is tall enough
        // for the popover to open below the button, as it does unless the button is near the window's edge.
        id: 'featured-review-selector',
        page: 'custom-form-components/relation-selectors.md',
        height: 1600,
        path: ids => `/products/${ids.reviewedProductId}`,
        waitFor: 'Select review',
        prepare: async ({ page }) => {
            await page.getByRole('button', { name: 'Select review' }).click();
            await page.getByText('No more items').waitFor();
        },
        element: page => [
            page.getByText('Featured review', { exact: true }),
            page.getByRole('button', { name: 'Select review' }),
            page.locator('[data-slot="popover-content"]'),
        ],
    },
    {
        id: 'product-collections-block',
        page: 'customizing-pages/customizing-detail-pages.md',
        path: () => '/products/1',
        waitFor: 'Computers',
        element: page => [titledCard(page, 'Collections')],
        padding: 1,
    },
    {
        id: 'product-name-counter',
        page: 'customizing-pages/customizing-detail-pages.md',
        path: () => '/products/1',
        waitFor: '/ 60 characters',
        // The innermost element holding the field's label and the replacement input's counter.
        element: page => [
            page
                .locator('div')
                .filter({ has: page.getByText('Product name', { exact: true }) })
                .filter({ has: page.getByText('/ 60 characters') })
                .last(),
        ],
        padding: 8,
    },
    {
        id: 'pending-reviews-alert',
        page: 'alerts.md',
        path: () => '/product-reviews',
        waitFor: 'Light enough to read in bed',
        prepare: async ({ page }) => {
            // The alert's first check runs a few seconds after the page has loaded; the bell then shows a count.
            await alertsBell(page).filter({ hasText: '1' }).waitFor({ timeout: 20_000 });
            await alertsBell(page).click();
            await menu(page).getByText('1 review is waiting for moderation').waitFor();
        },
        element: page => [alertsBell(page), menu(page)],
    },
    {
        id: 'order-review-request',
        page: 'customizing-pages/history-entries.md',
        path: ids => `/orders/${ids.orderId}`,
        waitFor: 'Review request',
        element: page => [titledCard(page, 'Order history')],
        padding: 1,
    },
    {
        // The "⋯" menu of the pending review, open over the list whose action bar shows the pending count.
        id: 'review-list-row-actions',
        page: 'data-fetching.md',
        width: 1024,
        path: () => '/product-reviews',
        waitFor: '1 pending',
        prepare: async ({ page }) => {
            const pending = reviews.find(review => review.state === 'pending')!;
            await page
                .getByRole('row')
                .filter({ hasText: pending.summary })
                .getByTestId('dt-row-actions-trigger')
                .click();
            await menu(page).waitFor();
        },
        element: page => [content(page), menu(page)],
    },
];
