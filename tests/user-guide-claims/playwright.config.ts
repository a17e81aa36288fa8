import { defineConfig } from '@playwright/test';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
import { playwrightRun } from '../playwright-run';

/**
 * The User Guide's claims in the real Dashboard (see README.md): one server for the run (global-setup.ts),
 * and one worker, since the tests share that server and the machine has two cores.
 */
const run = playwrightRun('http://127.0.0.1');

export default defineConfig({
    ...run,
    testDir: __dirname,
    testMatch: '*.spec.ts',
    outputDir: `${repoRoot}/test-results/user-guide-claims`,
    globalSetup: require.resolve('./global-setup'),
    fullyParallel: false,
    workers: 1,
    timeout: 60_000,
    expect: { timeout: 15_000 },
});
