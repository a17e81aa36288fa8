import { existsSync, promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { FILTER_VALUES_FILE, PAGE_META_FILE, VOCABULARY_FILE } from '../../../src/search/pagefind-files';
import { readPageMeta } from './page-meta';
import { renderPagefindDocument, sharedFilterValues } from './pagefind-document';
import { patchPagefindScripts } from './pagefind-patch';
import type { ExtractedPage } from './types';
import { buildVocabulary } from './vocabulary';

export interface PagefindBuildResult {
    pages: number;
    bytes: number;
    outputPath: string;
}

type PagefindApi = typeof import('pagefind');

/**
 * Pagefind ships as an ES module only ("exports" has just an "import" condition). This runs in
 * a plain Node process (build-index.ts, started by the plugin), where a native import works.
 */
export async function loadPagefindApi(): Promise<PagefindApi> {
    const searchPaths = createRequire(__filename).resolve.paths('pagefind') ?? [];
    const entry = searchPaths.map(dir => path.join(dir, 'pagefind', 'lib', 'index.js')).find(file => existsSync(file));
    if (!entry)
        throw new Error(
            'The pagefind package is not installed (npm install keeps its optional @pagefind/<platform> binary).',
        );
    // A native import(), which the CommonJS transform of this file would otherwise turn into require().
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const nativeImport = new Function('url', 'return import(url)') as (url: string) => Promise<PagefindApi>;
    return nativeImport(pathToFileURL(entry).href);
}

async function directorySize(dir: string): Promise<number> {
    let total = 0;
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        total += entry.isDirectory() ? await directorySize(full) : (await fs.stat(full)).size;
    }
    return total;
}

/**
 * Builds build/pagefind/ with Pagefind's Node API, plus beside it the spelling vocabulary, the shared
 * filter values and the pages' ranked metadata.
 */
export async function writePagefindIndex(pages: ExtractedPage[], outputPath: string): Promise<PagefindBuildResult> {
    const pagefind = await loadPagefindApi();
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    try {
        for (const page of pages) {
            const added = await index.addHTMLFile({ url: page.path, content: renderPagefindDocument(page) });
            if (added.errors.length) throw new Error(`Pagefind rejected ${page.path}: ${added.errors.join('; ')}`);
        }
        await fs.rm(outputPath, { recursive: true, force: true });
        const written = await index.writeFiles({ outputPath });
        if (written.errors.length) throw new Error(`Pagefind could not write: ${written.errors.join('; ')}`);
        await patchPagefindScripts(outputPath);
        // The UI bundles Pagefind ships are not used by this site; keep the deploy small.
        for (const file of await fs.readdir(outputPath)) {
            if (/^pagefind-(component-ui|modular-ui|ui|highlight)\./.test(file))
                await fs.rm(path.join(outputPath, file));
        }
        // Gzipped, under an extension hosts do not serve with Content-Encoding (Pagefind does the same).
        await fs.writeFile(
            path.join(outputPath, VOCABULARY_FILE),
            gzipSync(JSON.stringify(buildVocabulary(pages)), { level: 9 }),
        );
        await fs.writeFile(path.join(outputPath, FILTER_VALUES_FILE), JSON.stringify(sharedFilterValues(pages)));
        await fs.writeFile(
            path.join(outputPath, PAGE_META_FILE),
            gzipSync(JSON.stringify(await readPageMeta(outputPath)), { level: 9 }),
        );
    } finally {
        await index.deleteIndex();
        await pagefind.close();
    }
    return { pages: pages.length, bytes: await directorySize(outputPath), outputPath };
}
