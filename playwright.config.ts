import { defineConfig } from '@playwright/test';

import { playwrightRun } from './tests/playwright-run';

/** Tests run against the production build in build/, served by scripts/serve.ts on 127.0.0.1. */
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
    testDir: 'tests/e2e',
    ...playwrightRun(baseURL),
    webServer: {
        command: 'npx tsx scripts/serve.ts',
        url: `${baseURL}/`,
        env: { PORT: String(port) },
        reuseExistingServer: false,
        timeout: 60_000,
    },
});
