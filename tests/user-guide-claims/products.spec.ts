/** The claims of docs/user-guide/catalog/products.md in the real Dashboard (see README.md). */
import { expect, test } from '@playwright/test';

import { createNeedsUpdateClaim } from './create-claims';
import { menuEntry, openBulkActions, openNewItemPage } from './dashboard';
import { dashboard, signIn } from './fixtures';

createNeedsUpdateClaim('the Create button on a new product needs UpdateProduct too', {
    route: '/products/new',
    title: 'New product',
    read: 'ReadProduct',
    create: 'CreateProduct',
    update: 'UpdateProduct',
});

test('a new product starts with Enabled switched off', async ({ page }) => {
    await signIn(page);
    await openNewItemPage(page, '/products/new', 'New product');
    await expect(page.getByRole('switch')).not.toBeChecked();
});

test('Remove from channel is greyed out in the default channel', async ({ page }) => {
    await signIn(page);
    await page.goto(dashboard('/products'));
    await openBulkActions(page, 'Laptop');
    await expect(menuEntry(page, 'Remove from channel')).toBeDisabled();
    await expect(menuEntry(page, 'Duplicate')).toBeEnabled();
});
