import { expect, test } from '@playwright/test';

import { nextFrames, setColorMode, stopTransitions } from '../a11y/check-page';
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

/**
 * Each template in the four states, dark and light at 1280 and 360 px, with every rule and code blocks included
 * (test:a11y leaves code out of the colour rules and checks light at 1280 px only). One load walks the states, a
 * colour switch or a resize at a time, as tests/a11y/check-page.ts does; following the system's colour scheme on
 * load is site.spec.ts's test.
 */
const states = [
    { mode: 'dark', width: 1280 },
    { mode: 'dark', width: 360 },
    { mode: 'light', width: 360 },
    { mode: 'light', width: 1280 },
] as const;

for (const [template, url] of Object.entries(templatePages)) {
    test(`${template} has no WCAG 2.2 AA violations (dark and light, 1280 and 360 px)`, async ({ browser }) => {
        // axe four times over the longest guides takes well over the default 30 s on a loaded 2-core machine.
        test.setTimeout(180_000);
        const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        const response = await gotoHydrated(page, url);
        expect(response?.status()).toBe(template === 'not found' ? 404 : 200);
        // Diagrams and other lazy parts render after their chunks arrive.
        await page.waitForLoadState('networkidle');
        // The whole list of results, not only the first ones painted.
        if (template === 'search') await expect(page.locator('#search-results [data-result]').nth(3)).toBeVisible();
        await stopTransitions(page);
        const found: string[] = [];
        for (const { mode, width } of states) {
            await page.setViewportSize({ width, height: 800 });
            if ((await page.locator('html').getAttribute('data-theme')) !== mode) await setColorMode(page, mode);
            await nextFrames(page);
            for (const violation of await axeViolations(page)) found.push(`${mode}, ${width}px: ${violation}`);
        }
        expect(found).toEqual([]);
        await context.close();
    });
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
