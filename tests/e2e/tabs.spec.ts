import { expect, test } from '@playwright/test';

import { gotoHydrated } from './helpers';

// A tab group's stored choice is applied by an update once the page has hydrated, and
// plugins/performance/after-hydration keeps the group from being rebuilt then: the choice must still show on a first
// load, code included.
const guide = '/guides/getting-started/installation/';

test('a tab choice switches its group, is kept across loads, and its code block is highlighted', async ({ page }) => {
    await gotoHydrated(page, guide);
    const group = page.locator('.tabs-container').filter({ has: page.getByRole('tab', { name: 'pnpm' }) });
    await expect(group.getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute('aria-selected', 'true');
    await group.getByRole('tab', { name: 'pnpm' }).click();
    await expect(group.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
    const panel = group.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel).toContainText('pnpm');

    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const again = page.locator('.tabs-container').filter({ has: page.getByRole('tab', { name: 'pnpm' }) });
    await expect(again.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
    const shown = again.locator('[role="tabpanel"]:not([hidden])');
    await expect(shown).toContainText('pnpm');
    await expect(shown.locator('pre code .token').first()).toBeVisible();
});

test('no tab group is rebuilt after hydration: its code keeps the highlighted markup it was served with', async ({
    page,
}) => {
    // Counts tab groups taken out of the page from the first byte on (a remount removes the old group).
    await page.addInitScript(() => {
        const counter = window as unknown as { removedTabGroups: number };
        counter.removedTabGroups = 0;
        new MutationObserver(records => {
            for (const record of records)
                for (const node of Array.from(record.removedNodes))
                    if (
                        node instanceof Element &&
                        (node.matches('.tabs-container') || node.querySelector('.tabs-container'))
                    )
                        counter.removedTabGroups++;
        }).observe(document, { childList: true, subtree: true });
    });
    await gotoHydrated(page, guide);
    await page.waitForLoadState('networkidle');
    const served = page.locator('.tabs-container pre code').first();
    await expect(served).toBeVisible();
    // The transitions after hydration have run: two frames after the network went idle.
    await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { removedTabGroups: number }).removedTabGroups)).toBe(0);
});
