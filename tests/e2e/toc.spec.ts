/**
 * The right-hand table of contents at the narrowest desktop width (997 px, where the theme starts showing it)
 * and at 1280 px, on the pages with the longest API names and the widest single words in it: no entry is cut
 * inside a word (`configureDefaultOrderProces|s`), and no entry sticks out of the column
 * (plugins/content/remark-toc-breaks puts a `<wbr>` between the words of a name; src/css/custom.css gives a
 * nested entry the width of a long word).
 */
import { expect, test } from '@playwright/test';

import { gotoHydrated } from './helpers';

const PAGES = [
    // The longest name of any table of contents (DefaultProductVariantPriceUpdateStrategyOptions, 47 characters).
    '/reference/typescript-api/configuration/product-variant-price-update-strategy/',
    '/reference/typescript-api/orders/order-process/',
    '/reference/typescript-api/services/user-service/',
    '/reference/core-plugins/payments-plugin/stripe-plugin/',
    // The widest single words of nested entries at 997 px, measured over every entry of the built site:
    // "instrumentation" (instrumentationStrategy), "transformations" (a plain word), "Authentication".
    '/reference/typescript-api/configuration/system-options/',
    '/reference/core-plugins/asset-server-plugin/',
    '/reference/typescript-api/auth/auth-options/',
];

interface TocFinding {
    entries: number;
    /** Entries wider than the column, with how far they reach past it. */
    overflowing: string[];
    /** Line breaks inside a word: the text around the break, `|` where the line ends. */
    brokenWords: string[];
}

for (const width of [997, 1280]) {
    test(`at ${width} px the table of contents keeps names whole and inside its column`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        for (const url of PAGES) {
            await gotoHydrated(page, url);
            const toc = page.locator('.theme-doc-toc-desktop .table-of-contents');
            await expect(toc, url).toBeVisible();
            const finding = await toc.evaluate((list): TocFinding => {
                const column = list.getBoundingClientRect();
                const overflowing: string[] = [];
                const brokenWords: string[] = [];
                const links = Array.from(list.querySelectorAll('a'));
                for (const link of links) {
                    const box = link.getBoundingClientRect();
                    const past = Math.max(box.right - column.right, link.scrollWidth - link.clientWidth);
                    if (past > 0.5) overflowing.push(`${link.textContent} (${Math.round(past)} px)`);
                    // Every character with the top of its line box; a new line starts where the top grows.
                    const chars: Array<{ char: string; top: number }> = [];
                    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
                    const range = document.createRange();
                    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                        const text = node.textContent ?? '';
                        for (let i = 0; i < text.length; i++) {
                            range.setStart(node, i);
                            range.setEnd(node, i + 1);
                            const rect = range.getClientRects()[0];
                            if (rect) chars.push({ char: text[i], top: rect.top });
                        }
                    }
                    for (let i = 1; i < chars.length; i++) {
                        if (chars[i].top <= chars[i - 1].top + 2) continue;
                        const before = chars[i - 1].char;
                        const after = chars[i].char;
                        const next = chars[i + 1]?.char ?? '';
                        const betweenWords =
                            /\s/.test(before) ||
                            /\s/.test(after) ||
                            /[._,(/-]/.test(before) ||
                            (/[\p{Ll}\p{N}]/u.test(before) && /\p{Lu}/u.test(after)) ||
                            (/\p{Lu}/u.test(before) && /\p{Lu}/u.test(after) && /\p{Ll}/u.test(next));
                        if (!betweenWords) {
                            const text = chars.map(c => c.char).join('');
                            brokenWords.push(`${text.slice(Math.max(0, i - 20), i)}|${text.slice(i, i + 20)}`);
                        }
                    }
                }
                return { entries: links.length, overflowing, brokenWords };
            });
            expect(finding.entries, url).toBeGreaterThan(0);
            // Soft, so that one run names every page that fails.
            expect.soft(finding.brokenWords, url).toEqual([]);
            expect.soft(finding.overflowing, url).toEqual([]);
        }
    });
}
