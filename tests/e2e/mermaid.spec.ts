/**
 * Diagrams drawn at build time (plugins/mermaid-svg): the colour mode picks the drawing by CSS, and a page
 * with diagrams loads no mermaid code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { collectAssets } from '../../bench/page-weight';
import { baseURL } from '../../playwright.config';
import { buildDir, gotoHydrated } from './helpers';

const page = '/user-guide/orders/';
const diagrams =
    fs.readFileSync(path.resolve(__dirname, '../../docs/user-guide/orders/index.md'), 'utf8').match(/^```mermaid$/gm)
        ?.length ?? 0;

test('switching the colour mode shows the other drawing of each diagram', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const tab = await context.newPage();
    await gotoHydrated(tab, page);
    const diagram = tab.locator('article .docusaurus-mermaid-container').first();
    const light = diagram.locator('[data-mermaid-mode="light"] svg');
    const dark = diagram.locator('[data-mermaid-mode="dark"] svg');
    await expect(tab.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(dark).toBeVisible();
    await expect(light).toBeHidden();

    await tab.getByRole('button', { name: /dark mode|light mode|system mode/i }).click();
    await expect(tab.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(light).toBeVisible();
    await expect(dark).toBeHidden();
    const box = await light.boundingBox();
    expect(box?.width).toBeGreaterThan(50);
    expect(box?.height).toBeGreaterThan(50);
    await context.close();
});

test('a page with diagrams loads no mermaid code', async ({ page: tab }) => {
    const assets = await collectAssets(tab, baseURL, () => gotoHydrated(tab, page));
    expect(assets.js.length).toBeGreaterThan(1);
    const withMermaid = assets.js.filter(src =>
        fs.readFileSync(path.join(buildDir, src), 'utf8').includes('mermaidAPI'),
    );
    expect(withMermaid).toEqual([]);
    await expect(tab.locator('article .docusaurus-mermaid-container svg:visible')).toHaveCount(diagrams);
    expect(diagrams).toBeGreaterThan(1);
});
