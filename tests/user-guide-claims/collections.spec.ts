/** The claims of docs/user-guide/catalog/collections.md in the real Dashboard (see README.md). */
import { expect, test } from '@playwright/test';

import { bulkDelete, toast } from './dashboard';
import { dashboard, signIn, superadmin } from './fixtures';
import { collectionExists, createCollection, createFacet, createProduct } from './items';

test('Delete removes the collection and every collection nested under it', async ({ page }) => {
    const parent = await createCollection('Claims parent');
    const child = await createCollection('Claims child', { parentId: parent.id });
    await signIn(page);
    await page.goto(dashboard('/collections'));
    await bulkDelete(page, parent.name);
    await expect(toast(page, /Deleted 1 collections/)).toBeVisible();
    expect(await collectionExists(parent.id)).toBe(false);
    expect(await collectionExists(child.id)).toBe(false);
});

test('a product given a facet value joins the collections filtering by it without opening them', async ({ page }) => {
    const facet = await createFacet();
    const collection = await createCollection('Claims by facet', { facetValueId: facet.valueId });
    const product = await createProduct();
    const admin = await superadmin();
    await admin.request(`mutation Label($input: UpdateProductInput!) { updateProduct(input: $input) { id } }`, {
        input: { id: product.id, facetValueIds: [facet.valueId] },
    });
    await signIn(page);
    // The collection's contents are worked out by a background job: look again until it has run.
    await expect(async () => {
        await page.goto(dashboard(`/collections/${collection.id}`));
        await expect(page.getByText(product.variant, { exact: true })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
});
