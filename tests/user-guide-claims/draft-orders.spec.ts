/** The claims of docs/user-guide/orders/draft-orders.md in the real Dashboard (see README.md). */
import { expect, test, type Page } from '@playwright/test';

import { dialog, orderState } from './dashboard';
import { dashboard, readyDraftOrder, signIn, superadmin } from './fixtures';

const completeDraft = (page: Page) => page.getByRole('button', { name: 'Complete draft', exact: true });

test.beforeEach(async ({ page }) => {
    await signIn(page);
});

test('Draft order opens a new empty draft with its order code, Complete draft greyed out until a customer is chosen', async ({
    page,
}) => {
    await page.goto(dashboard('/orders'));
    await page.getByRole('button', { name: 'Draft order' }).click();
    await page.waitForURL(/\/orders\/draft\/\w+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Draft order: [A-Z0-9]{10,}$/);
    await expect(page.getByText('Select a customer to continue')).toBeVisible();
    await expect(completeDraft(page)).toBeDisabled();
});

test('Complete draft opens the order page in Arranging payment', async ({ page }) => {
    const orderId = await readyDraftOrder();
    await page.goto(dashboard(`/orders/draft/${orderId}`));
    await expect(page.getByText('Order draft is ready to be completed')).toBeVisible();
    await completeDraft(page).click();
    await page.waitForURL(url => url.pathname.endsWith(`/orders/${orderId}`));
    await expect(orderState(page, 'Arranging payment')).toBeVisible();
});

test('Delete draft removes the draft and returns to the order list', async ({ page }) => {
    const orderId = await readyDraftOrder();
    await page.goto(dashboard(`/orders/draft/${orderId}`));
    await page.getByRole('button', { name: 'Delete draft', exact: true }).click();
    await expect(page.getByText('Are you sure you want to delete this draft order?')).toBeVisible();
    await page.getByRole('alertdialog').or(dialog(page)).getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(url => url.pathname.endsWith('/orders'));
    const admin = await superadmin();
    const { order } = await admin.request<{ order: { id: string } | null }>(
        `query Order($id: ID!) { order(id: $id) { id } }`,
        { id: orderId },
    );
    expect(order).toBeNull();
});
