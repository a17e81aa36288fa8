/**
 * Reading comfort on a phone (390 px) and a desktop (1280 px), over every page of the build that has a table,
 * a diagram or a User Guide screenshot:
 * - no inline code in a table is cut inside a word, and a table wider than its column scrolls sideways in its
 *   own box, which keyboard users can reach (plugins/content/rehype-table-scroll, src/css/custom.css);
 * - every diagram or screenshot drawn narrower than its natural size offers "Open … full size", and the
 *   link opens the image at its natural size (src/components/FullSizeLink).
 * One navigation per page; both widths are measured in it by resizing the window.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

import { builtFiles, routeOfFile } from '../../scripts/built-site';
import { buildDir } from './helpers';

const widths = [390, 1280];
/** The build being served: build/, or SERVE_DIR (scripts/serve.ts), e.g. to run these checks on another build. */
const servedDir = process.env.SERVE_DIR ? path.resolve(process.env.SERVE_DIR) : buildDir;

function pagesWhoseHtmlHas(pattern: RegExp): string[] {
    if (!fs.existsSync(servedDir)) return [];
    return builtFiles(servedDir, '.html')
        .filter(file => pattern.test(fs.readFileSync(path.join(servedDir, file), 'utf8')))
        .map(routeOfFile);
}

/** The pages split into `count` groups, so that the two workers share them. */
function groups(pages: string[], count: number): string[][] {
    return Array.from({ length: count }, (_, i) => pages.filter((_, j) => j % count === i));
}

interface TableFinding {
    broken: string[];
    unreachable: string[];
    outside: string[];
    tables: number;
    scrolling: number;
}

/** In the page: every table's code words on one line each, and how a table wider than its column behaves. */
function checkTables(): TableFinding {
    const found: TableFinding = { broken: [], unreachable: [], outside: [], tables: 0, scrolling: 0 };
    const column = document.querySelector('article .markdown')?.getBoundingClientRect();
    for (const table of Array.from(document.querySelectorAll<HTMLTableElement>('article table'))) {
        found.tables++;
        const where = `table ${found.tables} (${table.querySelector('th, td')?.textContent?.trim().slice(0, 30)})`;
        for (const code of Array.from(table.querySelectorAll('code'))) {
            if (code.closest('pre')) continue;
            const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
                    const range = document.createRange();
                    range.setStart(node, word.index);
                    range.setEnd(node, word.index + word[0].length);
                    const lines = new Set(
                        Array.from(range.getClientRects())
                            .filter(rect => rect.width > 0)
                            .map(rect => Math.round(rect.top)),
                    );
                    if (lines.size > 1) found.broken.push(`${where}: ${word[0]}`);
                }
            }
        }
        const box = table.parentElement!;
        if (table.getBoundingClientRect().width > box.clientWidth + 1) {
            found.scrolling++;
            const scrolls = /auto|scroll/.test(getComputedStyle(box).overflowX) && box.scrollWidth > box.clientWidth;
            const named = box.getAttribute('role') === 'region' && !!box.getAttribute('aria-label')?.trim();
            if (!scrolls || box.tabIndex !== 0 || !named) found.unreachable.push(where);
        }
        // What a reader sees of the table ends at the column's edge: the box scrolls, the page does not.
        const visibleRight = /auto|scroll|hidden/.test(getComputedStyle(box).overflowX)
            ? box.getBoundingClientRect().right
            : Math.max(box.getBoundingClientRect().right, table.getBoundingClientRect().right);
        if (column && visibleRight > column.right + 1) found.outside.push(where);
    }
    return found;
}

const tablePages = pagesWhoseHtmlHas(/<table/);

test('the build has pages with tables', () => {
    expect(tablePages.length).toBeGreaterThan(50);
});

for (const [index, pages] of groups(tablePages, 4).entries()) {
    test(`tables keep code words whole and scroll in a focusable box (pages group ${index + 1})`, async ({
        browser,
    }) => {
        test.setTimeout(240_000);
        // Tables are static markup: no script is needed to lay them out.
        const context = await browser.newContext({ javaScriptEnabled: false });
        const page = await context.newPage();
        let tables = 0;
        let scrolling = 0;
        for (const url of pages) {
            await page.setViewportSize({ width: widths[0], height: 800 });
            await page.goto(url);
            for (const width of widths) {
                await page.setViewportSize({ width, height: 800 });
                const found = await page.evaluate(checkTables);
                tables += found.tables;
                scrolling += found.scrolling;
                expect.soft(found.broken, `${url} at ${width} px: code cut inside a word`).toEqual([]);
                expect
                    .soft(found.unreachable, `${url} at ${width} px: wide table not in a focusable scroll box`)
                    .toEqual([]);
                expect.soft(found.outside, `${url} at ${width} px: table wider than the column`).toEqual([]);
            }
        }
        console.log(`${pages.length} pages, ${tables} tables measured, ${scrolling} of them scroll in their box`);
        expect(tables).toBeGreaterThan(0);
        await context.close();
    });
}

interface ImageFinding {
    shrunk: number;
    missing: string[];
    links: { href: string; natural: number }[];
}

