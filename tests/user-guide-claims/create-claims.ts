/**
 * The claim several pages make about their new-item pages: "the **Create** button is shown only to roles
 * that may also save changes", checked with a role holding the read and create permissions only (no
 * **Create**) and one holding read, create and update (**Create** shown).
 */
import { expect, test } from '@playwright/test';

import { createButton, openNewItemPage } from './dashboard';
import { administratorWith, signIn } from './fixtures';

export interface NewItemPage {
    /** The Dashboard route of the new item's page, e.g. `/promotions/new`. */
    route: string;
    /** Its title, which shows once it has loaded. */
    title: string;
    read: string;
    create: string;
    update: string;
}

export function createNeedsUpdateClaim(name: string, item: NewItemPage): void {
    test(name, async ({ page }) => {
        await signIn(page, await administratorWith([item.read, item.create, item.update]));
        await openNewItemPage(page, item.route, item.title);
        // Counted without waiting, as below: the wait of openNewItemPage is what makes the count meaningful.
        expect(await createButton(page).count(), `Create hidden with ${item.update}`).toBe(1);
        await page.context().clearCookies();
        await page.evaluate(() => localStorage.clear());
        await signIn(page, await administratorWith([item.read, item.create]));
        await openNewItemPage(page, item.route, item.title);
        expect(await createButton(page).count(), `Create shown with ${item.create} alone`).toBe(0);
    });
}
