/**
 * Diagrams drawn at build time (plugins/content/mermaid-svg): an image per colour mode, picked by CSS; the hidden
 * mode's file is fetched only when the reader switches to it, and a page with diagrams loads no mermaid code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';

import { collectAssets } from '../../bench/page-weight';
import { baseURL } from '../../playwright.config';
import { buildDir, gotoHydrated } from './helpers';

const page = '/user-guide/orders/';
const diagrams =
    fs.readFileSync(path.resolve(__dirname, '../../docs/user-guide/orders/index.md'), 'utf8').match(/^```mermaid$/gm)
        ?.length ?? 0;

/** Whether the browser has loaded and decoded the image: an SVG an <img> cannot parse has no natural size. */
const decoded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/** The diagram files (`/assets/images/*.svg`) the page requests while `action` runs. */
async function diagramRequests(tab: Page, action: () => Promise<unknown>): Promise<string[]> {
    const files: string[] = [];
    const onRequest = (request: { url(): string }) => {
        const { pathname } = new URL(request.url());
        if (/^\/assets\/images\/.+\.svg$/.test(pathname)) files.push(pathname);
    };
    tab.on('request', onRequest);
    try {
        await action();
    } finally {
        tab.off('request', onRequest);
    }
    return files;
}

test('switching the colour mode shows the other drawing of each diagram, fetched only then', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const tab = await context.newPage();
    await gotoHydrated(tab, page);
    const diagram = tab.locator('article .docusaurus-mermaid-container').first();
    const light = diagram.locator('img[data-mermaid-mode="light"]');
    const dark = diagram.locator('img[data-mermaid-mode="dark"]');
    await expect(tab.locator('html')).toHaveAttribute('data-theme', 'dark');
    await dark.scrollIntoViewIfNeeded();
    await expect(dark).toBeVisible();
    await expect(light).toBeHidden();
    await expect.poll(() => decoded(dark)).toBe(true);

    const fetched = await diagramRequests(tab, async () => {
        await tab.getByRole('button', { name: /dark mode|light mode|system mode/i }).click();
        await expect(tab.locator('html')).toHaveAttribute('data-theme', 'light');
        await expect(light).toBeVisible();
        await expect.poll(() => decoded(light)).toBe(true);
    });
    expect(fetched).toContain(await light.getAttribute('src'));
    await expect(dark).toBeHidden();
    const box = await light.boundingBox();
    expect(box?.width).toBeGreaterThan(50);
    expect(box?.height).toBeGreaterThan(50);
    await context.close();
});

test('a page with diagrams loads no mermaid code, and no drawing of the hidden colour mode', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const tab = await context.newPage();
    let fetched: string[] = [];
    const assets = await collectAssets(tab, baseURL, async () => {
        fetched = await diagramRequests(tab, async () => {
            await gotoHydrated(tab, page);
            // Every diagram comes into view once, so each lazy image of the shown mode loads.
            for (const image of await tab.locator('article img[data-mermaid-mode="dark"]').all()) {
                await image.scrollIntoViewIfNeeded();
                await expect.poll(() => decoded(image)).toBe(true);
            }
        });
    });
    expect(assets.js.length).toBeGreaterThan(1);
    const withMermaid = assets.js.filter(src =>
        fs.readFileSync(path.join(buildDir, src), 'utf8').includes('mermaidAPI'),
    );
    expect(withMermaid).toEqual([]);
    expect(diagrams).toBeGreaterThan(1);
    await expect(tab.locator('article .docusaurus-mermaid-container img:visible')).toHaveCount(diagrams);
    const darkFiles = await tab
        .locator('article img[data-mermaid-mode="dark"]')
        .evaluateAll(images => images.map(img => img.getAttribute('src')));
    expect(new Set(fetched)).toEqual(new Set(darkFiles));
    await context.close();
});

test('a diagram page reached by a client-side navigation shows its drawings', async ({ page: tab }) => {
    await gotoHydrated(tab, '/user-guide/');
    await tab.evaluate(() => {
        (window as unknown as { samePage: boolean }).samePage = true;
        // The router's own navigation, as a link click does, without depending on where a link sits.
        window.history.pushState(null, '', '/user-guide/orders/');
        window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Orders');
    expect(await tab.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    const first = tab.locator('article .docusaurus-mermaid-container img:visible').first();
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => decoded(first)).toBe(true);
    await expect(tab.locator('article .docusaurus-mermaid-container img:visible')).toHaveCount(diagrams);
});
