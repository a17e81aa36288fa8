/**
 * `npm run bench:react-fibers -- [buildDir] [url…]`: how many React fibers (components and elements React
 * hydrates or creates) each page's first load at phone size makes, until a second after hydration. Unlike
 * timings, a count is the same on every run, so it shows what a change to hydration saved on this noisy machine.
 * It counts through React's devtools hook, which react-dom reports every commit to when the hook exists.
 */
import { chromium } from '@playwright/test';

import { startServer } from '../scripts/serve';
import { chromeFlags, chromePath } from '../lib/chromium';
import { pageArgs } from './profile';

interface Fiber {
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
}
interface FiberCount {
    commits: number;
    fibers: number;
}

/** Installed before the page's scripts: a devtools hook that counts the distinct fibers of every commit. */
function countFibers() {
    const seen = new WeakSet<Fiber>();
    const count: FiberCount = { commits: 0, fibers: 0 };
    Object.assign(window, {
        fiberCount: count,
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
            supportsFiber: true,
            renderers: new Map(),
            // Methods, not arrow properties: tsx would name those with a helper the page does not have.
            inject() {
                return 1;
            },
            checkDCE() {},
            onScheduleFiberRoot() {},
            onPostCommitFiberRoot() {},
            onCommitFiberUnmount() {},
            onCommitFiberRoot(_id: number, root: { current: Fiber }) {
                count.commits++;
                const stack: Array<Fiber | null> = [root.current];
                while (stack.length) {
                    const fiber = stack.pop();
                    if (!fiber) continue;
                    // A fiber and its alternate are one component instance across renders.
                    if (!seen.has(fiber) && !(fiber.alternate && seen.has(fiber.alternate))) {
                        seen.add(fiber);
                        count.fibers++;
                    }
                    stack.push(fiber.child, fiber.sibling);
                }
            },
        },
    });
}

async function main(): Promise<void> {
    const { dir, pages } = pageArgs();
    const port = 4292;
    const server = await startServer(port, dir);
    const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
    try {
        for (const url of pages) {
            const context = await browser.newContext({
                viewport: { width: 412, height: 823 },
                isMobile: true,
                hasTouch: true,
            });
            const page = await context.newPage();
            await page.addInitScript(countFibers);
            await page.goto(`http://127.0.0.1:${port}${url}`);
            await page.locator('html[data-has-hydrated="true"]').waitFor({ timeout: 60_000 });
            await page.waitForTimeout(1000);
            const { commits, fibers } = await page.evaluate(
                () => (window as unknown as { fiberCount: FiberCount }).fiberCount,
            );
            console.log(`${String(fibers).padStart(6)} fibers in ${commits} commits  ${url}`);
            await context.close();
        }
    } finally {
        await browser.close();
        server.close();
    }
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
