/** The claims of docs/user-guide/settings/payment-methods.md in the real Dashboard (see README.md). */
import { expect, test } from '@playwright/test';

import { bulkDelete, openNewItemPage, toast } from './dashboard';
import { dashboard, signIn, state } from './fixtures';
import { createPaymentMethod, paymentMethodExists } from './items';
import { settingsRowHidesClaim } from './settings-row-claims';

test('a new payment method starts with Enabled switched off', async ({ page }) => {
    await signIn(page);
    await openNewItemPage(page, '/payment-methods/new', 'New payment method');
    await expect(page.getByRole('switch')).not.toBeChecked();
});

test('deleting in the default channel a payment method that another channel has is refused, naming that channel', async ({
    page,
}) => {
    const method = await createPaymentMethod([state.ids.channelId]);
    await signIn(page);
    await page.goto(dashboard('/payment-methods'));
    await bulkDelete(page, method.name);
    await expect(toast(page, /Failed to delete 1 payment methods: .*uk-store/)).toBeVisible();
    expect(await paymentMethodExists(method.id)).toBe(true);
});

settingsRowHidesClaim("with only the Settings row's permissions, Payment Methods is not in the sidebar", [
    'Payment Methods',
]);
