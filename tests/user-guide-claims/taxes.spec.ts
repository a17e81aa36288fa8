/** The claims of docs/user-guide/settings/taxes.md in the real Dashboard (see README.md). */
import { expect, test } from '@playwright/test';

import { createNeedsUpdateClaim } from './create-claims';
import { openOrder, settledOrder, signIn } from './fixtures';

createNeedsUpdateClaim('the Create button on a new tax category needs UpdateTaxCategory too', {
    route: '/tax-categories/new',
    title: 'New tax category',
    read: 'ReadTaxCategory',
    create: 'CreateTaxCategory',
    update: 'UpdateTaxCategory',
});

createNeedsUpdateClaim('the Create button on a new tax rate needs UpdateTaxRate too', {
    route: '/tax-rates/new',
    title: 'New tax rate',
    read: 'ReadTaxRate',
    create: 'CreateTaxRate',
    update: 'UpdateTaxRate',
});

test('an order shows a Tax summary with each rate, its tax base and tax total', async ({ page }) => {
    const order = await settledOrder();
    await signIn(page);
    await openOrder(page, order.id);
    const summary = page
        .getByText('Tax summary', { exact: true })
        .first()
        .locator('xpath=ancestor::*[@data-slot="card"][1]');
    for (const heading of ['Description', 'Tax rate', 'Tax base', 'Tax total'])
        await expect(summary.getByText(heading, { exact: true })).toBeVisible();
    await expect(summary.getByText('Standard Tax Americas')).toBeVisible();
});
