import type { Plugin } from '@docusaurus/types';

/**
 * react-router's `matchPath` compares plain route paths as strings (./plain-path-match.ts) instead of compiling
 * and running a regular expression per route, in the browser build (./loader.cjs over react-router's ES module).
 */
export default function routeMatchPlugin(): Plugin {
    return {
        name: 'route-match',
        configureWebpack(_config, isServer) {
            if (isServer) return {};
            return {
                module: {
                    rules: [
                        {
                            test: /[\\/]node_modules[\\/]react-router[\\/]esm[\\/]react-router\.js$/,
                            use: [{ loader: require.resolve('./loader.cjs') }],
                        },
                    ],
                },
            };
        },
    };
}
