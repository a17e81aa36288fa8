import { defineConfig } from '@playwright/test';

import { playwrightRun } from '../playwright-run';
import { clusterPort, fixtureEnv, outDir, root, sitePort } from './env';

/**
 * Hosted-mode browser tests: the fixture build (build.ts) served on 127.0.0.1 and the fake
 * Typesense cluster on 127.0.0.1–3 (tests/typesense-fake/fake-cluster.ts).
 */
export const baseURL = `http://127.0.0.1:${sitePort}`;

export default defineConfig({
    testDir: __dirname,
    testMatch: '*.spec.ts',
    // Beside the main run's results (git-ignored).
    outputDir: `${root}/test-results/search-hosted`,
    ...playwrightRun(baseURL),
    webServer: [
        {
            command: 'npx tsx scripts/serve.ts',
            cwd: root,
            url: `${baseURL}/guides/shipping/`,
            env: { PORT: String(sitePort), SERVE_DIR: outDir },
            reuseExistingServer: false,
            timeout: 60_000,
        },
        {
            command: 'npx tsx tests/typesense-fake/fake-cluster.ts',
            cwd: root,
            url: `http://127.0.0.1:${clusterPort}/health`,
            env: { ...fixtureEnv, FAKE_TYPESENSE_BUILD: outDir },
            reuseExistingServer: false,
            timeout: 60_000,
        },
    ],
});
