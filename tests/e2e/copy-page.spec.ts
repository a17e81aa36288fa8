import { expect, test, type Page } from '@playwright/test';

import { axeViolations } from './axe';
import { gotoHydrated } from './helpers';

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

test('the copy code is loaded only when the button is pressed', async ({ page }) => {
    const scripts = recordScripts(page);
    await gotoHydrated(page, guide);
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    const loaded = scripts.slice(before);
    expect(loaded.length, 'one chunk is fetched on demand').toBeGreaterThan(0);
    expect(scripts.slice(0, before).some(src => loaded.includes(src))).toBe(false);
});

test('keyboard: the button copies on Enter, the menu opens, offers the Markdown view and closes on Escape', async ({ page }) => {
    await gotoHydrated(page, guide);
    const copy = page.getByRole('button', { name: 'Copy page' });
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Installation\n/);

    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'More ways to read this page' });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const view = page.getByRole('link', { name: 'View as Markdown' });
    await expect(view).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(view).toBeVisible();
    await expect(view).toHaveAttribute('href', '/guides/getting-started/installation.md');
    await page.keyboard.press('Tab');
    await expect(view).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect(toggle).toBeFocused();

    // A click elsewhere closes it too.
    await toggle.click();
    await expect(view).toBeVisible();
    await page.locator('article p').first().click();
    await expect(view).toBeHidden();

    // Following the link shows the Markdown itself.
    await toggle.click();
    const [response] = await Promise.all([page.waitForResponse(r => r.url().endsWith('/installation.md')), view.click()]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    expect(await response.text()).toMatch(/^# Installation\n/);
});

test('a failed copy is announced', async ({ page }) => {
    await gotoHydrated(page, guide);
    await page.route('**/installation.md', route => route.fulfill({ status: 500, body: 'no' }));
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Could not copy' })).toBeVisible();
});

for (const colorScheme of ['dark', 'light'] as const) {
    test(`"Copy page" with its menu open and its status shown has no WCAG 2.2 AA violations (${colorScheme})`, async ({ browser }) => {
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
