import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

import { announcementBar } from '../../src/announcement';
import { repositoryUrl } from '../../src/site';
import { buildDir, chunksContaining, gotoHydrated, withoutColorSchemePreference } from './helpers';

const installation = '/guides/getting-started/installation/';

async function sidebarLinks(page: Page) {
    return page.locator('nav[aria-label="Docs sidebar"] a.menu__link');
}

test.describe('navigation chrome', () => {
    test('navbar items and footer links point where PROMISES.md says; sidebar roots load with their sidebar', async ({
        page,
    }) => {
        await gotoHydrated(page, '/');
        const navbar = page.locator('nav.navbar');
        for (const [label, href] of [
            ['Learn', installation],
            ['Reference', '/reference/'],
            ['User Guide', '/user-guide/'],
        ]) {
            await expect(
                navbar
                    .locator('.navbar__items:not(.navbar__items--right)')
                    .getByRole('link', { name: label, exact: true }),
            ).toHaveAttribute('href', href);
        }
        const right = navbar.locator('.navbar__items--right');
        await expect(right.getByRole('link', { name: 'vendure.io' })).toHaveAttribute('href', 'https://vendure.io');
        await expect(right.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', repositoryUrl);
        const versions = right
            .locator('.dropdown')
            .filter({ has: page.locator('.navbar__link', { hasText: /^Next$/ }) });
        await expect(versions.locator('.dropdown__menu a').first()).toHaveAttribute('href', installation);
        await expect(right.locator('.dropdown').filter({ hasText: 'English' })).toHaveCount(1);

        const footer = page.locator('footer.footer');
        // Docusaurus marks only the dark footer style with a modifier class.
        await expect(footer).not.toHaveClass(/footer--dark/);
        const resources = footer.locator('.footer__col').filter({ hasText: 'Resources' });
        await expect(resources.getByRole('link', { name: 'vendure.io' })).toHaveAttribute('href', 'https://vendure.io');
        await expect(resources.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', repositoryUrl);
        const community = footer.locator('.footer__col').filter({ hasText: 'Community' });
        for (const name of ['Discord', 'X (Twitter)', 'YouTube']) {
            await expect(community.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
        }
        await expect(footer).toContainText('Copyright © 2025');

        for (const root of [installation, '/reference/', '/user-guide/']) {
            await gotoHydrated(page, root);
            const links = await sidebarLinks(page);
            expect(await links.count()).toBeGreaterThan(0);
            await expect(
                page.locator('nav[aria-label="Docs sidebar"] a.menu__link--active[aria-current="page"]'),
            ).toHaveAttribute('href', root);
        }
    });

    test('pages that display no sidebar have none', async ({ page }) => {
        for (const route of ['/guides/storefront/order-workflow/', '/user-guide/localization/']) {
            const response = await gotoHydrated(page, route);
            expect(response?.status(), route).toBe(200);
            await expect(page.locator('article h1')).toBeVisible();
            await expect(page.locator('nav[aria-label="Docs sidebar"]')).toHaveCount(0);
        }
    });
});

test.describe('colour mode', () => {
    test('dark on a first visit with no stored choice and no system preference', async ({ browser }) => {
        const context = await browser.newContext({ colorScheme: 'no-preference' });
        await withoutColorSchemePreference(context);
        const page = await context.newPage();
        await gotoHydrated(page, '/');
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await context.close();
    });

    test('follows a light system preference when nothing is stored', async ({ browser }) => {
        const context = await browser.newContext({ colorScheme: 'light' });
        const page = await context.newPage();
        await gotoHydrated(page, '/');
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        await context.close();
    });

    test('toggling stores the choice under "theme", a second tab follows, and the themed image switches', async ({
        browser,
    }) => {
        const context = await browser.newContext();
        await withoutColorSchemePreference(context);
        const first = await context.newPage();
        const second = await context.newPage();
        await gotoHydrated(first, '/');
        await gotoHydrated(second, '/');
        const visibleHero = (page: Page) => page.locator('main header img:visible');
        await expect(visibleHero(first)).toHaveAttribute('src', /home-architecture-dark\.svg$/);

        await first.getByRole('button', { name: /dark mode|light mode|system mode/i }).click();
        await expect(first.locator('html')).toHaveAttribute('data-theme', 'light');
        expect(await first.evaluate(() => localStorage.getItem('theme'))).toBe('light');
        await expect(visibleHero(first)).toHaveAttribute('src', /home-architecture-light\.svg$/);
        await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
        await context.close();
    });
});

test.describe('announcement bar', () => {
    test('closes, stays closed after reload, and returns when its id changes', async ({ page }) => {
        await gotoHydrated(page, '/');
        const bar = page.locator('div[role="banner"]').filter({ hasText: 'Vendure 3.7' });
        await expect(bar).toBeVisible();
        await expect(bar.getByRole('link')).toHaveAttribute('href', installation);
        await bar.getByRole('button', { name: 'Close' }).click();
        await expect(bar).toHaveCount(0);
        expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
        expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(announcementBar.id);

        await page.reload();
        await expect(page.locator('main')).toBeVisible();
        await expect(bar).toHaveCount(0);

        // A reader who dismissed an older announcement sees the current one.
        await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
        await page.reload();
        await expect(bar).toBeVisible();
    });
});

test.describe('mobile navigation', () => {
    test('hamburger opens the sliding sidebar; back to main menu, browser back and widening close it', async ({
        page,
    }) => {
        await page.setViewportSize({ width: 995, height: 800 });
        await gotoHydrated(page, '/reference/');
        const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
        const navbar = page.locator('nav.navbar');
        const sidebar = page.locator('.navbar-sidebar');
        const isOpen = /navbar-sidebar--show/;

        await toggle.click();
        await expect(navbar).toHaveClass(isOpen);
        await expect(sidebar).toBeVisible();
        // On a doc page the sidebar opens on the doc menu, with a way back to the main menu.
        const panels = sidebar.locator('.navbar-sidebar__items');
        await expect(panels).toHaveClass(/navbar-sidebar__items--show-secondary/);
        await sidebar.getByRole('button', { name: /back to main menu/i }).click();
        await expect(panels).not.toHaveClass(/navbar-sidebar__items--show-secondary/);
        await sidebar.getByRole('link', { name: 'Learn', exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${installation}$`));
        await expect(navbar).not.toHaveClass(isOpen);

        await toggle.click();
        await expect(navbar).toHaveClass(isOpen);
        await page.goBack();
        await expect(navbar).not.toHaveClass(isOpen);
        expect(new URL(page.url()).pathname).toBe(installation);

        await toggle.click();
        await expect(navbar).toHaveClass(isOpen);
        await page.setViewportSize({ width: 997, height: 800 });
        await expect(navbar).not.toHaveClass(isOpen);
        await expect(toggle).toBeHidden();
    });
});

test('the skip-to-content link moves focus to the main content', async ({ page }) => {
    await gotoHydrated(page, installation);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /skip to main content/i });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main').first()).toBeFocused();
    // The next Tab continues from the content, not from the top of the page.
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => !!document.activeElement?.closest('main'));
    expect(next).toBe(true);
});

test.describe('URLs', () => {
    for (const suffix of ['index.html', 'index']) {
        test(`…/installation/${suffix} reaches the page and is normalised`, async ({ page }) => {
            await gotoHydrated(page, `${installation}${suffix}`);
            await expect(page.locator('article h1')).toHaveText('Installation');
            await expect(page).toHaveURL(new RegExp(`${installation}$`));
            await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
        });
    }

    test('a hash link scrolls to its heading', async ({ page }) => {
        await gotoHydrated(page, installation);
        const heading = page.locator('article h2').last();
        const id = await heading.getAttribute('id');
        expect(id).toBeTruthy();
        await gotoHydrated(page, `/reference/`);
        await gotoHydrated(page, `${installation}#${id}`);
        await expect(heading).toBeInViewport();
        const top = await heading.evaluate(el => el.getBoundingClientRect().top);
        expect(top).toBeLessThan(200);
    });

    test('a hash link deep in a long page lands on its heading, past blocks not drawn yet', async ({ page }) => {
        // 234 SDL blocks, each laid out only near the screen (content-visibility in src/css/reference.css).
        const long = '/reference/graphql-api/admin/input-types/';
        await gotoHydrated(page, long);
        const headings = page.locator('article h2[id]');
        expect(await headings.count()).toBeGreaterThan(100);
        const heading = headings.nth(Math.floor((await headings.count()) * 0.8));
        const id = await heading.getAttribute('id');
        await gotoHydrated(page, '/reference/');
        await gotoHydrated(page, `${long}#${id}`);
        await page.waitForTimeout(500);
        await expect(heading).toBeInViewport();
        const top = await heading.evaluate(el => el.getBoundingClientRect().top);
        expect(top).toBeGreaterThanOrEqual(0);
        expect(top).toBeLessThan(200);
    });
});

test('a doc page shows breadcrumbs, an edit link, last-updated and an h2–h3 table of contents', async ({ page }) => {
    await gotoHydrated(page, '/guides/core-concepts/orders/');
    await expect(page.locator('nav[aria-label="Breadcrumbs"]')).toBeVisible();
    await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute(
        'href',
        `${repositoryUrl}/edit/master/docs/guides/core-concepts/orders.md`,
    );
    // Generated reference pages have no file to edit in the repository.
    await gotoHydrated(page, '/reference/typescript-api/orders/order-process/');
    await expect(page.locator('article h1')).toHaveText('OrderProcess');
    await expect(page.locator('a.theme-edit-this-page')).toHaveCount(0);
    await gotoHydrated(page, '/guides/core-concepts/orders/');
    await expect(page.locator('.theme-last-updated')).toContainText('Last updated');

    const tocTargets = await page
        .locator('.table-of-contents a')
        .evaluateAll(links => links.map(a => decodeURIComponent(a.getAttribute('href')!.slice(1))));
    const headings = await page
        .locator('article :is(h2, h3, h4)[id]')
        .evaluateAll(els => els.map(el => ({ id: el.id, level: el.tagName })));
    const expected = headings.filter(h => h.level !== 'H4').map(h => h.id);
    expect(tocTargets.length).toBeGreaterThan(2);
    expect(tocTargets).toEqual(expected);
});

test('a mermaid diagram renders as an image and a :::cli admonition renders as an admonition', async ({ page }) => {
    await gotoHydrated(page, '/guides/core-concepts/orders/');
    await expect(page.locator('.docusaurus-mermaid-container img:visible').first()).toBeVisible();
    await gotoHydrated(page, installation);
    const cli = page.locator('.theme-admonition.admonition-cli').first();
    await expect(cli).toBeVisible();
    await expect(cli).toContainText('Command line');
    await expect(cli.locator('pre code')).toContainText('npx @vendure/create');
});

test('an unknown URL shows the not-found page and /TODO renders', async ({ page }) => {
    const response = await gotoHydrated(page, '/no/such/page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await gotoHydrated(page, '/TODO/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is still being written');
});

test('a page whose content chunk fails shows the error and Retry, and Retry recovers', async ({ page }) => {
    // The page's content chunk is the one chunk that names its source file (besides the app's main bundle).
    const chunks = chunksContaining('@site/docs/guides/getting-started/installation.md').filter(
        src => !/\/main\.[^/]+\.js$/.test(src),
    );
    expect(chunks).toHaveLength(1);
    let blocked = true;
    await page.route(
        url => chunks.includes(url.pathname),
        route => (blocked ? route.abort('failed') : route.continue()),
    );
    // Opened as `…/index.html`, the page's own route is not preloaded before the app starts (Docusaurus
    // strips `.html` only when it renders), so its content loads while rendering: the path on which
    // Docusaurus shows its loader and, when loading fails, its error box. Our server redirects
    // `index.html` away, so answer it as a plain static host would.
    await page.route(`**${installation}index.html`, route =>
        route.fulfill({ path: path.join(buildDir, installation, 'index.html'), contentType: 'text/html' }),
    );
    await page.goto(`${installation}index.html`);
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await expect(retry.locator('xpath=../..')).toContainText(/chunk|load/i);

    blocked = false;
    await retry.click();
    await expect(page.locator('article h1')).toHaveText('Installation');
});

test('/llms.txt and /llms-full.txt are served and list the docs', async ({ request }) => {
    const index = await (await request.get('/llms.txt')).text();
    expect(index).toMatch(/^# Vendure Docs/);
    for (const section of ['## Learn', '## Reference', '## User Guide']) expect(index).toContain(section);
    // Pages are linked as their Markdown twins (plugins/content/llms-txt).
    expect(index).toContain(`(https://docs.vendure.io${installation.replace(/\/$/, '.md')}): `);
    expect(index).not.toContain('/TODO');
    const full = await (await request.get('/llms-full.txt')).text();
    expect(full).toMatch(/^# Installation$/m);
    expect(full).toContain('npx @vendure/create');
    expect(full).not.toMatch(/^---\ntitle:/m);
});
