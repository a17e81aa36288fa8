/**
 * Builds the running example's Dashboard (cached), starts its server with a few reviews, and keeps it
 * running: the web server of the browser tests (playwright.config.ts), which reads the origin from stdout.
 *
 * Usage: tsx tests/dashboard-example/serve.ts
 */
import '../../scripts/vendure-env';

import path from 'node:path';
import { buildExampleDashboard } from './build';
import { seedHistory } from './history';
import { seedReviews } from './seed';
import { startExampleServer } from './server';

async function main(): Promise<void> {
    const repoRoot = path.join(__dirname, '../..');
    const started = Date.now();
    const { app, build } = await buildExampleDashboard(repoRoot);
    console.log(`Dashboard: ${build.dir} (${build.cached ? 'cached' : `built in ${(build.ms / 1000).toFixed(1)} s`})`);
    const server = await startExampleServer(repoRoot, app, build.dir);
    await seedReviews(server.adminUrl);
    const history = await seedHistory(server.app, server.adminUrl, server.shopUrl);
    await server.waitForJobs();
    // The ids are read by playwright.config.ts with the origin (one line: it waits for one match).
    console.log(
        `Running example on ${server.origin}/dashboard/ (order ${history.orderId}, customer ${history.customerId}; ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    const stop = () => void server.stop().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