/** In the page: each shown diagram or screenshot narrower than its natural width, and its link. */
function checkImages(): ImageFinding {
    const found: ImageFinding = { shrunk: 0, missing: [], links: [] };
    const images = Array.from(
        document.querySelectorAll<HTMLImageElement>(
            'article .docusaurus-mermaid-container > img, article img[src*="/img/user-guide/"]',
        ),
    ).filter(img => img.getClientRects().length > 0);
    for (const img of images) {
        const natural = Number(img.getAttribute('width'));
        if (img.getBoundingClientRect().width >= natural - 0.5) continue;
        found.shrunk++;
        const frame = img.closest('.docusaurus-mermaid-container') ?? img.parentElement!;
        const link = Array.from(frame.querySelectorAll<HTMLAnchorElement>('a[data-full-size-link]')).find(
            a => a.getClientRects().length > 0,
        );
        const name = link?.textContent?.trim() ?? '';
        if (!link || link.getAttribute('href') !== img.getAttribute('src') || !/full size/.test(name))
            found.missing.push(img.getAttribute('src') ?? '');
        else found.links.push({ href: link.getAttribute('href')!, natural });
    }
    return found;
}

const imagePages = pagesWhoseHtmlHas(/data-mermaid-mode|src=\/img\/user-guide\/|src="\/img\/user-guide\//);

/** Opens one link by keyboard and checks the browser shows the image at its natural width, scrolling sideways if wider. */
async function openByKeyboard(page: Page, href: string, natural: number, width: number) {
    const link = page.locator(`a[data-full-size-link][href="${href}"]:visible`).first();
    await link.focus();
    await expect(link).toBeFocused();
    await Promise.all([page.waitForURL(url => url.pathname === href), page.keyboard.press('Enter')]);
    const shown = await page.evaluate(() => {
        // A screenshot opens in the browser's image view (fitted, a click or pinch shows it at 100 %); a
        // diagram, an SVG document, at its own size.
        const image = document.querySelector('img');
        return image
            ? { width: image.naturalWidth, scrollWidth: Infinity }
            : {
                  width: document.documentElement.getBoundingClientRect().width,
                  scrollWidth: document.documentElement.scrollWidth,
              };
    });
    expect(Math.round(shown.width), `${href} opened at its natural width`).toBeGreaterThanOrEqual(natural - 1);
    if (natural > width) expect(shown.scrollWidth, `${href} scrolls sideways`).toBeGreaterThan(width);
    await page.goBack();
}

test('the build has pages with diagrams and screenshots', () => {
    expect(imagePages.length).toBeGreaterThan(20);
});

for (const [index, pages] of groups(imagePages, 2).entries()) {
    test(`every shrunk diagram and screenshot offers "Open full size" (pages group ${index + 1})`, async ({
        browser,
    }) => {
        test.setTimeout(240_000);
        const context = await browser.newContext({ colorScheme: index === 0 ? 'dark' : 'light' });
        const page = await context.newPage();
        let shrunk = 0;
        let opened = 0;
        for (const url of pages) {
            await page.setViewportSize({ width: widths[0], height: 800 });
            await page.goto(url);
            for (const width of widths) {
                await page.setViewportSize({ width, height: 800 });
                const found = await page.evaluate(checkImages);
                shrunk += found.shrunk;
                expect.soft(found.missing, `${url} at ${width} px: shrunk image without its link`).toEqual([]);
                // A sample: the first link of every fifth page, by keyboard.
                if (found.links.length && pages.indexOf(url) % 5 === 0 && width === widths[0]) {
                    await openByKeyboard(page, found.links[0].href, found.links[0].natural, width);
                    opened++;
                }
            }
        }
        console.log(`${pages.length} pages: ${shrunk} shrunk images, ${opened} opened full size`);
        expect(shrunk).toBeGreaterThan(0);
        expect(opened).toBeGreaterThan(0);
        await context.close();
    });
}

test('edge labels of a dark diagram meet WCAG AA contrast', async ({ page }) => {
    const url = '/guides/developer-guide/overview/';
    const html = fs.readFileSync(path.join(servedDir, url, 'index.html'), 'utf8');
    const image = /<img[^>]*data-mermaid-mode="?dark[^>]*>/.exec(html)?.[0] ?? '';
    const dark = /src="?(\/assets\/images\/[\w-]+\.svg)/.exec(image)?.[1];
    expect(dark, `a dark diagram on ${url}`).toBeTruthy();
    await page.goto(dark!);
    const ratios = await page.evaluate(() => {
        const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
        const luminance = ([r, g, b]: number[]) => {
            const [R, G, B] = [r, g, b].map(v => {
                const c = v / 255;
                return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * R + 0.7152 * G + 0.0722 * B;
        };
        /** The colour behind `el`: the first ancestor's opaque background (alpha ignored: labels sit on lines). */
        const behind = (el: Element | null): number[] => {
            for (; el; el = el.parentElement) {
                const bg = rgb(getComputedStyle(el).backgroundColor);
                if (bg.length >= 3 && (bg[3] === undefined || bg[3] > 0)) return bg.slice(0, 3);
            }
            return [255, 255, 255];
        };
        return Array.from(document.querySelectorAll('.edgeLabel p, span.edgeLabel'))
            .filter(el => el.textContent?.trim())
            .map(el => {
                const [a, b] = [luminance(rgb(getComputedStyle(el).color)), luminance(behind(el))];
                return {
                    text: (el.textContent ?? '').trim(),
                    ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
                };
            });
    });
    expect(ratios.length).toBeGreaterThan(0);
    for (const { text, ratio } of ratios) expect(ratio, `"${text}"`).toBeGreaterThanOrEqual(4.5);
});
