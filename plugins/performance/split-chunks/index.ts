import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** Names of a package and of everything it depends on, as installed below `nodeModules`. */
export function dependencyTree(root: string, nodeModules: string): Set<string> {
    const seen = new Set<string>();
    const visit = (name: string): void => {
        if (seen.has(name)) return;
        const manifest = path.join(nodeModules, name, 'package.json');
        if (!fs.existsSync(manifest)) return;
        seen.add(name);
        const { dependencies = {} } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
            dependencies?: Record<string, string>;
        };
        Object.keys(dependencies).forEach(visit);
    };
    visit(root);
    return seen;
}

/** Matches module paths outside the given packages (so they may join the `common` chunk). */
export function outsidePackages(names: Iterable<string>): RegExp {
    const escaped = [...names].map(name => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/\\\//g, '[\\\\/]'));
    return new RegExp(`^(?!.*[\\\\/]node_modules[\\\\/](?:${escaped.join('|')})[\\\\/])`);
}

/** node_modules, and the theme components we replace that belong with the theme's (see below). */
export const vendorModules = /[\\/]node_modules[\\/]|[\\/]src[\\/]theme[\\/]DocItem[\\/]/;

/**
 * Docusaurus puts every module used by half of all chunks into `common`, which every page loads.
 * Mermaid splits itself into dozens of lazy chunks that share its parser, so the parser (and more)
 * landed in `common`: ~160 kB gzip on every page. Keep mermaid's whole dependency tree out of
 * `common`; it then loads only with a diagram (see src/theme/Mermaid).
 */
export default function splitChunksPlugin(context: LoadContext): Plugin {
    const lazyPackages = dependencyTree('mermaid', path.join(context.siteDir, 'node_modules'));
    return {
        name: 'split-chunks',
        configureWebpack(config, isServer) {
            if (isServer) return {};
            const splitChunks = config.optimization?.splitChunks;
            const common = splitChunks && splitChunks.cacheGroups?.common;
            if (!common || typeof common !== 'object')
                throw new Error('split-chunks: Docusaurus no longer has a `common` cache group');
            return {
                optimization: {
                    splitChunks: {
                        ...splitChunks,
                        cacheGroups: {
                            ...splitChunks.cacheGroups,
                            common: { ...common, test: outsidePackages(lazyPackages) },
                            // The bundler's own group (same options), plus our replacement of a DocItem part
                            // (src/theme/DocItem): split off with the theme's DocItem, it is concatenated into
                            // it; left in the route's chunk, it is a module of its own on every doc page.
                            defaultVendors: {
                                idHint: 'vendors',
                                reuseExistingChunk: true,
                                priority: -10,
                                test: vendorModules,
                            },
                        },
                    },
                },
            };
        },
    };
}
