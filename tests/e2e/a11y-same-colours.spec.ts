import fs from 'node:fs';

import { expect, test } from '@playwright/test';

import { markSameColours } from '../a11y/same-colours';
import { gotoHydrated } from './helpers';

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Low-contrast colours on common elements, so that both runs have violations to agree on. */
const lowContrast = `article p:nth-of-type(4n+1) { color: #666 !important } article li { color: #6a6a6a !important }
  article a { color: #5a5aff !important } article code { color: #707070 !important } .menu__link { color: #555 !important }`;

for (const width of [1280, 360]) {
    test(`leaving out text whose colours were already checked finds the same contrast failures (${width}px)`, async ({
        browser,
    }) => {
        test.setTimeout(120_000);
        const context = await browser.newContext({ colorScheme: 'dark', viewport: { width, height: 800 } });
        const page = await context.newPage();
        await gotoHydrated(page, '/guides/getting-started/installation/');
        await page.addStyleTag({ content: `*, *::before, *::after { transition: none !important; } ${lowContrast}` });
        await page.evaluate('globalThis.__name = globalThis.__name || (f => f)');
        await page.evaluate(axeSource);
        // Each failure as the colours, ratio and text size axe measured: the same set with and without marking.
        const failures = (selector: string) =>
            page.evaluate(async selector => {
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
                return { nodes: nodes.length, kinds: [...new Set(kinds)].sort() };
            }, selector);
        const all = await failures('*:not(pre):not(pre *)');
        const { checked, marked } = await page.evaluate(markSameColours);
        const unmarked = await failures('*:not(pre):not(pre *):not([data-a11y-same-colours])');
        expect(all.kinds.length).toBeGreaterThan(3);
        expect(unmarked.kinds).toEqual(all.kinds);
        expect(marked).toBeGreaterThan(checked / 2);
        expect(unmarked.nodes).toBeLessThan(all.nodes);
        await context.close();
    });
}
