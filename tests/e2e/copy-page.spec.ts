import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { chunksContaining, gotoHydrated } from './helpers';

const guide = '/guides/getting-started/installation/';
const reference = '/reference/typescript-api/orders/order-process/';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Script URLs the page requests from now on. */
function recordScripts(page: Page): string[] {
    const scripts: string[] = [];
    page.on('request', request => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    return scripts;
}

for (const url of [guide, reference]) {
    test(`"Copy page" puts the Markdown of ${url} on the clipboard`, async ({ page }) => {
        await gotoHydrated(page, url);
        const markdownUrl = `${url.replace(/\/$/, '')}.md`;
        const expected = await (await page.request.get(markdownUrl)).text();
        expect(expected).toMatch(/^# \S/);

        await page.getByRole('button', { name: 'Copy page' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveText('Copied the page as Markdown');
        const clipboard = await page.evaluate(() => navigator.clipboard.readText());
        expect(clipboard).toBe(expected);
        // It is this page's Markdown: its title and no HTML.
        const title = (await page.locator('article h1').first().textContent())!.trim();
        expect(clipboard.startsWith(`# ${title}\n`)).toBe(true);
        expect(clipboard).not.toMatch(/<div|<span|className=/);
    });
}

test('no first-load script holds what the buttons do: it is loaded on the first press', async ({ page }) => {
    // The behaviour's chunk (src/components/CopyPage/behaviour.ts, copy.ts): found by its messages.
    const behaviour = chunksContaining('Copied the page as Markdown');
    expect(behaviour.length, 'the messages are in one chunk').toBe(1);
    const scripts = recordScripts(page);
    await gotoHydrated(page, guide);
    await page.waitForLoadState('networkidle');
    const firstLoad = [...scripts];
    expect(firstLoad.length).toBeGreaterThan(0);
    expect(firstLoad.filter(src => behaviour.includes(src))).toEqual([]);
    // Only the markup is there, server-rendered: the live region exists (empty) before anything is announced.
    const html = await (await page.request.get(guide)).text();
    // (The HTML is minified: attribute values may be unquoted.)
    expect(html).toMatch(
        /<div class="?copy-page"?><button type="?button"? value="?copy"?>Copy page<\/button><button [^>]*><\/button><span role="?status"? aria-live="?polite"?><\/span><\/div>/,
    );
    await expect(page.locator('.copy-page').getByRole('status')).toHaveText('');

    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(scripts.slice(firstLoad.length)).toEqual(expect.arrayContaining(behaviour));
});

test('keyboard: the button copies on Enter and Space, the menu opens, arrows move through it, Escape closes it', async ({
    page,
}) => {
    await gotoHydrated(page, guide);
    const copy = page.getByRole('button', { name: 'Copy page' });
    const status = page.locator('.copy-page').getByRole('status');
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Copied the page as Markdown');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Installation\n/);
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.keyboard.press('Space');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Installation\n/);

    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'More ways to read this page' });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const view = page.getByRole('link', { name: 'View as Markdown' });
    const llms = page.getByRole('link', { name: 'All pages for LLMs (llms.txt)' });
    await expect(view).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(view).toBeVisible();
    await expect(view).toHaveAttribute('href', '/guides/getting-started/installation.md');
    await page.keyboard.press('Tab');
    await expect(view).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // Space opens it too; the arrows go from the toggle into the menu and round it.
    await page.keyboard.press('Space');
    await expect(view).toBeVisible();
    for (const [key, focused] of [
        ['ArrowDown', view],
        ['ArrowDown', llms],
        ['ArrowDown', view],
        ['ArrowUp', llms],
    ] as const) {
        await page.keyboard.press(key);
        await expect(focused, key).toBeFocused();
    }
    // Tabbing out of the menu closes it.
    await page.keyboard.press('Tab');
    await expect(view).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // A click elsewhere closes it too.
    await toggle.click();
    await expect(view).toBeVisible();
    await page.locator('article p').first().click();
    await expect(view).toBeHidden();

    // Following the link shows the Markdown itself.
    await toggle.click();
    const [response] = await Promise.all([
        page.waitForResponse(r => r.url().endsWith('/installation.md')),
        view.click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    expect(await response.text()).toMatch(/^# Installation\n/);
});

test('after a client-side navigation the button copies the new page, and its menu names the new twin', async ({
    page,
}) => {
    await gotoHydrated(page, guide);
    const toggle = page.getByRole('button', { name: 'More ways to read this page' });
    await toggle.click();
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toBeVisible();
    // Through a link React owns: no reload, the page's markup is replaced by the next page's.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForURL(url => url.pathname !== guide);
    const next = new URL(page.url()).pathname;
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    const markdownUrl = `${next.replace(/\/$/, '')}.md`;
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        await (await page.request.get(markdownUrl)).text(),
    );
    await toggle.click();
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', markdownUrl);
});

test('a failed copy is announced', async ({ page }) => {
    await gotoHydrated(page, guide);
    await page.route('**/installation.md', route => route.fulfill({ status: 500, body: 'no' }));
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Could not copy' })).toBeVisible();
});

for (const colorScheme of ['dark', 'light'] as const) {
    test(`"Copy page" with its menu open and its status shown has no WCAG 2.2 AA violations (${colorScheme})`, async ({
        browser,
    }) => {
        test.setTimeout(60_000); // axe over the whole guide takes ~20 s on a busy 2-core machine
        const context = await browser.newContext({ colorScheme, permissions: ['clipboard-read', 'clipboard-write'] });
        const page = await context.newPage();
        await gotoHydrated(page, guide);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await page.getByRole('button', { name: 'Copy page' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
        await page.getByRole('button', { name: 'More ways to read this page' }).click();
        await expect(page.getByRole('link', { name: 'View as Markdown' })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
    });
}
