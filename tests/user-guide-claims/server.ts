/**
 * The server the User Guide's claims run against, started by global-setup.ts as a child process (the
 * Dashboard build and Vendure's global config stay out of Playwright's runner): the screenshot machinery's
 * cached Dashboard build, the examples server with the `DashboardPlugin` on 127.0.0.1, and the screenshot
 * data (scripts/screenshots/seed.ts). It writes what the tests need to the file named by its argument,
 * prints `ready`, and stops the server when it is told to (SIGTERM) or its parent goes away.
 */
import '../../scripts/vendure-env';

import fs from 'node:fs';

import { DashboardPlugin } from '@vendure/dashboard/plugin';

import { ExampleServer, freePort } from '../../lib/example-server';
import { ensureDashboard } from '../../scripts/screenshots/dashboard';
import { seed } from '../../scripts/screenshots/seed';
import type { ServerState } from './state';

async function main(): Promise<void> {
    const stateFile = process.argv[2];
    if (!stateFile) throw new Error('usage: server.ts <state-file>');
    const started = Date.now();
    const build = await ensureDashboard();
    const server = await ExampleServer.start({
        log: !!process.env.LOG,
        extraPlugins: [
            // A port nothing listens on: the DashboardPlugin proxies to a Vite dev server when one answers there.
            DashboardPlugin.init({ route: 'dashboard', appDir: build.dir, viteDevServerPort: await freePort() }),
        ],
    });
    let stopping = false;
    const stop = async () => {
        if (stopping) return;
        stopping = true;
        await server.stop();
        process.exit(0);
    };
    process.on('SIGTERM', () => void stop());
    process.on('SIGINT', () => void stop());
    process.on('disconnect', () => void stop());
    const ids = await seed(server.adminUrl, server.shopUrl);
    await server.waitForJobs();
    const state: ServerState = {
        origin: server.origin,
        ids,
        timings: { dashboardBuildMs: build.ms, dashboardCached: build.cached, readyMs: Date.now() - started },
    };
    fs.writeFileSync(stateFile, JSON.stringify(state));
    console.log('ready');
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
