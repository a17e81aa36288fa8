/**
 * The screens the User Guide shows, one entry per picture. `id` is the image's file name
 * (`static/img/user-guide/<id>.<light|dark>.webp`); `page` is the User Guide page that shows it.
 * The data they show is created by seed.ts.
 */
import type { Locator, Page } from '@playwright/test';

import type { ShotContext } from './capture';
import { dialog, openOrderMenu } from './dashboard-ui';
import type { SeededIds } from './seed';

/** One picture; `Ids` are the ids of the data its server was seeded with (seed.ts for the User Guide). */
export interface Shot<Ids = SeededIds> {
    id: string;
    /** The page that shows the picture, relative to its gallery's docs folder (images.ts). */
    page: string;
    /** Dashboard route after `/dashboard`. */
    path: (ids: Ids) => string;
    /** User settings for this screen (e.g. the content language); the rest are the defaults of capture.ts. */
    settings?: Record<string, unknown>;
    /** Other browser storage the Dashboard reads on load (e.g. a remembered test order). */
    localStorage?: (ids: Ids) => Record<string, string>;
    /** Taken without a session, in a browser context that never signs in (the login page). */
    signedOut?: boolean;
    /** Text that must be on the screen before anything else happens. */
    waitFor: string;
    /** Clicks that bring the screen into the state shown (a dialog open, rows ticked). */
    prepare?: (context: ShotContext<Ids>) => Promise<void>;
    /** Capture only the box around these elements (with `padding` px around it) instead of the viewport. */
    element?: (page: Page) => Locator[];
    padding?: number;
    /** Viewport width for this screen, when a table needs more room than the default 1280 px to show every column. */
    width?: number;
    /**
     * Viewport height for this screen (default 800). With `element`, the window grows by itself until the
     * whole box fits.
     */
    height?: number;
    /** Regions the page's text refers to, numbered 1, 2, … in this order. */
    markers?: Array<(page: Page) => Locator>;
}

/** The page's own content right of the sidebar: its title row, blocks and tables, without the breadcrumb bar. */
export const content = (page: Page) =>
    page.getByTestId('page-heading').locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " m-4 ")][1]');
/** The block (card) whose heading is `title`. */
export const card = (page: Page, title: string) =>
    page.getByText(title, { exact: true }).first().locator('xpath=ancestor::*[@data-slot="card"][1]');
const menu = (page: Page) => page.getByRole('menu');
const sidebar = (page: Page) => page.locator('[data-sidebar="sidebar"]').first();

