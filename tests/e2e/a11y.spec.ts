import { expect, test } from '@playwright/test';

import { axeViolations } from './axe';
import { gotoHydrated } from './helpers';

/** One page of every template the site has. */
const templatePages = {
    home: '/',
    guide: '/guides/getting-started/installation/',
    'guide with tabs and collapsible code': '/guides/storefront/active-order/',
    'guide with diagrams': '/guides/core-concepts/orders/',
    'reference landing': '/reference/',
    'TypeScript reference': '/reference/typescript-api/orders/order-process/',
    'core plugin reference': '/reference/core-plugins/',
    'GraphQL reference': '/reference/graphql-api/shop/queries/',
    'user guide': '/user-guide/',
    search: '/search/?q=order',
    'not found': '/no/such/page/',
};

for (const [template, url] of Object.entries(templatePages)) {
    for (const colorScheme of ['dark', 'light'] as const) {
        for (const width of [1280, 360]) {
            test(`${template} has no WCAG 2.2 AA violations (${colorScheme}, ${width}px)`, async ({ browser }) => {
                // axe over the longest guides takes well over the default 30 s on a loaded 2-core machine.
                test.setTimeout(120_000);
                const context = await browser.newContext({ colorScheme, viewport: { width, height: 800 } });
                const page = await context.newPage();
                const response = await gotoHydrated(page, url);
                expect(response?.status()).toBe(template === 'not found' ? 404 : 200);
                await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
                // Diagrams and other lazy parts render after their chunks arrive.
                await page.waitForLoadState('networkidle');
                expect(await axeViolations(page)).toEqual([]);
                await context.close();
            });
        }
    }
}

test('every interactive element of a doc page is reachable by keyboard and visibly focused', async ({ page }) => {
    await gotoHydrated(page, templatePages.guide);
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
            const el = document.activeElement as HTMLElement | null;
            if (!el || el === document.body) return null;
            const style = getComputedStyle(el);
            const rect = el.getBoundingClientRect();
            return {
                key: `${el.tagName}:${el.getAttribute('href') ?? ''}:${el.textContent?.trim().slice(0, 40)}`,
                outlined: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
                boxShadow: style.boxShadow !== 'none',
                visible: rect.width > 0 && rect.height > 0,
            };
        });
        if (!focused) continue;
        seen.add(focused.key);
        expect(focused.visible, focused.key).toBe(true);
        expect(focused.outlined || focused.boxShadow, `${focused.key} shows no focus indicator`).toBe(true);
    }
    // Navbar, sidebar, content and table of contents links are all in the tab order.
    expect(seen.size).toBeGreaterThan(20);
});
