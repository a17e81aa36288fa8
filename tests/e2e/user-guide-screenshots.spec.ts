/**
 * The User Guide's screenshots in the built site (scripts/screenshots): each colour mode shows its own
 * variant, the space reserved from width and height is the space the picture takes (no layout shift), and
 * every screenshot starts below the first screen on a phone and on a desktop, so loading them lazily is
 * right and none of them is the first screen's largest paint.
 */
import { expect, test, type Page } from '@playwright/test';

import { readRepository, findReferences } from '../../scripts/screenshots/references';
import { gotoHydrated } from './helpers';

const pages = [...readRepository().pages].map(([file, source]) => ({
    url: `/user-guide/${file.replace(/(^|\/)index\.mdx?$/, '$1').replace(/\.mdx?$/, '/')}`,
    count: findReferences(source, file).length,
}));

const screenshots = (page: Page) => page.locator('.markdown img[src*="/img/user-guide/"]');

for (const scheme of ['light', 'dark'] as const) {
    test(`the ${scheme} colour mode shows the ${scheme} screenshots at their recorded aspect ratio`, async ({
        browser,
    }) => {
        const context = await browser.newContext({ colorScheme: scheme });
        const page = await context.newPage();
        await gotoHydrated(page, '/user-guide/orders/');
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        const visible = screenshots(page).locator('visible=true');
        const expected = pages.find(p => p.url === '/user-guide/orders/')!.count;
        expect(expected).toBeGreaterThan(0);
        await expect(screenshots(page)).toHaveCount(expected);
        await expect(visible).toHaveCount(expected);
        for (const img of await visible.all()) {
            await img.scrollIntoViewIfNeeded();
            await expect(img).toHaveJSProperty('complete', true);
            const { src, natural, box } = await img.evaluate((el: HTMLImageElement) => ({
                src: el.currentSrc,
                natural: el.naturalWidth / el.naturalHeight,
                box: el.getBoundingClientRect().width / el.getBoundingClientRect().height,
            }));
            expect(src).toMatch(new RegExp(`\\.${scheme}\\.webp$`));
            expect(Math.abs(box - natural)).toBeLessThan(0.02);
        }
        await context.close();
    });
}

for (const viewport of [
    { name: 'phone', width: 412, height: 823 },
    { name: 'desktop', width: 1280, height: 800 },
]) {
    test(`no screenshot is on the first screen of a User Guide page (${viewport.name})`, async ({ browser }) => {
        const context = await browser.newContext({ viewport, colorScheme: 'dark' });
        const page = await context.newPage();
        for (const { url, count } of pages) {
            await gotoHydrated(page, url);
            // After hydration ThemedImage renders only the variant of the current colour mode.
            await expect(screenshots(page)).toHaveCount(count);
            const tops = await screenshots(page).evaluateAll(imgs =>
                imgs.map(img => img.getBoundingClientRect().top + window.scrollY),
            );
            expect
                .soft(Math.min(...tops), `${url}: first screenshot at ${Math.min(...tops)} px`)
                .toBeGreaterThanOrEqual(viewport.height);
        }
        await context.close();
    });
}