export const shots: Shot[] = [
    // User Guide overview
    {
        id: 'dashboard-layout',
        page: 'index.mdx',
        path: () => '/products',
        waitFor: 'Modern Cafe Chair',
        markers: [
            page => page.locator('[data-sidebar="header"]'),
            page => page.locator('[data-sidebar="group"]').first(),
            page => page.locator('[data-sidebar="footer"]'),
            page => page.getByRole('button', { name: 'New Product' }),
        ],
    },
    {
        id: 'user-menu',
        page: 'index.mdx',
        path: () => '/products',
        waitFor: 'Modern Cafe Chair',
        prepare: async ({ page }) => {
            await page.locator('[data-sidebar="footer"]').getByText('Super Admin').click();
            await menu(page).waitFor();
        },
        element: page => [page.locator('[data-sidebar="footer"]'), menu(page)],
    },
    // Catalog
    {
        id: 'product-list-bulk-actions',
        width: 1024,
        page: 'catalog/products.md',
        path: () => '/products',
        waitFor: 'Modern Cafe Chair',
        prepare: async ({ page }) => {
            const rows = page.getByRole('row');
            await rows.nth(1).getByRole('checkbox').click();
            await rows.nth(3).getByRole('checkbox').click();
            await page.getByRole('button', { name: 'Actions' }).click();
            await menu(page).waitFor();
        },
        element: page => [content(page), menu(page)],
    },
    {
        id: 'product-detail',
        page: 'catalog/products.md',
        path: ids => `/products/${ids.productId}`,
        waitFor: 'Laptop 13 inch 8GB',
        width: 1600,
        height: 1000,
        element: page => [content(page)],
    },
    {
        id: 'variant-detail',
        page: 'catalog/products.md',
        path: ids => `/product-variants/${ids.variantId}`,
        waitFor: 'Price and tax',
        height: 1100,
        element: page => [content(page)],
    },
    {
        id: 'manage-variants',
        page: 'catalog/products.md',
        path: ids => `/products/${ids.productId}/variants`,
        waitFor: 'Add variant',
        element: page => [content(page)],
    },
    {
        id: 'facet-list',
        width: 1024,
        page: 'catalog/facets.md',
        path: () => '/facets',
        waitFor: 'plant type',
        element: page => [content(page)],
    },
    {
        id: 'facet-detail',
        page: 'catalog/facets.md',
        path: ids => `/facets/${ids.facetId}`,
        waitFor: 'Facet values',
        element: page => [content(page)],
    },
    {
        id: 'collection-list',
        page: 'catalog/collections.md',
        path: () => '/collections',
        waitFor: 'Sports & Outdoor',
        prepare: async ({ page }) => {
            await page
                .getByRole('row')
                .filter({ hasText: 'Electronics' })
                .getByRole('button', { name: 'Expand' })
                .click();
            await page.getByText('Camera & Photo').first().waitFor();
        },
        element: page => [content(page)],
    },
    {
        id: 'collection-detail',
        page: 'catalog/collections.md',
        path: ids => `/collections/${ids.collectionId}`,
        waitFor: 'Inherit filters',
        height: 1200,
        element: page => [content(page)],
    },
    // Customers
    {
        id: 'customer-list',
        width: 1024,
        page: 'customers/index.md',
        path: () => '/customers',
        waitFor: 'emma.laurent@example.com',
        element: page => [content(page)],
    },
    {
        id: 'customer-detail',
        page: 'customers/index.md',
        path: ids => `/customers/${ids.customerId}`,
        waitFor: 'Customer history',
        height: 1900,
        element: page => [content(page)],
    },
    {
        id: 'customer-group',
        page: 'customers/index.md',
        path: ids => `/customer-groups/${ids.customerGroupId}`,
        waitFor: 'noah.fischer@example.com',
        element: page => [content(page)],
    },
    // Orders
    {
        id: 'order-list',
        page: 'orders/index.md',
        path: () => '/orders',
        waitFor: 'Emma Laurent',
        width: 1440,
        element: page => [content(page)],
    },
    {
        id: 'order-detail',
        page: 'orders/index.md',
        path: ids => `/orders/${ids.shippedOrderId}`,
        waitFor: 'Payment details',
        height: 1300,
        element: page => [content(page)],
    },
    {
        id: 'order-settle-payment',
        page: 'orders/index.md',
        path: ids => `/orders/${ids.authorizedOrderId}`,
        waitFor: 'Payment details',
        height: 1300,
        prepare: async ({ page }) => {
            const card = page.getByText('Payment details').locator('xpath=ancestor::*[@data-slot="card"][1]');
            await card.getByRole('button').last().click();
            await menu(page).waitFor();
        },
        element: page => [
            page.getByText('Payment details').locator('xpath=ancestor::*[@data-slot="card"][1]'),
            menu(page),
        ],
    },
    {
        id: 'fulfill-order-dialog',
        page: 'orders/index.md',
        path: ids => `/orders/${ids.settledOrderId}`,
        waitFor: 'Payment details',
        prepare: async ({ page }) => {
            await page.getByRole('button', { name: 'Fulfill order' }).click();
            await dialog(page).getByText('Fulfillment handler', { exact: true }).waitFor();
            // The handler's two text arguments: method, trackingCode (the quantities are number inputs).
            await dialog(page).getByRole('textbox').nth(0).fill('DHL Parcel');
            await dialog(page).getByRole('textbox').nth(1).fill('DHL-3816402977');
        },
        element: page => [dialog(page)],
    },
    {
        id: 'refund-dialog',
        page: 'orders/index.md',
        path: ids => `/orders/${ids.settledOrderId}`,
        waitFor: 'Payment details',
        height: 1000,
        prepare: async ({ page }) => {
            await openOrderMenu(page);
            await page.getByRole('menuitem', { name: 'Refund & Cancel' }).click();
            await dialog(page).getByText('Refund and cancel order', { exact: true }).waitFor();
            // A real refund: both skipping ropes (which ticks their Return to stock), with a reason.
            const ropes = dialog(page).getByRole('row').filter({ hasText: 'Skipping Rope' });
            await ropes.getByTestId('refund-quantity').fill('2');
            await dialog(page).getByRole('combobox').click();
            await page.getByRole('option').first().click();
            await dialog(page)
                .getByRole('button', { name: /^Refund \$[1-9]/ })
                .waitFor();
        },
        element: page => [dialog(page)],
    },
    {
        id: 'draft-order',
        page: 'orders/draft-orders.md',
        path: ids => `/orders/draft/${ids.draftOrderId}`,
        waitFor: 'Order draft is ready to be completed',
        height: 1050,
        element: page => [content(page)],
    },
    {
        id: 'add-payment-dialog',
        page: 'orders/draft-orders.md',
        path: ids => `/orders/${ids.completedDraftOrderId}`,
        waitFor: 'Payment details',
        prepare: async ({ page }) => {
            await page.getByRole('button', { name: 'Add payment' }).click();
            await dialog(page).getByText('Transaction ID', { exact: true }).waitFor();
        },
        element: page => [dialog(page)],
    },
    // Promotions
    {
        id: 'promotion-list',

        page: 'promotions/index.md',
        path: () => '/promotions',
        waitFor: 'Free shipping over $75',
        element: page => [content(page)],
    },
    {
        id: 'promotion-detail',
        page: 'promotions/index.md',
        path: ids => `/promotions/${ids.promotionId}`,
        waitFor: 'Add action',
        height: 1480,
        element: page => [content(page)],
    },
    // Settings
    {
        id: 'administrator-detail',
        page: 'settings/administrators-roles.md',
        path: ids => `/administrators/${ids.administratorId}`,
        waitFor: 'Roles',
        element: page => [content(page)],
    },
    {
        id: 'role-detail',
        page: 'settings/administrators-roles.md',
        path: ids => `/roles/${ids.roleId}`,
        waitFor: 'Permissions',
        height: 1100,
        element: page => [content(page)],
    },
    {
        id: 'channel-switcher',
        page: 'settings/channels.md',
        path: () => '/channels',
        waitFor: 'uk-store-token',
        prepare: async ({ page }) => {
            await page.locator('[data-sidebar="header"]').getByText('Default channel').click();
            await menu(page).waitFor();
        },
        element: page => [page.locator('[data-sidebar="header"]'), menu(page)],
    },
    {
        id: 'channel-list',
        page: 'settings/channels.md',
        path: () => '/channels',
        waitFor: 'uk-store-token',
        element: page => [content(page)],
    },
    {
        id: 'channel-detail',
        page: 'settings/channels.md',
        path: ids => `/channels/${ids.channelId}`,
        waitFor: 'Channel defaults',
        height: 1000,
        element: page => [content(page)],
    },
    {
        id: 'country-list',
        width: 1024,
        page: 'settings/countries-zones.md',
        path: () => '/countries',
        waitFor: 'Afghanistan',
        element: page => [content(page)],
    },
    {
        id: 'zone-detail',
        page: 'settings/countries-zones.md',
        path: ids => `/zones/${ids.zoneId}`,
        waitFor: 'Åland Islands',
        element: page => [content(page)],
    },
    {
        id: 'global-settings',
        page: 'settings/global-settings.md',
        path: () => '/global-settings',
        waitFor: 'Track inventory by default',
        element: page => [content(page)],
    },
    {
        id: 'payment-method-detail',
        page: 'settings/payment-methods.md',
        path: ids => `/payment-methods/${ids.paymentMethodId}`,
        waitFor: 'Authorize and settle in 1 step',
        height: 900,
        element: page => [content(page)],
    },
    {
        id: 'shipping-method-detail',
        page: 'settings/shipping-methods.md',
        path: ids => `/shipping-methods/${ids.shippingMethodId}`,
        waitFor: 'Default Flat-Rate Shipping Calculator',
        height: 1300,
        element: page => [content(page)],
    },
    {
        id: 'test-shipping-methods',
        page: 'settings/shipping-methods.md',
        path: () => '/shipping-methods',
        waitFor: 'express-shipping',
        height: 1400,
        localStorage: ids => ({
            'vendure-shipping-test-order': JSON.stringify([
                {
                    id: ids.variantId,
                    name: 'Laptop 13 inch 8GB',
                    sku: 'L2201308',
                    unitPriceWithTax: 155880,
                    quantity: 1,
                },
            ]),
            'vendure-shipping-test-address': JSON.stringify({
                fullName: 'Hannah Becker',
                company: '',
                streetLine1: '1200 Pine Street',
                streetLine2: '',
                city: 'Seattle',
                province: 'WA',
                postalCode: '98101',
                countryCode: 'US',
                phoneNumber: '',
            }),
        }),
        prepare: async ({ page }) => {
            await page.getByRole('button', { name: 'Test', exact: true }).click();
            await dialog(page).getByText('Test shipping methods', { exact: true }).waitFor();
            await dialog(page).getByRole('button', { name: 'Run Test' }).click();
            await dialog(page).getByText('Express Shipping').waitFor();
            // Unfold the order the test ran with (one section opens at a time; the address stays summarised).
            await dialog(page).getByText('Test Order', { exact: true }).click();
            await dialog(page).getByText('Laptop 13 inch 8GB').first().waitFor();
        },
        element: page => [dialog(page).getByText('Test shipping methods', { exact: true }), card(page, 'Test Results')],
    },
    {
        id: 'tax-category-list',
        width: 1024,
        page: 'settings/taxes.md',
        path: () => '/tax-categories',
        waitFor: 'Zero Tax',
        element: page => [content(page)],
    },
    {
        id: 'tax-rate-list',
        page: 'settings/taxes.md',
        path: () => '/tax-rates',
        waitFor: 'Standard Tax Europe',
        element: page => [content(page)],
    },
    // Languages
    {
        id: 'display-language-dialog',
        page: 'localization/index.md',
        path: () => '/global-settings',
        waitFor: 'Track inventory by default',
        prepare: async ({ page }) => {
            await page.locator('[data-sidebar="footer"]').getByText('Super Admin').click();
            await menu(page).getByText('Language', { exact: true }).click();
            await dialog(page).getByText('Medium date', { exact: true }).waitFor();
        },
        element: page => [dialog(page)],
    },
    {
        id: 'manage-languages-dialog',
        page: 'localization/index.md',
        path: () => '/global-settings',
        waitFor: 'Track inventory by default',
        prepare: async ({ page }) => {
            await page.locator('[data-sidebar="header"]').getByText('Default channel').click();
            await menu(page).getByText('Content:').hover();
            await page.getByText('Manage Languages', { exact: true }).click();
            await dialog(page).getByText('Global Languages', { exact: true }).waitFor();
            await dialog(page).getByText('French', { exact: true }).waitFor();
        },
        element: page => [dialog(page)],
    },
    {
        id: 'product-translated',
        page: 'localization/index.md',
        path: ids => `/products/${ids.translatedProductId}`,
        settings: { contentLanguage: 'de' },
        waitFor: 'Stacheliger Kaktus',
        element: page => [page.locator('[data-sidebar="header"]'), content(page)],
    },
];

export { dialog, menu, sidebar };
