/**
 * Parts of the Dashboard's screens that both the screenshots and the User Guide's claim tests
 * (tests/user-guide-claims) reach, found as an administrator sees them.
 */
import type { Page } from '@playwright/test';

export const dialog = (page: Page) => page.getByRole('dialog');

/** Opens the menu (⋮) at the top of the order page (**Modify**, **Refund & Cancel**). */
export async function openOrderMenu(page: Page): Promise<void> {
    await page
        .locator('main')
        .getByRole('button')
        .filter({ has: page.locator('svg.lucide-ellipsis-vertical, svg.lucide-more-vertical') })
        .first()
        .click();
    await page.getByRole('menu').waitFor();
}
