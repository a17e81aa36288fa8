/** The Dashboard's order page as the User Guide names its parts (the labels are the Dashboard's English ones). */
import type { Page } from '@playwright/test';

import { serverState } from './state';

const serverOrigin = () => serverState().origin;

export const dialog = (page: Page) => page.getByRole('dialog');

/** The order's state as the side column shows it (the state control carries the state's label as its title). */
export const orderState = (page: Page, label: string) => page.getByTitle(label, { exact: true });

/** Opens the menu (⋮) beside the order's state, which is now `from`, and chooses its **Transition to …** entry. */
export async function transitionOrder(page: Page, from: string, to: string): Promise<void> {
    await orderState(page, from).locator('xpath=..').getByTestId('state-transition-trigger').click();
    await page.getByRole('menuitem', { name: `Transition to ${to}` }).click();
}

/** The menu at the top of the order page (**Modify**, **Refund & Cancel**). */
export async function openOrderMenu(page: Page): Promise<void> {
    await page
        .locator('main')
        .getByRole('button')
        .filter({ has: page.locator('svg.lucide-ellipsis-vertical, svg.lucide-more-vertical') })
        .first()
        .click();
    await page.getByRole('menu').waitFor();
}

/**
 * Whether the **Create** button of a new item's page shows for a role with exactly these permissions: the
 * page must have loaded (its title shows) before the button's absence means anything.
 */
export async function createButtonShown(page: Page, route: string, title: string): Promise<boolean> {
    await page.goto(`${serverOrigin()}/dashboard${route}`);
    await page.getByText(title, { exact: true }).first().waitFor();
    // The action bar renders with the page; give a late permission check a moment before counting.
    await page.waitForLoadState('networkidle');
    return (await page.getByRole('button', { name: 'Create', exact: true }).count()) > 0;
}
