import { devices, type PlaywrightTestConfig } from '@playwright/test';

import { chromeFlags, chromePath } from '../lib/chromium';

/**
 * How every Playwright run of the project runs its tests (playwright.config.ts, tests/search-hosted): Debian's
 * Chromium with the project's flags, against the site at `baseURL`. Each config adds its tests and servers.
 */
export function playwrightRun(baseURL: string): PlaywrightTestConfig {
    return {
        fullyParallel: true,
        workers: 2,
        retries: process.env.CI ? 1 : 0,
        reporter: 'list',
        timeout: 30_000,
        use: {
            baseURL,
            trace: 'off',
            launchOptions: { executablePath: chromePath, args: chromeFlags },
        },
        projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
    };
}
