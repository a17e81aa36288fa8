import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Off unless `BUNDLE_STATS_DIR` is set: then the client build also writes hidden source maps and a
 * stats file, so `bench/js-profile.ts` can say which package the script time of a first load goes to.
 * The maps are written beside the scripts, with no comment pointing to them: pages never load them, but do not
 * deploy such a build.
 */
export default function bundleStatsPlugin(): Plugin {
    const outDir = process.env.BUNDLE_STATS_DIR;
    return {
        name: 'bundle-stats',
        configureWebpack(_config, isServer) {
            if (isServer || !outDir) return {};
            return {
                devtool: 'hidden-source-map',
                plugins: [
                    {
                        apply(compiler: {
                            hooks: {
                                done: { tap(name: string, fn: (stats: { toJson(o: object): unknown }) => void): void };
                            };
                        }) {
                            compiler.hooks.done.tap('bundle-stats', stats => {
                                fs.mkdirSync(outDir, { recursive: true });
                                const json = stats.toJson({
                                    all: false,
                                    assets: true,
                                    chunks: true,
                                    chunkGroups: true,
                                    entrypoints: true,
                                    ids: true,
                                });
                                fs.writeFileSync(path.join(outDir, 'stats.json'), JSON.stringify(json));
                            });
                        },
                    },
                ],
            };
        },
    };
}
