/**
 * Drives the Dashboard in Debian's Chromium (Playwright) and captures each screen of `shots.ts` as PNG
 * pixels, in the Dashboard's light and dark themes. The Dashboard's theme setting stays "System", and the
 * browser's `prefers-color-scheme` picks light or dark, as for a user on that system setting.
 *
 * Determinism: fixed viewport and device scale, UTC, en-US, a fixed clock (`browserNow`), no animations,
 * transitions or caret, and a screen is taken only once two consecutive captures are identical.
 */
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

import { chromeFlags, chromePath } from '../../lib/chromium';
import type { GraphQLSession } from './api';
import { browserNow } from './normalise';
import type { SeededIds } from './seed';
import type { Shot } from './shots';

/**
 * Without this, Chromium re-rasterises only the changed part of a tile and keeps the rest from earlier
 * frames, so anti-aliased edges came out ±1 different from run to run (measured: 473 differing pixels
 * over 9 repeated captures; 0 with the flag).
 */
const determinismFlags = ['--disable-partial-raster'];

export const viewport = { width: 1280, height: 800 };
export const deviceScaleFactor = 1;
export type Theme = 'light' | 'dark';
export const themes: Theme[] = ['light', 'dark'];

/** The Dashboard's user settings (`vendure.dashboard.userSettings`) every screen starts from. */
const baseSettings = {
    displayLanguage: 'en',
    contentLanguage: 'en',
    theme: 'system',
    displayUiExtensionPoints: false,
    mainNavExpanded: true,
    activeChannelId: '1',
    devMode: false,
    hasSeenOnboarding: true,
    tableSettings: {},
};

const freezeCss = `
*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }
html { scrollbar-width: none; }
::-webkit-scrollbar { display: none; }
`;

export interface ShotContext<Ids = SeededIds> {
    page: Page;
    ids: Ids;
    theme: Theme;
}

export class DashboardBrowser {
    private signedOut?: DashboardBrowser;

    private constructor(
        private readonly browser: Browser,
        private readonly context: BrowserContext,
        readonly page: Page,
        private readonly origin: string,
        private readonly admin: GraphQLSession,
    ) {}

    static async open(origin: string, admin: GraphQLSession): Promise<DashboardBrowser> {
        const browser = await chromium.launch({
            executablePath: chromePath,
            args: [...chromeFlags, ...determinismFlags],
        });
        const dashboard = await DashboardBrowser.inNewContext(browser, origin, admin);
        await dashboard.signIn();
        return dashboard;
    }

    /** A browser context of its own (own storage and cookies, so signed out) with the fixed settings above. */
    private static async inNewContext(
        browser: Browser,
        origin: string,
        admin: GraphQLSession,
    ): Promise<DashboardBrowser> {
        const context = await browser.newContext({
            viewport,
            deviceScaleFactor,
            colorScheme: 'light',
            reducedMotion: 'reduce',
            locale: 'en-US',
            timezoneId: 'UTC',
            serviceWorkers: 'block',
        });
        const page = await context.newPage();
        await page.clock.setFixedTime(browserNow);
        await context.addInitScript(css => {
            const add = () => {
                const style = document.createElement('style');
                style.setAttribute('data-screenshots', '');
                style.textContent = css;
                document.head.appendChild(style);
            };
            if (document.head) add();
            else document.addEventListener('DOMContentLoaded', add);
        }, freezeCss);
        return new DashboardBrowser(browser, context, page, origin, admin);
    }

    /**
     * The same browser without a session, for the screens of `signedOut` shots (the login page, which
     * sends a signed-in administrator away). Created on first use.
     */
    private async signedOutBrowser(): Promise<DashboardBrowser> {
        if (!this.signedOut) {
            this.signedOut = await DashboardBrowser.inNewContext(this.browser, this.origin, this.admin);
            // On the Dashboard's origin, so that the screen's state can be put into its storage.
            await this.signedOut.page.goto(`${this.origin}/dashboard/login`);
        }
        return this.signedOut;
    }

    /** Signs in on the Dashboard's login page, as the superadmin. */
    private async signIn(): Promise<void> {
        const { page } = this;
        await page.goto(`${this.origin}/dashboard/login`);
        await page.locator('input[name=username]').fill('superadmin');
        await page.locator('input[name=password]').fill('superadmin');
        await page.locator('button[type=submit]').click();
        await page.waitForURL(url => !url.pathname.endsWith('/login'), { timeout: 30_000 });
        await page.getByText('Super Admin').first().waitFor();
    }

