/**
 * Builds the Dashboard with the running example's extension, as scripts/screenshots/build-dashboard.ts
 * builds the User Guide's (same Vite wiring), against the config app.ts generates. Run by ensureDashboard()
 * in a process of its own.
 *
 * Usage: tsx tests/dashboard-example/build-dashboard.ts <outDir>
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

async function main(): Promise<void> {
    const outDir = process.argv[2];
    if (!outDir) throw new Error('Usage: build-dashboard.ts <outDir>');
    process.env.NODE_ENV = 'production';
    const { build } = await import('vite');
    const { vendureDashboardPlugin } = await import('@vendure/dashboard/vite');
    await build({
        configFile: false,
        base: '/dashboard',
        logLevel: process.env.LOG ? 'info' : 'warn',
        build: { outDir: path.resolve(outDir), emptyOutDir: true, reportCompressedSize: false },
        plugins: [
            vendureDashboardPlugin({
                vendureConfigPath: pathToFileURL(path.join(__dirname, 'assembled/src/dashboard-config.ts')),
                api: { host: 'auto', port: 'auto' },
            }),
        ],
    });
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
