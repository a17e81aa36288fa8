/**
 * The site's search in Node, over the folder of a built site: the browser's LocalSearch with the same
 * Pagefind index, options, filter values, vocabulary and page metadata (browser-search.ts), read from disk
 * instead of fetched. Used by the offline search bench (bench/search/offline.ts) and the docs MCP server
 * (mcp/). Never imported by the browser bundle.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { siteUrl } from '../site';
import { decodeGzippedJson, PAGEFIND_OPTIONS } from './browser-search';
import { LocalSearch } from './local-search';
import { FILTER_VALUES_FILE, PAGE_META_FILE, PAGEFIND_DIR, VOCABULARY_FILE } from './pagefind-files';
import type { PageMetaTable, PagefindModule } from './types';

/** The index folders whose files `fetch` reads from disk. */
const servedFolders = new Set<string>();

function requestUrl(input: Parameters<typeof fetch>[0]): string {
    if (typeof input === 'string') return input;
    return input instanceof URL ? input.href : input.url;
}

/**
 * Pagefind loads its index (entry, metadata, wasm, chunks, fragments) with the global `fetch`, which in Node
 * has no file: URLs. From the first call on, a file: URL inside a served folder is answered from disk, as a
 * static host would answer it (404 when the file is missing), so the search needs no server and no socket;
 * every other request goes to Node's own fetch, unchanged.
 */
function serveFromDisk(folder: string): void {
    if (servedFolders.size === 0) {
        const nodeFetch = globalThis.fetch;
        globalThis.fetch = async (input, init) => {
            const url = requestUrl(input);
            // The path alone: Pagefind adds a cache-busting query to its entry file.
            const file = url.startsWith('file:') ? fileURLToPath(url.replace(/[?#].*$/, '')) : undefined;
            if (!file || ![...servedFolders].some(dir => file.startsWith(`${dir}${path.sep}`)))
                return nodeFetch(input, init);
            try {
                return new Response(new Uint8Array(await readFile(file)));
            } catch (error) {
                if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
                return new Response(null, { status: 404, statusText: 'Not Found' });
            }
        };
    }
    servedFolders.add(folder);
}

/**
 * A LocalSearch over `buildDir`'s index. Hit URLs are absolute on `origin` (default: the production site).
 * Pagefind's module is loaded once per process and folder (Node caches the import).
 */
export function nodeLocalSearch(buildDir: string, { origin = siteUrl }: { origin?: string } = {}): LocalSearch {
    const indexDir = path.join(path.resolve(buildDir), PAGEFIND_DIR);
    const indexFile = async (name: string) => new Uint8Array(await readFile(path.join(indexDir, name)));
    return new LocalSearch({
        origin,
        loadPagefind: async () => {
            serveFromDisk(indexDir);
            const pagefind = (await import(pathToFileURL(path.join(indexDir, 'pagefind.js')).href)) as PagefindModule;
            await pagefind.options({
                ...PAGEFIND_OPTIONS,
                basePath: `${pathToFileURL(indexDir).href}/`,
                baseUrl: '/',
            });
            if (pagefind.init) await pagefind.init();
            return pagefind;
        },
        loadFilterValues: async () =>
            JSON.parse(new TextDecoder().decode(await indexFile(FILTER_VALUES_FILE))) as Record<string, string[]>,
        loadVocabulary: async () => decodeGzippedJson<string[]>(await indexFile(VOCABULARY_FILE)),
        loadPageMeta: async () => decodeGzippedJson<PageMetaTable>(await indexFile(PAGE_META_FILE)),
    });
}
