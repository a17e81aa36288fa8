/**
 * The screens the User Guide shows, one entry per picture. `id` is the image's file name
 * (`static/img/user-guide/<id>.<light|dark>.webp`); `page` is the User Guide page that shows it.
 * The data they show is created by seed.ts.
 */
import type { Locator, Page } from '@playwright/test';

import type { ShotContext } from './capture';
import type { SeededIds } from './seed';

export interface Shot {
    id: string;
    /** The page under docs/user-guide/ that shows the picture. */
    page: string;
    /** Dashboard route after `/dashboard`. */
    path: (ids: SeededIds) => string;
    /** User settings for this screen (e.g. the content language); the rest are the defaults of capture.ts. */
    settings?: Record<string, unknown>;
    /** Other browser storage the Dashboard reads on load (e.g. a remembered test order). */
    localStorage?: (ids: SeededIds) => Record<string, string>;
    /** Text that must be on the screen before anything else happens. */
    waitFor: string;
    /** Clicks that bring the screen into the state shown (a dialog open, rows ticked). */
    prepare?: (context: ShotContext) => Promise<void>;
    /** Capture only the box around these elements (with `padding` px around it) instead of the viewport. */
    element?: (page: Page) => Locator[];
    padding?: number;
    /** Viewport height for this screen, when the part the page describes is further down (default 800). */
    height?: number;
    /** Regions the page's text refers to, numbered 1, 2, … in this order. */
    markers?: Array<(page: Page) => Locator>;
}

const dialog = (page: Page) => page.getByRole('dialog');
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
    },
    {
        id: 'product-detail',
        page: 'catalog/products.md',
        path: ids => `/products/${ids.productId}`,
        waitFor: 'Laptop 13 inch 8GB',
        height: 1000,
    },
    {
        id: 'variant-detail',
        page: 'catalog/products.md',
        path: ids => `/product-variants/${ids.variantId}`,
        waitFor: 'Price and tax',
        height: 1100,
    },
    {
        id: 'manage-variants',
        page: 'catalog/products.md',
        path: ids => `/products/${ids.productId}/variants`,
        waitFor: 'Add variant',
    },
    { id: 'facet-list', page: 'catalog/facets.md', path: () => '/facets', waitFor: 'plant type' },
    { id: 'facet-detail', page: 'catalog/facets.md', path: ids => `/facets/${ids.facetId}`, waitFor: 'Facet values' },
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
    },
    {
        id: 'collection-detail',
        page: 'catalog/collections.md',
        path: ids => `/collections/${ids.collectionId}`,
        waitFor: 'Inherit filters',
        height: 1200,
    },
    // Customers
    { id: 'customer-list', page: 'customers/index.md', path: () => '/customers', waitFor: 'emma.laurent@example.com' },
    {
        id: 'customer-detail',
        page: 'customers/index.md',
        path: ids => `/customers/${ids.customerId}`,
        waitFor: 'Customer history',
        height: 1900,
    },
    {
        id: 'customer-group',
        page: 'customers/index.md',
        path: ids => `/customer-groups/${ids.customerGroupId}`,
        waitFor: 'noah.fischer@example.com',
    },
    // Orders
    { id: 'order-list', page: 'orders/index.md', path: () => '/orders', waitFor: 'Emma Laurent' },
    {
        id: 'order-detail',
        page: 'orders/index.md',
        path: ids => `/orders/${ids.shippedOrderId}`,
        waitFor: 'Payment details',
        height: 1300,
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
            await page
                .locator('main')
                .getByRole('button')
                .filter({ has: page.locator('svg.lucide-ellipsis-vertical, svg.lucide-more-vertical') })
                .first()
                .click();
            await page.getByRole('menuitem', { name: 'Refund & Cancel' }).click();
            await dialog(page).getByText('Refund and cancel order', { exact: true }).waitFor();
        },
        element: page => [dialog(page)],
    },
    {
        id: 'draft-order',
        page: 'orders/draft-orders.md',
        path: ids => `/orders/draft/${ids.draftOrderId}`,
        waitFor: 'Order draft is ready to be completed',
        height: 1050,
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
    { id: 'promotion-list', page: 'promotions/index.md', path: () => '/promotions', waitFor: 'Free shipping over $75' },
    {
        id: 'promotion-detail',
        page: 'promotions/index.md',
        path: ids => `/promotions/${ids.promotionId}`,
        waitFor: 'Add action',
        height: 1480,
    },
    // Settings
    {
        id: 'administrator-detail',
        page: 'settings/administrators-roles.md',
        path: ids => `/administrators/${ids.administratorId}`,
        waitFor: 'Roles',
    },
    {
        id: 'role-detail',
        page: 'settings/administrators-roles.md',
        path: ids => `/roles/${ids.roleId}`,
        waitFor: 'Permissions',
        height: 1100,
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
    { id: 'channel-list', page: 'settings/channels.md', path: () => '/channels', waitFor: 'uk-store-token' },
    {
        id: 'channel-detail',
        page: 'settings/channels.md',
        path: ids => `/channels/${ids.channelId}`,
        waitFor: 'Channel defaults',
        height: 1000,
    },
    { id: 'country-list', page: 'settings/countries-zones.md', path: () => '/countries', waitFor: 'Afghanistan' },
    {
        id: 'zone-detail',
        page: 'settings/countries-zones.md',
        path: ids => `/zones/${ids.zoneId}`,
        waitFor: 'Åland Islands',
    },
    {
        id: 'global-settings',
        page: 'settings/global-settings.md',
        path: () => '/global-settings',
        waitFor: 'Track inventory by default',
    },
    {
        id: 'payment-method-detail',
        page: 'settings/payment-methods.md',
        path: ids => `/payment-methods/${ids.paymentMethodId}`,
        waitFor: 'Authorize and settle in 1 step',
        height: 900,
    },
    {
        id: 'shipping-method-detail',
        page: 'settings/shipping-methods.md',
        path: ids => `/shipping-methods/${ids.shippingMethodId}`,
        waitFor: 'Default Flat-Rate Shipping Calculator',
        height: 1300,
    },
    {
        id: 'test-shipping-methods',
        page: 'settings/shipping-methods.md',
        path: () => '/shipping-methods',
        waitFor: 'express-shipping',
        height: 1000,
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
                streetLine1: 'Lindenstraße 12',
                streetLine2: '',
                city: 'Berlin',
                province: '',
                postalCode: '10969',
                countryCode: 'DE',
                phoneNumber: '',
            }),
        }),
        prepare: async ({ page }) => {
            await page.getByRole('button', { name: 'Test', exact: true }).click();
            await dialog(page).getByText('Test shipping methods', { exact: true }).waitFor();
            await dialog(page).getByRole('button', { name: 'Run Test' }).click();
            await dialog(page).getByText('Express Shipping').waitFor();
        },
        element: page => [dialog(page)],
    },
    { id: 'tax-category-list', page: 'settings/taxes.md', path: () => '/tax-categories', waitFor: 'Zero Tax' },
    { id: 'tax-rate-list', page: 'settings/taxes.md', path: () => '/tax-rates', waitFor: 'Standard Tax Europe' },
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
    },
];

export { dialog, menu, sidebar };
