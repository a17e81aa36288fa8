/**
 * The claim several Settings pages make: the Dashboard checks only each screen's own permissions, so a role
 * with every switch of the **Settings** row on the **Roles** page (and nothing else for that screen) does not
 * see the screen in the sidebar. The role also reads tax rates, so the sidebar's Settings section shows
 * (with **Tax Rates** in it) and a missing entry means the screen is hidden, not the whole section.
 */
import { expect, test } from '@playwright/test';

import { sidebarLink } from './dashboard';
import { administratorWith, dashboard, signIn } from './fixtures';

export const settingsRow = ['ReadSettings', 'CreateSettings', 'UpdateSettings', 'DeleteSettings'];

export function settingsRowHidesClaim(name: string, sidebarLabels: string[]): void {
    test(name, async ({ page }) => {
        await signIn(page, await administratorWith([...settingsRow, 'ReadTaxRate']));
        await page.goto(dashboard('/tax-rates'));
        await expect(sidebarLink(page, 'Tax Rates')).toBeVisible();
        for (const label of sidebarLabels)
            expect(await sidebarLink(page, label).count(), `${label} in the sidebar`).toBe(0);
    });
}
