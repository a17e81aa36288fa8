/**
 * INP-style timing of the first interactions after a page has loaded, under 4× CPU throttling: a click on a
 * collapsed sidebar category and on the search button. Each is measured as the browser's Event Timing
 * duration (input to the next paint, what INP reports) and as the time until the result is on screen
 * (the expanded category, the search modal), so work moved from page load to the first click shows up.
 */
import type { Browser, Page } from '@playwright/test';

import { median } from './lighthouse';

export interface InteractionTiming {
    /** Longest Event Timing entry of the interaction (pointerdown, pointerup, click), ms. */
    eventMs: number;
    /** From the pointerdown to the first frame that shows the result, ms. */
    visibleMs: number;
}

export const CPU_SLOWDOWN = 4;
const collapsedCategory = 'nav[aria-label="Docs sidebar"] li.menu__list-item--collapsed';

async function observeEvents(page: Page): Promise<void> {
    await page.evaluate(() => {
        const w = window as unknown as { __events: { name: string; duration: number; startTime: number }[] };
        w.__events = [];
        new PerformanceObserver(list => {
            for (const e of list.getEntries()) {
                if ((e as PerformanceEntry & { interactionId?: number }).interactionId)
                    w.__events.push({ name: e.name, duration: e.duration, startTime: e.startTime });
            }
        }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    });
}

async function measure(page: Page, act: () => Promise<void>, shown: string): Promise<InteractionTiming> {
    await observeEvents(page);
    await act();
    // The first animation frame in which the result is there.
    const visibleAt = await page.waitForFunction(
        selector => (document.querySelector(selector) ? performance.now() : false),
        shown,
        { polling: 'raf', timeout: 30_000 },
    );
    const visible = (await visibleAt.jsonValue()) as number;
    await page.waitForTimeout(300);
    const events = await page.evaluate(
        () => (window as unknown as { __events: { name: string; duration: number; startTime: number }[] }).__events,
    );
    if (!events.length) return { eventMs: 16, visibleMs: NaN };
    const start = Math.min(...events.map(e => e.startTime));
    return { eventMs: Math.max(...events.map(e => e.duration)), visibleMs: Math.round(visible - start) };
}

async function loadedPage(browser: Browser, url: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url);
    await page.locator('html[data-has-hydrated="true"]').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    return page;
}

/** First click on the first collapsed sidebar category of `url` (its caret: expands without navigating). */
export async function sidebarCategoryClick(browser: Browser, url: string): Promise<InteractionTiming> {
    const page = await loadedPage(browser, url);
    try {
        const item = page.locator(collapsedCategory).first();
        const id = `bench-${Date.now()}`;
        await item.evaluate((el, id) => el.setAttribute('data-bench', id), id);
        const toggle = item
            .locator(':scope > .menu__list-item-collapsible > button.menu__caret, :scope > a.menu__link--sublist-caret')
            .first();
        return await measure(page, () => toggle.click(), `li[data-bench="${id}"]:not(.menu__list-item--collapsed)`);
    } finally {
        await page.close();
    }
}

/** First click on the navbar's search button, until the modal's input is shown. */
export async function searchButtonClick(browser: Browser, url: string): Promise<InteractionTiming> {
    const page = await loadedPage(browser, url);
    try {
        return await measure(
            page,
            () => page.locator('.DocSearch-Button').click(),
            '.DocSearch-Modal .DocSearch-Input',
        );
    } finally {
        await page.close();
    }
}

/** Median of `runs` fresh-page measurements of one interaction. */
export async function interactionMedian(run: () => Promise<InteractionTiming>, runs = 3): Promise<InteractionTiming> {
    const results: InteractionTiming[] = [];
    for (let i = 0; i < runs; i++) results.push(await run());
    return { eventMs: median(results.map(r => r.eventMs)), visibleMs: median(results.map(r => r.visibleMs)) };
}
