/**
 * Builds the Dashboard of the installed `@vendure/dashboard` with its Vite plugin, wired as in the
 * `vite.config.mts` of a project made by `@vendure/create` 3.7.3 (`base: '/dashboard'`, `api: 'auto'` as in
 * production), against `dashboard-config.ts` or the Vendure config given (the Dashboard guides' running example
 * passes its own, and a module whose `options` are added to the plugin's: the `theme` of the Theming page).
 * Runs in a process of its own: the plugin loads the Vendure config and sets Vendure's global config while
 * it introspects the schema.
 *
 * Usage: tsx scripts/screenshots/build-dashboard.ts <outDir> [vendureConfigPath [viteOptionsModule]]
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

async function main(): Promise<void> {
    const outDir = process.argv[2];
    if (!outDir) throw new Error('Usage: build-dashboard.ts <outDir> [vendureConfigPath [viteOptionsModule]]');
    const vendureConfig = process.argv[3] ?? path.join(__dirname, 'dashboard-config.ts');
    const extraOptions = process.argv[4]
        ? ((await import(pathToFileURL(path.resolve(process.argv[4])).href)) as { options: object }).options
        : {};
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
                ...extraOptions,
                vendureConfigPath: pathToFileURL(path.resolve(vendureConfig)),
                api: { host: 'auto', port: 'auto' },
            }),
        ],
    });
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
