/** The claims of docs/user-guide/settings/shipping-methods.md in the real Dashboard (see README.md). */
import { expect, test } from '@playwright/test';

import { dashboard, readyDraftOrder, signIn, superadmin } from './fixtures';
import { createShippingMethod } from './items';
import { settingsRowHidesClaim } from './settings-row-claims';

test("a method with a minimum order value is offered only once the items' subtotal with tax reaches it", async ({
    page,
}) => {
    const orderId = await readyDraftOrder();
    const admin = await superadmin();
    const { order } = await admin.request<{ order: { subTotal: number; subTotalWithTax: number } }>(
        `query Totals($id: ID!) { order(id: $id) { subTotal subTotalWithTax } }`,
        { id: orderId },
    );
    // A minimum between the subtotal without and with tax shows which of the two the checker compares.
    expect(order.subTotalWithTax).toBeGreaterThan(order.subTotal + 1);
    const reached = await createShippingMethod(order.subTotalWithTax);
    const betweenNetAndGross = await createShippingMethod(order.subTotal + 1);
    const notReached = await createShippingMethod(order.subTotalWithTax + 1);
    await signIn(page);
    await page.goto(dashboard(`/orders/draft/${orderId}`));
    await expect(page.getByText(reached, { exact: true })).toBeVisible();
    await expect(page.getByText(betweenNetAndGross, { exact: true })).toBeVisible();
    await expect(page.getByText(notReached, { exact: true })).toHaveCount(0);
});

settingsRowHidesClaim("with only the Settings row's permissions, Shipping Methods is not in the sidebar", [
    'Shipping Methods',
]);
