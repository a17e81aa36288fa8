/**
 * The server of the running example: the examples server (lib/example-server.ts) with the app's config (the
 * plugin and the pages' custom fields), its server files transpiled to CommonJS into `.work/server/` as
 * the examples check does, and the `DashboardPlugin` serving the built Dashboard, on 127.0.0.1.
 */
import '../../scripts/vendure-env';

import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { VendureConfig } from '@vendure/core';
import { DashboardPlugin } from '@vendure/dashboard/plugin';
import { ExampleServer, freePort } from '../../lib/example-server';
import { transpileOptions } from '../examples/plugins';
import { appDir, exampleWorkDir, type App } from './app';
import { UnrenderedHistoryTypesPlugin } from './history';

const serverDir = path.join(exampleWorkDir, 'server');

function loadConfig(repoRoot: string, app: App): Partial<VendureConfig> {
    fs.rmSync(serverDir, { recursive: true, force: true });
    const options = transpileOptions(repoRoot);
    for (const file of app.files) {
        // The Dashboard's files are the Vite build's; the server needs the rest.
        if (!/\.ts$/.test(file) || file.includes(`${path.sep}dashboard${path.sep}`)) continue;
        const output = ts.transpileModule(fs.readFileSync(file, 'utf8'), { compilerOptions: options, fileName: file });
        const target = path.join(serverDir, path.relative(appDir, file)).replace(/\.ts$/, '.js');
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, output.outputText);
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require(path.join(serverDir, 'src/vendure-config.js')) as { config: Partial<VendureConfig> }).config;
}

export async function startExampleServer(repoRoot: string, app: App, dashboardDir: string): Promise<ExampleServer> {
    return ExampleServer.start({
        log: !!process.env.LOG,
        pageConfig: loadConfig(repoRoot, app),
        extraPlugins: [
            UnrenderedHistoryTypesPlugin,
            // A port nothing listens on: the DashboardPlugin proxies to a Vite dev server when one answers there.
            DashboardPlugin.init({ route: 'dashboard', appDir: dashboardDir, viteDevServerPort: await freePort() }),
        ],
    });
}
