import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { PAGEFIND_DIR } from '../../../src/search/pagefind-files';

/**
 * Builds the embedded search index after `docusaurus build`: the built HTML is read once
 * (extractSite) and written as a Pagefind index to build/pagefind/. The hosted Typesense
 * index is fed from the same extraction by `npm run search:typesense` (see README.md).
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
    const isDev = process.env.NODE_ENV === 'development';
    const lastIndex = path.join(context.siteDir, 'build', PAGEFIND_DIR);
    return {
        name: 'search-index',

        async loadContent() {
            if (!isDev) return;
            // postBuild never runs under `docusaurus start`, so say where dev search gets its index.
            const note = existsSync(path.join(lastIndex, 'pagefind.js'))
                ? `[search-index] Dev search uses the last index built by \`npm run build\` (${path.relative(context.siteDir, lastIndex)}/); rebuild to refresh it.`
                : '[search-index] No search index yet: the search index is written by `npm run build`. Run it once, then restart `npm run dev` to search.';
            console.info(note);
        },

        configureWebpack() {
            if (!isDev) return {};
            // Serve the last built index at /pagefind/ in dev (webpack-merge appends to devServer.static).
            return {
                devServer: {
                    static: [{ directory: lastIndex, publicPath: `${context.baseUrl}${PAGEFIND_DIR}/`, watch: false }],
                },
            } as never;
        },

        async postBuild({ outDir, siteConfig }) {
            await runIndexBuilder(context.siteDir, outDir, siteConfig.url);
        },
    };
}

/** Runs build-index.ts in its own Node process (see there why) and fails the build if it fails. */
function runIndexBuilder(siteDir: string, outDir: string, siteUrl: string): Promise<void> {
    return new Promise((resolve, reject) => {
        const child = spawn(
            process.execPath,
            ['--import', 'tsx', path.join(__dirname, 'build-index.ts'), outDir, siteUrl],
            {
                cwd: siteDir,
                stdio: 'inherit',
            },
        );
        child.once('error', reject);
        child.once('exit', code =>
            code === 0 ? resolve() : reject(new Error(`Search index build failed (exit code ${code})`)),
        );
    });
}
