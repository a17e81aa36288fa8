import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

export const buildDir = path.join(__dirname, '../../build');

/** Goes to a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, url: string) {
    const response = await page.goto(url);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    return response;
}

/** URL paths of the built JS chunks whose source contains `text` (e.g. the chunk of one page's content). */
export function chunksContaining(text: string): string[] {
    const dir = path.join(buildDir, 'assets/js');
    return fs
        .readdirSync(dir)
        .filter(file => file.endsWith('.js') && fs.readFileSync(path.join(dir, file), 'utf8').includes(text))
        .map(file => `/assets/js/${file}`);
}

/** Chromium reports "light" even for an emulated no-preference; this models a browser that states neither. */
export async function withoutColorSchemePreference(context: BrowserContext) {
    await context.addInitScript(() => {
        const matchMedia = window.matchMedia.bind(window);
        window.matchMedia = (query: string) => matchMedia(/prefers-color-scheme/.test(query) ? 'not all' : query);
    });
}
