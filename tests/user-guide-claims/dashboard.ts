/** The Dashboard's order page as the User Guide names its parts (the labels are the Dashboard's English ones). */
import type { Page } from '@playwright/test';

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
