import { defineConfig, devices } from '@playwright/test';

import { chromeFlags, chromePath } from './bench/chromium';

/** Tests run against the production build in build/, served by scripts/serve.ts on 127.0.0.1. */
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
    testDir: 'tests/e2e',
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
    webServer: {
        command: 'npx tsx scripts/serve.ts',
        url: `${baseURL}/`,
        env: { PORT: String(port) },
        reuseExistingServer: false,
        timeout: 60_000,
    },
});
