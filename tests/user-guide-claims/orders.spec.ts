/**
 * The claims of docs/user-guide/orders/index.md, in the real Dashboard: each test does what the page says
 * and asserts what the page says happens. Each test's name is the claim its page links (see README.md).
 */
import { expect, test, type Page } from '@playwright/test';

import { dialog, openOrderMenu, orderState, transitionOrder } from './dashboard';
import {
    administratorWith,
    openOrder,
    orderArrangingAdditionalPayment,
    orderArrangingPayment,
    orderState as storedState,
    placeOrder,
    settledOrder,
    signIn,
} from './fixtures';

async function addPayment(page: Page, transactionId: string): Promise<void> {
    await page.getByRole('button', { name: 'Add payment' }).click();
    await dialog(page).getByRole('button', { name: 'Select item' }).click();
    await page
        .getByText(/standard-payment|Standard Payment/i)
        .last()
        .click();
    await dialog(page).getByPlaceholder('Enter transaction ID').fill(transactionId);
    await dialog(page)
        .getByRole('button', { name: /^Add payment \(/ })
        .click();
    await expect(dialog(page)).toBeHidden();
}

async function fulfilEverything(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Fulfill order' }).click();
    await dialog(page).getByText('Fulfillment handler', { exact: true }).waitFor();
    await dialog(page).getByRole('textbox').nth(0).fill('DHL Parcel');
    await dialog(page).getByRole('textbox').nth(1).fill('DHL-1');
    await dialog(page).getByRole('button', { name: 'Fulfill order' }).click();
    await expect(dialog(page)).toBeHidden();
}

const fulfillmentCard = (page: Page) =>
    page.getByText('Fulfillment details', { exact: true }).first().locator('xpath=ancestor::*[@data-slot="card"][1]');

test.describe('signed in as the superadmin', () => {
    test.beforeEach(async ({ page }) => {
        await signIn(page);
    });

    test('Add payment in Arranging payment moves the order to Payment settled on its own', async ({ page }) => {
        const orderId = await orderArrangingPayment();
        await openOrder(page, orderId);
        await expect(orderState(page, 'Arranging payment')).toBeVisible();
        await addPayment(page, 'BANK-1001');
        await expect(orderState(page, 'Payment settled')).toBeVisible();
        expect(await storedState(orderId)).toBe('PaymentSettled');
    });

    test('Add payment in Arranging additional payment leaves the order there and Fulfill order hidden', async ({
        page,
    }) => {
        const order = await orderArrangingAdditionalPayment();
        await openOrder(page, order.id);
        await expect(orderState(page, 'Arranging additional payment')).toBeVisible();
        await addPayment(page, 'BANK-1002');
        await expect(page.getByText('BANK-1002')).toBeVisible();
        await expect(orderState(page, 'Arranging additional payment')).toBeVisible();
        expect(await storedState(order.id)).toBe('ArrangingAdditionalPayment');
        await expect(page.getByRole('button', { name: 'Fulfill order' })).toHaveCount(0);
    });

    test('after the additional payment, Transition to Payment settled moves the order on', async ({ page }) => {
        const order = await orderArrangingAdditionalPayment();
        await openOrder(page, order.id);
        await addPayment(page, 'BANK-1003');
        await transitionOrder(page, 'Arranging additional payment', 'Payment settled');
        await expect(orderState(page, 'Payment settled')).toBeVisible();
        expect(await storedState(order.id)).toBe('PaymentSettled');
        await expect(page.getByRole('button', { name: 'Fulfill order' })).toBeVisible();
    });

    test('Fulfill order disappears once every item is in a fulfillment, a Pending one too', async ({ page }) => {
        const order = await settledOrder([
            ['L2201308', 1],
            ['834444', 2],
        ]);
        await openOrder(page, order.id);
        await fulfilEverything(page);
        await expect(fulfillmentCard(page).getByTitle('Pending', { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Fulfill order' })).toHaveCount(0);
        expect(await storedState(order.id)).toBe('PaymentSettled');
    });

    test('Refund & Cancel appears once the order has a settled payment', async ({ page }) => {
        const authorized = await placeOrder();
        await openOrder(page, authorized.id);
        await openOrderMenu(page);
        await expect(page.getByRole('menuitem', { name: 'Modify' })).toBeVisible();
        await expect(page.getByRole('menuitem', { name: 'Refund & Cancel' })).toHaveCount(0);
        await page.keyboard.press('Escape');
        const settled = await settledOrder();
        await openOrder(page, settled.id);
        await openOrderMenu(page);
        await expect(page.getByRole('menuitem', { name: 'Refund & Cancel' })).toBeVisible();
    });

    test('refunding every line with Return to stock and Refund shipping cancels a paid order', async ({ page }) => {
        const order = await settledOrder([
            ['L2201308', 1],
            ['834444', 2],
        ]);
        await openOrder(page, order.id);
        await openOrderMenu(page);
        await page.getByRole('menuitem', { name: 'Refund & Cancel' }).click();
        await dialog(page).getByText('Refund and cancel order', { exact: true }).waitFor();
        await dialog(page).getByRole('row').filter({ hasText: 'Laptop' }).getByTestId('refund-quantity').fill('1');
        await dialog(page).getByRole('row').filter({ hasText: 'Mouse' }).getByTestId('refund-quantity').fill('2');
        await dialog(page).getByText('Refund shipping').locator('xpath=..').getByRole('checkbox').click();
        await dialog(page).getByRole('combobox').click();
        await page.getByRole('option').first().click();
        await dialog(page)
            .getByRole('button', { name: /^Refund \$[1-9]/ })
            .click();
        await expect(orderState(page, 'Cancelled')).toBeVisible();
        expect(await storedState(order.id)).toBe('Cancelled');
    });

    test('an unpaid order in Arranging payment is cancelled with Transition to Cancelled', async ({ page }) => {
        const orderId = await orderArrangingPayment();
        await openOrder(page, orderId);
        await transitionOrder(page, 'Arranging payment', 'Cancelled');
        await expect(orderState(page, 'Cancelled')).toBeVisible();
        expect(await storedState(orderId)).toBe('Cancelled');
    });

    test('Modify puts the order in Modifying with Recalculate shipping ticked to begin with', async ({ page }) => {
        const order = await settledOrder();
        await openOrder(page, order.id);
        await openOrderMenu(page);
        await page.getByRole('menuitem', { name: 'Modify' }).click();
        await expect(page.getByText('Modify order').first()).toBeVisible();
        expect(await storedState(order.id)).toBe('Modifying');
        await expect(page.getByRole('checkbox', { name: 'Recalculate shipping' })).toBeChecked();
    });

    test('Cancel modification leaves the order unchanged', async ({ page }) => {
        const order = await settledOrder();
        await openOrder(page, order.id);
        await openOrderMenu(page);
        await page.getByRole('menuitem', { name: 'Modify' }).click();
        await expect(page.getByText('Modify order').first()).toBeVisible();
        await page.getByRole('button', { name: 'Cancel modification' }).click();
        await expect(orderState(page, 'Payment settled')).toBeVisible();
        expect(await storedState(order.id)).toBe('PaymentSettled');
    });
});

test('without UpdateOrder, Add payment, Fulfill order and Refund & Cancel are hidden but Modify is not', async ({
    page,
}) => {
    const readOnly = await administratorWith(['ReadOrder']);
    const settled = await settledOrder();
    const unpaid = await orderArrangingPayment();
    await signIn(page, readOnly);
    await openOrder(page, settled.id);
    await expect(orderState(page, 'Payment settled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fulfill order' })).toHaveCount(0);
    await openOrderMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Modify' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Refund & Cancel' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await openOrder(page, unpaid);
    await expect(orderState(page, 'Arranging payment')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add payment' })).toHaveCount(0);
});
