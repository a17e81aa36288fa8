import { chromium } from '@playwright/test';
import { startServer } from '../scripts/serve';
import { chromeFlags, chromePath } from './chromium';
async function main() {
    const [dir, ...urls] = process.argv.slice(2);
    const server = await startServer(4294, dir);
    const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
    for (const url of urls) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        await page.addInitScript(() => {
            const seen = new WeakSet<object>();
            const stats = { commits: 0, created: 0 };
            (window as any).fiberStats = stats;
            (window as any).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
                supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {}, onScheduleFiberRoot() {}, onPostCommitFiberRoot() {}, onCommitFiberUnmount() {},
                onCommitFiberRoot(_id: number, root: any) {
                    stats.commits++;
                    const stack = [root.current];
                    while (stack.length) { const f = stack.pop(); if (!f) continue; const key = f.alternate && seen.has(f.alternate) ? f.alternate : f; if (!seen.has(key)) { seen.add(key); stats.created++; } if (f.child) stack.push(f.child); if (f.sibling) stack.push(f.sibling); }
                },
            };
        });
        await page.goto('http://127.0.0.1:4294' + url);
        await page.locator('html[data-has-hydrated="true"]').waitFor();
        await page.waitForTimeout(1500);
        console.log(url, JSON.stringify(await page.evaluate(() => (window as any).fiberStats)));
        await context.close();
    }
    await browser.close(); server.close();
}
main();
