/** `npm run test:a11y`: axe over every URL of the sitemap, in both colour modes (too long for `npm test`). */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { axeViolations } from './axe';
import { buildDir, gotoHydrated } from './helpers';

const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(m => new URL(m[1]).pathname);

test('the sitemap lists the site', () => {
    expect(paths.length).toBeGreaterThan(10);
});

for (const url of paths) {
    test(`${url} has no WCAG 2.2 AA violations`, async ({ browser }) => {
        for (const colorScheme of ['dark', 'light'] as const) {
            const context = await browser.newContext({ colorScheme });
            const page = await context.newPage();
            await gotoHydrated(page, url);
            expect(await axeViolations(page), `${url} (${colorScheme})`).toEqual([]);
            await context.close();
        }
    });
}
