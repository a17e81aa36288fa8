/** The claims of docs/user-guide/customers/index.md in the real Dashboard (see README.md). */
import { expect, test } from '@playwright/test';

import { createNeedsUpdateClaim } from './create-claims';
import { administratorWith, dashboard, signIn, state } from './fixtures';

createNeedsUpdateClaim('the Create button on a new customer needs UpdateCustomer too', {
    route: '/customers/new',
    title: 'New customer',
    read: 'ReadCustomer',
    create: 'CreateCustomer',
    update: 'UpdateCustomer',
});

test('Add new address shows for everyone who can open the customer', async ({ page }) => {
    await signIn(page, await administratorWith(['ReadCustomer']));
    await page.goto(dashboard(`/customers/${state.ids.customerId}`));
    await expect(page.getByText('1200 Pine Street').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add new address' })).toBeVisible();
});
