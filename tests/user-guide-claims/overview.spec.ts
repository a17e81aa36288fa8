/** The claims of docs/user-guide/index.mdx (the User Guide's overview) in the real Dashboard (see README.md). */
import { expect, test } from '@playwright/test';

import { menuEntry, openBulkActions } from './dashboard';
import { administratorWith, dashboard, signIn, state } from './fixtures';

test('Update stays greyed out until something on the page has changed', async ({ page }) => {
    await signIn(page);
    await page.goto(dashboard(`/products/${state.ids.productId}`));
    const update = page.getByRole('button', { name: 'Update', exact: true });
    await expect(page.getByLabel('Product name')).toHaveValue('Laptop');
    await expect(update).toBeDisabled();
    // Changed but not saved: the test leaves the product as it was.
    await page.getByLabel('Product name').fill('Laptop (changed)');
    await expect(update).toBeEnabled();
});

test("without the delete permission, Delete is greyed out in a list's Actions menu while Duplicate is offered", async ({
    page,
}) => {
    await signIn(page, await administratorWith(['ReadCatalog']));
    await page.goto(dashboard('/products'));
    await openBulkActions(page, 'Laptop');
    await expect(menuEntry(page, 'Delete')).toBeDisabled();
    await expect(menuEntry(page, 'Duplicate')).toBeEnabled();
});
