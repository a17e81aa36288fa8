/** The claims of docs/user-guide/settings/global-settings.md in the real Dashboard (see README.md). */
import { expect, test } from '@playwright/test';

import { sidebarLink } from './dashboard';
import { administratorWith, dashboard, signIn } from './fixtures';
import { settingsRow } from './settings-row-claims';

test('Global Settings is in the sidebar with UpdateGlobalSettings, not with the Settings row', async ({ page }) => {
    // Tax rates too, so the sidebar's Settings section shows either way.
    await signIn(page, await administratorWith(['UpdateGlobalSettings', 'ReadTaxRate']));
    await page.goto(dashboard('/tax-rates'));
    await expect(sidebarLink(page, 'Global Settings')).toBeVisible();
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, await administratorWith([...settingsRow, 'ReadTaxRate']));
    await page.goto(dashboard('/tax-rates'));
    await expect(sidebarLink(page, 'Tax Rates')).toBeVisible();
    expect(await sidebarLink(page, 'Global Settings').count()).toBe(0);
});
