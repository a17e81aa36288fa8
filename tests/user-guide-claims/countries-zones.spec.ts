/** The claims of docs/user-guide/settings/countries-zones.md in the real Dashboard (see README.md). */
import { expect, test } from '@playwright/test';

import { bulkDelete, toast } from './dashboard';
import { dashboard, signIn, superadmin } from './fixtures';
import { settingsRowHidesClaim } from './settings-row-claims';

test('a country used in customer addresses is not deleted, and the message counts the addresses', async ({ page }) => {
    await signIn(page);
    await page.goto(dashboard('/countries'));
    // Italy: the seeded customer Sofia Rossi lives in Milan.
    await bulkDelete(page, 'Italy');
    await expect(
        toast(
            page,
            /Failed to delete 1 countries: The selected Country cannot be deleted as it is used in \d+ Address/,
        ),
    ).toBeVisible();
    const admin = await superadmin();
    const { countries } = await admin.request<{ countries: { totalItems: number } }>(
        `query Italy { countries(options: { filter: { code: { eq: "IT" } } }) { totalItems } }`,
    );
    expect(countries.totalItems).toBe(1);
});

settingsRowHidesClaim("with only the Settings row's permissions, Countries and Zones are not in the sidebar", [
    'Countries',
    'Zones',
]);
