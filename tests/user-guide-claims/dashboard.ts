/** The Dashboard's screens as the User Guide names their parts (the labels are the Dashboard's English ones). */
import { expect, type Page } from '@playwright/test';

import { serverState } from './state';

const serverOrigin = () => serverState().origin;

export { dialog, openOrderMenu } from '../../scripts/screenshots/dashboard-ui';

/** The order's state as the side column shows it (the state control carries the state's label as its title). */
export const orderState = (page: Page, label: string) => page.getByTitle(label, { exact: true });

/** Opens the menu (⋮) beside the order's state, which is now `from`, and chooses its **Transition to …** entry. */
export async function transitionOrder(page: Page, from: string, to: string): Promise<void> {
    await orderState(page, from).locator('xpath=..').getByTestId('state-transition-trigger').click();
    await page.getByRole('menuitem', { name: `Transition to ${to}` }).click();
}

/** Opens a new item's page and waits until its form has loaded (its title heading and its fields show). */
export async function openNewItemPage(page: Page, route: string, title: string): Promise<void> {
    await page.goto(`${serverOrigin()}/dashboard${route}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.locator('main input, main [role="switch"]').first().waitFor();
    await page.waitForLoadState('networkidle');
}

export const createButton = (page: Page) => page.getByRole('button', { name: 'Create', exact: true });

/** The Dashboard's pop-up messages (toasts), such as the one a refused deletion shows. */
export const toast = (page: Page, text: RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A link of the sidebar, such as **Shipping Methods**. */
export const sidebarLink = (page: Page, label: string) =>
    page.locator('[data-sidebar="content"]').getByRole('link', { name: label, exact: true });

/**
 * Ticks the one row of the list showing `rowText` (typed into the list's filter first when `filter` is set)
 * and opens the list's **Actions** menu.
 */
export async function openBulkActions(page: Page, rowText: string, filter = true): Promise<void> {
    if (filter) await page.getByPlaceholder('Filter...').fill(rowText);
    const row = page.getByRole('row').filter({ hasText: rowText });
    await expect(row).toHaveCount(1);
    await row.getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menu').waitFor();
}

/** An entry of the open menu: a plain menu item, or a button when the entry asks for confirmation first. */
export const menuEntry = (page: Page, label: string) =>
    page
        .getByRole('menu')
        .getByRole('menuitem', { name: label, exact: true })
        .or(page.getByRole('menu').getByRole('button', { name: label, exact: true }));

/** Chooses **Delete** from the **Actions** menu for that row and confirms with **Continue**. */
export async function bulkDelete(page: Page, rowText: string, filter = true): Promise<void> {
    await openBulkActions(page, rowText, filter);
    await menuEntry(page, 'Delete').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
}
