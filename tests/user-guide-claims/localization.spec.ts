/** The claims of docs/user-guide/localization/index.md in the real Dashboard (see README.md). */
import { expect, test } from '@playwright/test';

import { administratorWith, dashboard, signIn, state } from './fixtures';

test("switching Content to German shows a product's German texts in its translatable fields", async ({ page }) => {
    // An administrator of its own: the content language is remembered with the account.
    await signIn(page, await administratorWith(['ReadCatalog', 'UpdateCatalog']));
    await page.goto(dashboard(`/products/${state.ids.translatedProductId}`));
    await expect(page.getByLabel('Product name')).toHaveValue('Spiky Cactus');
    await page.locator('[data-sidebar="header"]').getByText('Default channel').click();
    await page.getByRole('menu').getByText('Content:').hover();
    await page.getByRole('menuitem', { name: /German/ }).click();
    await expect(page.getByLabel('Product name')).toHaveValue('Stacheliger Kaktus');
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue('stacheliger-kaktus');
});