    /**
     * Puts the user settings (server copy and browser copy) and the browser storage to the screen's, so no
     * screen depends on the one before. Only the session and channel tokens are kept.
     */
    private async applyState<Ids>(shot: Shot<Ids>, ids: Ids): Promise<void> {
        const settings = { ...baseSettings, ...shot.settings };
        await this.admin.request(
            `mutation Settings($input: SettingsStoreInput!) { setSettingsStoreValue(input: $input) { result error } }`,
            { input: { key: 'vendure.dashboard.userSettings', value: settings } },
        );
        const storage = { 'vendure-user-settings': JSON.stringify(settings), ...shot.localStorage?.(ids) };
        await this.page.evaluate(entries => {
            for (const key of Object.keys(localStorage)) {
                if (key !== 'vendure-session-token' && key !== 'vendure-selected-channel-token')
                    localStorage.removeItem(key);
            }
            for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, storage);
    }

    /** Captures one screen; on failure, saves what the browser showed as `failedScreenshot` and rethrows. */
    async capture<Ids>(shot: Shot<Ids>, ids: Ids, theme: Theme, failedScreenshot: string): Promise<Buffer> {
        const browser = shot.signedOut ? await this.signedOutBrowser() : this;
        return browser.captureOrSave(shot, ids, theme, failedScreenshot);
    }

    private async captureOrSave<Ids>(
        shot: Shot<Ids>,
        ids: Ids,
        theme: Theme,
        failedScreenshot: string,
    ): Promise<Buffer> {
        try {
            return await this.captureScreen(shot, ids, theme);
        } catch (error) {
            await this.page.screenshot({ path: failedScreenshot }).catch(() => undefined);
            throw new Error(
                `${shot.id} (${theme}): ${(error as Error).message}\nThe browser showed: ${failedScreenshot}`,
                { cause: error },
            );
        }
    }

    private async captureScreen<Ids>(shot: Shot<Ids>, ids: Ids, theme: Theme): Promise<Buffer> {
        const { page } = this;
        const height = Number(process.env.SCREENSHOT_HEIGHT) || shot.height || viewport.height;
        await page.setViewportSize({ width: shot.width ?? viewport.width, height });
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        await this.applyState(shot, ids);
        await page.goto(`${this.origin}/dashboard${shot.path(ids)}`);
        await this.settle();
        if (shot.waitFor) await page.getByText(shot.waitFor, { exact: false }).first().waitFor({ timeout: 20_000 });
        await shot.prepare?.({ page, ids, theme });
        await this.settle();
        const targets = shot.element?.(page);
        const padding = shot.padding ?? 16;
        if (targets) await this.fitViewport(targets);
        // Off every element the pictures show (the sidebar's bottom-left corner), so nothing is hovered.
        await page.mouse.move(0, page.viewportSize()!.height - 1);
        await scrollToTop(page);
        if (shot.markers?.length)
            await drawMarkers(
                page,
                shot.markers.map(m => m(page)),
            );
        return this.stableScreenshot(targets, padding);
    }

    /**
     * Makes the viewport tall enough for the whole box around `targets`, so nothing the picture shows is
     * scrolled out or cut at the window's bottom edge (which height that takes depends on the content,
     * not on a number kept per screen).
     */
    private async fitViewport(targets: Locator[]): Promise<void> {
        for (let attempt = 0; attempt < 5; attempt++) {
            await scrollToTop(this.page);
            const box = await unionBox(targets);
            const size = this.page.viewportSize()!;
            // Without the padding: a box that ends at the window's bottom edge (the sidebar's footer) moves with it.
            const needed = Math.ceil(box.y + box.height);
            if (needed <= size.height) return;
            await this.page.setViewportSize({ width: size.width, height: needed + 40 });
            await this.settle();
        }
        throw new Error('The element to capture kept growing with the window');
    }

    /** Waits for the network, web fonts, images and loading placeholders. */
    private async settle(): Promise<void> {
        const { page } = this;
        await page.waitForLoadState('networkidle');
        await page.waitForFunction(
            () =>
                document.fonts.status === 'loaded' &&
                Array.from(document.images).every(img => img.complete) &&
                document.querySelectorAll('.animate-pulse, .animate-spin, [data-slot="skeleton"]').length === 0,
            undefined,
            { timeout: 20_000 },
        );
    }

    /**
     * Takes screenshots (of the viewport, or of the box around `targets`) until two in a row are identical.
     * Every scroll position is reset first, so what a click scrolled into view never moves the picture.
     */
    private async stableScreenshot(targets: Locator[] | undefined, padding: number): Promise<Buffer> {
        const take = async (): Promise<Buffer> => {
            await scrollToTop(this.page);
            if (!targets) return this.page.screenshot({ animations: 'disabled', caret: 'hide' });
            const box = await unionBox(targets);
            const size = this.page.viewportSize()!;
            const x = Math.max(0, Math.floor(box.x - padding));
            const y = Math.max(0, Math.floor(box.y - padding));
            const right = Math.min(size.width, Math.ceil(box.x + box.width + padding));
            const bottom = Math.min(size.height, Math.ceil(box.y + box.height + padding));
            return this.page.screenshot({
                animations: 'disabled',
                caret: 'hide',
                clip: { x, y, width: right - x, height: bottom - y },
            });
        };
        let previous = await take();
        for (let attempt = 0; attempt < 20; attempt++) {
            await this.page.waitForTimeout(250);
            const next = await take();
            if (next.equals(previous)) return next;
            previous = next;
        }
        throw new Error('The screen did not settle: consecutive captures kept changing');
    }

    async close(): Promise<void> {
        if (this.signedOut) await this.signedOut.context.close();
        await this.context.close();
        await this.browser.close();
    }
}

/** The box around every element the locators match (viewport coordinates). */
async function unionBox(targets: Locator[]): Promise<{ x: number; y: number; width: number; height: number }> {
    const boxes = [];
    for (const target of targets) {
        const matches = await target.all();
        if (matches.length === 0) throw new Error(`The element to capture is missing: ${target.toString()}`);
        for (const match of matches) {
            const box = await match.boundingBox();
            if (!box) throw new Error(`The element to capture is not visible: ${target.toString()}`);
            boxes.push(box);
        }
    }
    const x = Math.min(...boxes.map(b => b.x));
    const y = Math.min(...boxes.map(b => b.y));
    return {
        x,
        y,
        width: Math.max(...boxes.map(b => b.x + b.width)) - x,
        height: Math.max(...boxes.map(b => b.y + b.height)) - y,
    };
}

/** Scrolls the window and every scrolled element back to its start. */
async function scrollToTop(page: Page): Promise<void> {
    await page.evaluate(() => {
        window.scrollTo(0, 0);
        for (const element of Array.from(document.querySelectorAll('*'))) {
            if (element.scrollTop !== 0) element.scrollTop = 0;
            if (element.scrollLeft !== 0) element.scrollLeft = 0;
        }
    });
}

/** Numbered markers (1, 2, …) over the given elements, drawn into the page before the capture. */
async function drawMarkers(page: Page, targets: Locator[]): Promise<void> {
    const boxes = [];
    for (const target of targets) {
        const box = await target.first().boundingBox();
        if (!box) throw new Error(`Marker target not visible: ${target.toString()}`);
        boxes.push(box);
    }
    await page.evaluate(list => {
        list.forEach((box, index) => {
            const marker = document.createElement('div');
            marker.setAttribute('data-screenshot-marker', String(index + 1));
            marker.textContent = String(index + 1);
            Object.assign(marker.style, {
                position: 'fixed',
                zIndex: '2147483647',
                left: `${Math.min(window.innerWidth - 26, Math.round(box.x + box.width - 12))}px`,
                top: `${Math.max(2, Math.round(box.y - 10))}px`,
                width: '24px',
                height: '24px',
                borderRadius: '12px',
                background: '#e11d48',
                color: '#ffffff',
                font: '700 14px/24px sans-serif',
                textAlign: 'center',
                boxShadow: '0 0 0 2px #ffffff',
                pointerEvents: 'none',
            });
            const outline = document.createElement('div');
            Object.assign(outline.style, {
                position: 'fixed',
                zIndex: '2147483646',
                left: `${Math.round(box.x - 3)}px`,
                top: `${Math.round(box.y - 3)}px`,
                width: `${Math.round(box.width + 6)}px`,
                height: `${Math.round(box.height + 6)}px`,
                border: '2px solid #e11d48',
                borderRadius: '6px',
                pointerEvents: 'none',
            });
            document.body.append(outline, marker);
        });
    }, boxes);
}
