/**
 * What a first load keeps as served instead of hydrating (src/hydration/server-markup.ts; code blocks are in
 * code-highlighting.spec.ts). In a narrow window the theme removes the desktop sidebar and the table of contents
 * column once it has measured the window; until then they are kept, not hydrated. A desktop window hydrates
 * them as before, and a narrow window that grows renders them. Plain-text headings keep their served markup,
 * and their hash links work as plain anchors.
 */
import { expect, test, type Page } from '@playwright/test';

import { gotoHydrated } from './helpers';

const url = '/reference/graphql-api/admin/input-types/';
const parts = { toc: '.theme-doc-toc-desktop', sidebar: 'nav.menu .theme-doc-sidebar-menu' } as const;

/** React keeps the props of each element it has hydrated or created on the element, under this key prefix. */
const reactProps = '__reactProps$';

/** Records, for each desktop part removed from the page, how many of its links React had hydrated. */
async function recordRemovedParts(page: Page) {
    await page.addInitScript(
        ({ parts, reactProps }) => {
            const hydrated = (element: Element) => Object.keys(element).some(key => key.startsWith(reactProps));
            const removed: Record<string, { links: number; hydrated: number }> = {};
            (window as unknown as { removedParts: typeof removed }).removedParts = removed;
            new MutationObserver(records => {
                for (const record of records) {
                    for (const node of Array.from(record.removedNodes)) {
                        if (!(node instanceof Element)) continue;
                        for (const [name, selector] of Object.entries(parts)) {
                            const part = node.matches(selector) ? node : node.querySelector(selector);
                            if (!part) continue;
                            const links = Array.from(part.querySelectorAll('a'));
                            removed[name] = { links: links.length, hydrated: links.filter(hydrated).length };
                        }
                    }
                }
            }).observe(document, { childList: true, subtree: true });
        },
        { parts, reactProps },
    );
}

test('a phone-sized window drops the served desktop parts without hydrating them', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await recordRemovedParts(page);
    await gotoHydrated(page, url);
    await expect(page.locator(`${parts.toc}, ${parts.sidebar}`)).toHaveCount(0);
    const removed = await page.evaluate(() => (window as unknown as { removedParts: unknown }).removedParts);
    expect(removed).toEqual({ toc: { links: 234, hydrated: 0 }, sidebar: { links: expect.any(Number), hydrated: 0 } });
    expect((removed as { sidebar: { links: number } }).sidebar.links).toBeGreaterThan(10);

    // Grown to desktop width, the page renders both parts, and the table of contents works.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.locator(`${parts.toc} a`)).toHaveCount(234);
    await expect(page.locator(`${parts.sidebar} a`).first()).toBeVisible();
    await page.locator(`${parts.toc} a`).nth(100).click();
    await expect(page).toHaveURL(/#[a-z]+$/);
    await context.close();
});

test('a desktop window hydrates the desktop parts', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await gotoHydrated(page, url);
    for (const selector of Object.values(parts)) {
        const links = page.locator(`${selector} a`);
        expect(await links.count()).toBeGreaterThan(10);
        const hydrated = await links
            .first()
            .evaluate((element, prefix) => Object.keys(element).some(key => key.startsWith(prefix)), reactProps);
        expect(hydrated).toBe(true);
    }
    await context.close();
});

/** Whether React has hydrated or created the element `selector` finds. */
function hasReactProps(page: Page, selector: string) {
    return page
        .locator(selector)
        .evaluate((element, prefix) => Object.keys(element).some(key => key.startsWith(prefix)), reactProps);
}

test('plain-text headings of a first load keep their served markup, and their hash links work', async ({ page }) => {
    await gotoHydrated(page, url);
    const heading = '#createproductinput';
    expect(await page.locator('article h2.anchor').count()).toBe(234);
    expect(await hasReactProps(page, heading)).toBe(true);
    expect(await hasReactProps(page, `${heading} a.hash-link`)).toBe(false);
    await page.locator(heading).hover();
    await page.locator(`${heading} a.hash-link`).click();
    await expect(page).toHaveURL(new RegExp(`${heading}$`));
    await expect(page.locator(heading)).toBeInViewport();
});

test('headings reached by a client-side navigation are rendered by React', async ({ page }) => {
    await gotoHydrated(page, '/reference/graphql-api/admin/');
    await page.locator('article a[href="/reference/graphql-api/admin/input-types/"]').first().click();
    await page.waitForURL(`**${url}`);
    await expect(page.locator('article h2.anchor')).toHaveCount(234);
    expect(await hasReactProps(page, '#createproductinput a.hash-link')).toBe(true);
});

test('after a hydration mismatch, which makes React render the page afresh, code and headings are rendered', async ({
    page,
}) => {
    const guide = '/guides/core-concepts/auth/';
    // A paragraph whose served text differs from what React renders.
    await page.route(`**${guide}`, async route => {
        const response = await route.fetch();
        const html = (await response.text()).replace('<p>', '<p>Changed on the way. ');
        await route.fulfill({ response, body: html });
    });
    const errors: string[] = [];
    page.on('console', message => {
        if (message.type() === 'error') errors.push(message.text());
    });
    await gotoHydrated(page, guide);
    expect(errors.some(error => /onRecoverableError/.test(error))).toBe(true);
    await expect(page.locator('pre.language-ts .token.keyword').first()).toBeVisible();
    await expect(page.locator('article h2').first()).not.toHaveText('');
});
