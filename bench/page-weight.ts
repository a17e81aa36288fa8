import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page, Request } from '@playwright/test';

export interface PageWeight {
    url: string;
    /** The document's HTML, uncompressed and gzipped. */
    htmlBytes: number;
    htmlGzip: number;
    /** Scripts and stylesheets loaded until the page is idle after hydration, gzipped as a server would send them. */
    jsGzip: number;
    cssGzip: number;
    requests: number;
}

const gzipCache = new Map<string, number>();

/** gzip size of a built file, by URL path (the local test server sends files uncompressed). */
export function gzipSizeOf(buildDir: string, urlPath: string): number {
    const file = path.join(buildDir, decodeURIComponent(urlPath));
    let size = gzipCache.get(file);
    if (size === undefined) {
        size = zlib.gzipSync(fs.readFileSync(file)).length;
        gzipCache.set(file, size);
    }
    return size;
}

/**
 * The site's own scripts and stylesheets a page loads while `action` runs, and the number of requests.
 * Prefetches (Docusaurus prefetches linked pages) are not counted: they are neither 'script' nor 'stylesheet'.
 */
export async function collectAssets(page: Page, baseURL: string, action: () => Promise<unknown>) {
    const origin = new URL(baseURL).origin;
    const js = new Set<string>();
    const css = new Set<string>();
    let requests = 0;
    const onRequest = (request: Request) => {
        requests++;
        const url = new URL(request.url());
        if (url.origin !== origin) return;
        if (request.resourceType() === 'script') js.add(url.pathname);
        if (request.resourceType() === 'stylesheet') css.add(url.pathname);
    };
    page.on('request', onRequest);
    try {
        await action();
        await page.waitForLoadState('networkidle');
    } finally {
        page.off('request', onRequest);
    }
    return { js: [...js], css: [...css], requests };
}

export async function measurePageWeight(
    page: Page,
    baseURL: string,
    buildDir: string,
    url: string,
): Promise<PageWeight> {
    let html = '';
    const assets = await collectAssets(page, baseURL, async () => {
        const response = await page.goto(new URL(url, baseURL).href);
        html = (await response?.text()) ?? '';
        await page.locator('html[data-has-hydrated="true"]').waitFor();
    });
    return {
        url,
        htmlBytes: Buffer.byteLength(html),
        htmlGzip: zlib.gzipSync(html).length,
        jsGzip: assets.js.reduce((sum, p) => sum + gzipSizeOf(buildDir, p), 0),
        cssGzip: assets.css.reduce((sum, p) => sum + gzipSizeOf(buildDir, p), 0),
        requests: assets.requests,
    };
}

/** gzip bytes of JS that a client-side navigation from the current page to `linkHref` adds. */
export async function jsAddedByNavigation(
    page: Page,
    baseURL: string,
    buildDir: string,
    linkHref: string,
): Promise<number> {
    const assets = await collectAssets(page, baseURL, async () => {
        await page.evaluate(href => {
            const link = document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`);
            if (!link) throw new Error(`no link to ${href} on ${location.pathname}`);
            link.click();
        }, linkHref);
        await page.waitForURL(u => u.pathname === linkHref);
    });
    return assets.js.reduce((sum, p) => sum + gzipSizeOf(buildDir, p), 0);
}
