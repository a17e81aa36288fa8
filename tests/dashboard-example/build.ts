/**
 * The running example's Dashboard: writes the app (app.ts) and builds it, cached like the User Guide's
 * build in scripts/screenshots/.work/ (`dashboard-example-<key>`, keyed by the app's files).
 */
import path from 'node:path';
import { ensureDashboard, type DashboardBuild } from '../../scripts/screenshots/dashboard';
import { appDir, writeApp, type App } from './app';

export async function buildExampleDashboard(repoRoot: string): Promise<{ app: App; build: DashboardBuild }> {
    const app = writeApp(repoRoot);
    const build = await ensureDashboard({
        name: 'example',
        vendureConfig: path.join(appDir, 'src', 'dashboard-config.ts'),
        inputs: [path.join(__dirname, '../../lib/example-server.ts'), ...app.files.sort()],
        viteOptions: app.viteOptionsFile,
    });
    return { app, build };
}
