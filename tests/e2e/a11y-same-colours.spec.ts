import { expect, test, type Page } from '@playwright/test';

import { injectAxe, stopTransitions } from '../a11y/check-page';
import { markSameColours } from '../a11y/same-colours';
import { gotoHydrated } from './helpers';

/**
 * Low-contrast colours on common elements, so that both runs have violations to agree on; paragraphs fail from
 * the second on, so a first paragraph that passes must not stand for them.
 */
const lowContrast = `article p:nth-of-type(4n+2) { color: #666 !important } article li { color: #6a6a6a !important }
  article a { color: #5a5aff !important } article code { color: #707070 !important } .menu__link { color: #555 !important }`;

/**
 * A guide, then a reference page whose long sidebar scrolls (its lower links are clipped), then a page with a
 * table: the second and third are given the combinations the pages before them saw, as in a run.
 */
const pages = [
    '/guides/getting-started/installation/',
    '/reference/typescript-api/entities/product/',
    '/guides/core-concepts/orders/',
];

/** Each contrast failure as the colours, ratio and text size axe measured, and the number of failing elements. */
function failures(page: Page, selector: string) {
    return page.evaluate(async selector => {
        const axe = (
            window as unknown as {
                axe: {
                    configure: (c: unknown) => void;
                    run: (
                        ctx: unknown,
                        o: unknown,
                    ) => Promise<{
                        violations: Array<{
                            nodes: Array<{
                                any: Array<{
                                    data?: Record<
                                        'fgColor' | 'bgColor' | 'contrastRatio' | 'fontSize' | 'fontWeight',
                                        string | number
                                    >;
                                }>;
                            }>;
                        }>;
                    }>;
                };
            }
        ).axe;
        axe.configure({ rules: [{ id: 'color-contrast', selector }] });
        const { violations } = await axe.run(document, {
            runOnly: { type: 'rule', values: ['color-contrast'] },
            resultTypes: ['violations'],
        });
        const nodes = violations.flatMap(v => v.nodes);
        const kinds = nodes
            .map(n => n.any[0]?.data)
            .map(d => `${d?.fgColor} on ${d?.bgColor} ${d?.contrastRatio} ${d?.fontSize} ${d?.fontWeight}`);
        return { nodes: nodes.length, kinds: [...new Set(kinds)] };
    }, selector);
}

for (const width of [1280, 360]) {
    test(`leaving out text whose colours were already checked, on this page or an earlier one, finds the same contrast failures (${width}px)`, async ({
        browser,
    }) => {
        test.setTimeout(180_000);
        const context = await browser.newContext({ colorScheme: 'dark', viewport: { width, height: 800 } });
        const page = await context.newPage();
        const all = new Set<string>();
        const unmarked = new Set<string>();
        let allNodes = 0;
        let unmarkedNodes = 0;
        let checked = 0;
        let marked = 0;
        const known: string[] = [];
        for (const url of pages) {
            await gotoHydrated(page, url);
            await stopTransitions(page);
            await page.addStyleTag({ content: lowContrast });
            await injectAxe(page);
            const full = await failures(page, '*:not(pre):not(pre *)');
            const counts = await page.evaluate(markSameColours, known);
            known.push(...counts.added);
            const left = await failures(page, '*:not(pre):not(pre *):not([data-a11y-same-colours])');
            for (const kind of full.kinds) all.add(kind);
            for (const kind of left.kinds) unmarked.add(kind);
            allNodes += full.nodes;
            unmarkedNodes += left.nodes;
            checked += counts.checked;
            marked += counts.marked;
        }
        expect(all.size).toBeGreaterThan(3);
        expect([...unmarked].sort()).toEqual([...all].sort());
        expect(marked).toBeGreaterThan(checked * 2);
        expect(unmarkedNodes).toBeLessThan(allNodes / 2);
        await context.close();
    });
}
