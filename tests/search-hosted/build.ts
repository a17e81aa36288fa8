/**
 * `npm run test:search-hosted` step 1: builds the hosted-mode fixture site (fixtures/site) into
 * generated/search-hosted/build with TYPESENSE_HOST pointing at the fake cluster.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { fixtureEnv, outDir, root, siteDir } from './env';

const started = Date.now();
const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'docusaurus'),
    ['build', siteDir, '--out-dir', outDir],
    {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, ...fixtureEnv, DOCUSAURUS_IGNORE_SSG_WARNINGS: 'true' },
    },
);
if (result.status !== 0) {
    console.error('[search-hosted] fixture build failed');
    process.exit(result.status ?? 1);
}
console.info(
    `[search-hosted] fixture built in ${((Date.now() - started) / 1000).toFixed(0)} s: ${path.relative(root, outDir)}/`,
);
