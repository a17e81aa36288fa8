/** The claims of docs/user-guide/catalog/facets.md in the real Dashboard (see README.md). */
import { expect, test } from '@playwright/test';

import { bulkDelete, toast } from './dashboard';
import { dashboard, signIn, superadmin, state } from './fixtures';

test('a facet whose values are on products is not deleted, and the message counts the products', async ({ page }) => {
    await signIn(page);
    await page.goto(dashboard('/facets'));
    // The sample data's facet "category" labels most products.
    await bulkDelete(page, 'category');
    await expect(toast(page, /Failed to delete 1 facets: .*assigned to \d+ Products/)).toBeVisible();
    const admin = await superadmin();
    const { facet } = await admin.request<{ facet: { id: string } | null }>(
        `query Facet($id: ID!) { facet(id: $id) { id } }`,
        { id: state.ids.facetId },
    );
    expect(facet).not.toBeNull();
});
