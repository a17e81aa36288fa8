import { defineConfig } from '@playwright/test';

import { playwrightRun } from '../playwright-run';

/**
 * The Dashboard guides' running example in the real Dashboard: serve.ts builds it (cached) and starts its
 * server on a free port of 127.0.0.1, which it prints; the tests read it from DASHBOARD_EXAMPLE_ORIGIN.
 */
export default defineConfig({
    ...playwrightRun('http://127.0.0.1'),
    testDir: '.',
    // One server, one database: tests that change data must not race.
    fullyParallel: false,
    workers: 1,
    timeout: 60_000,
    webServer: {
        command: 'npx tsx tests/dashboard-example/serve.ts',
        cwd: '../..',
        wait: {
            stdout: /Running example on (?<dashboard_example_origin>http:\/\/127\.0\.0\.1:\d+)\/dashboard\/ \(order (?<dashboard_example_order>\d+), customer (?<dashboard_example_customer>\d+);/,
        },
        stdout: 'pipe',
        reuseExistingServer: false,
        // A cold Dashboard build takes one to two minutes on two cores.
        timeout: 600_000,
    },
});
