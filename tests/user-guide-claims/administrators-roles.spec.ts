/** The claims of docs/user-guide/settings/administrators-roles.md in the real Dashboard (see README.md). */
import { expect, test } from '@playwright/test';

import { createNeedsUpdateClaim } from './create-claims';
import { administratorWith, dashboard, signIn } from './fixtures';

createNeedsUpdateClaim('the Create button on a new administrator needs UpdateAdministrator too', {
    route: '/administrators/new',
    title: 'New administrator',
    read: 'ReadAdministrator',
    create: 'CreateAdministrator',
    update: 'UpdateAdministrator',
});

createNeedsUpdateClaim('the Create button on a new role needs UpdateAdministrator too', {
    route: '/roles/new',
    title: 'New role',
    read: 'ReadAdministrator',
    create: 'CreateAdministrator',
    update: 'UpdateAdministrator',
});

test('Draft order on the orders list is not hidden from a role without CreateOrder', async ({ page }) => {
    await signIn(page, await administratorWith(['ReadOrder']));
    await page.goto(dashboard('/orders'));
    await expect(page.getByRole('button', { name: 'Draft order' })).toBeVisible();
});
