import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** The chunk file names of the browser build: content hash only (see below). */
export const chunkFilename = 'assets/js/[contenthash:8].js';

/**
 * Every page's first load carries Docusaurus' whole route map (main.js) and the bundler runtime's chunk tables
 * (runtime~main.js). Three parts of them serve nothing in the browser:
 * - the module path of each registry entry (`@site/docs/…mdx`, ~8 kB gzip), read only by the server render;
 * - the chunk names in the chunk file names (`<name>.<hash>.js`): the runtime then needs an id → name table of
 *   every chunk (~7 kB gzip) only to build those names;
 * - the name → id table of every chunk (~7.6 kB gzip) that Docusaurus' ChunkAssetPlugin adds for
 *   `window.docusaurus.prefetch`, whose one caller, the upstream Link's viewport prefetch, the site replaces
 *   (plugins/performance/link-preload). `no-prefetch-callers.test.ts` fails if a caller appears.
 * And it creates each route's component when the route is first used (`lazy-route-components-loader.cjs`),
 * not all of them before the first page starts.
 */
export default function leanRuntimePlugin(context: LoadContext): Plugin {
    const registry = path.join(context.generatedFilesDir, 'registry.js');
    const routes = path.join(context.generatedFilesDir, 'routes.js');
    return {
        name: 'lean-runtime',
        configureWebpack(config, isServer) {
            if (isServer) return {};
            const plugins = config.plugins ?? [];
            const chunkAsset = plugins.findIndex(plugin => plugin?.constructor.name === 'ChunkAssetPlugin');
            if (chunkAsset < 0) throw new Error('lean-runtime: Docusaurus no longer adds its ChunkAssetPlugin');
            plugins.splice(chunkAsset, 1);
            return {
                // The dev server keeps Docusaurus' `[name].js`.
                ...(config.mode === 'production' && { output: { chunkFilename } }),
                module: {
                    rules: [
                        { test: registry, use: [{ loader: require.resolve('./strip-module-paths-loader.cjs') }] },
                        { test: routes, use: [{ loader: require.resolve('./lazy-route-components-loader.cjs') }] },
                    ],
                },
            };
        },
    };
}
