import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The package that brings tslib into every page: Link uses its applyTrailingSlash. */
export const importer = /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]/;

/**
 * @docusaurus/utils-common is CommonJS compiled with `importHelpers`: its `require("tslib")` takes the whole
 * of tslib (every helper: 3.9 kB gzip) into the chunk every page loads, for one helper, `__importDefault`.
 * In that package's modules (a rule's `resolve` applies to the requests of the modules it matches), `tslib`
 * resolves to ./import-default.js, which holds just that helper; index.test.ts fails if the package starts
 * using another one, tests/e2e/budgets.spec.ts if tslib is back in a page's first load.
 */
export default function tslibHelperPlugin(): Plugin {
    return {
        name: 'tslib-helper',
        configureWebpack(_config, isServer) {
            if (isServer) return {};
            return {
                module: {
                    rules: [
                        { test: importer, resolve: { alias: { tslib$: path.join(__dirname, 'import-default.js') } } },
                    ],
                },
            };
        },
    };
}
