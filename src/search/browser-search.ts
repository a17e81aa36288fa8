import { LocalSearch } from './local-search';
import { FILTER_VALUES_FILE, PAGE_META_FILE, PAGEFIND_DIR, VOCABULARY_FILE } from './pagefind-files';
import type { PageMetaTable, PagefindModule } from './types';

/** Pagefind options; measured with `npm run bench:search`. */
export const PAGEFIND_OPTIONS = {
    // In the modal a search takes a few milliseconds; a worker would cost another script download.
    noWorker: true,
    excerptLength: 18,
};

/** A gzipped JSON file written beside the index (the vocabulary, the page metadata), gunzipped unless the host already did. */
export async function decodeGzippedJson<T>(bytes: Uint8Array): Promise<T> {
    const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
    const stream = new Blob([bytes as BlobPart]).stream();
    const text = await new Response(gzipped ? stream.pipeThrough(new DecompressionStream('gzip')) : stream).text();
    return JSON.parse(text) as T;
}

/** A file the search reads beside the index; an HTTP error fails the load, named after what the file holds. */
async function fetchOk(url: string, what: string): Promise<Response> {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${what}: HTTP ${response.status}`);
    return response;
}

const instances = new Map<string, LocalSearch>();

/**
 * One LocalSearch per base URL, shared by the modal and the search page. The first caller
 * decides where Pagefind runs: the search page asks for its web worker (`worker: true`), so
 * loading the index and searching while the page starts keep the main thread free (Lighthouse
 * counted ~100 ms of main-thread Pagefind work, four times that on its mobile CPU).
 */
export function getBrowserLocalSearch(baseUrl: string, { worker = false }: { worker?: boolean } = {}): LocalSearch {
    let instance = instances.get(baseUrl);
    if (!instance) {
        const basePath = `${baseUrl}${PAGEFIND_DIR}/`;
        instance = new LocalSearch({
            origin: () => window.location.origin,
            loadPagefind: async () => {
                // Loaded at run time from the built site, not bundled: the index is produced after the bundle.
                const pagefind = (await import(/* webpackIgnore: true */ `${basePath}pagefind.js`)) as PagefindModule;
                await pagefind.options({ ...PAGEFIND_OPTIONS, noWorker: !worker, basePath, baseUrl });
                if (pagefind.init) await pagefind.init();
                return pagefind;
            },
            loadFilterValues: async () => {
                const response = await fetchOk(`${basePath}${FILTER_VALUES_FILE}`, 'Filter values');
                return (await response.json()) as Record<string, string[]>;
            },
            loadVocabulary: async () => {
                const response = await fetchOk(`${basePath}${VOCABULARY_FILE}`, 'Vocabulary');
                return decodeGzippedJson<string[]>(new Uint8Array(await response.arrayBuffer()));
            },
            loadPageMeta: async () => {
                const response = await fetchOk(`${basePath}${PAGE_META_FILE}`, 'Page metadata');
                return decodeGzippedJson<PageMetaTable>(new Uint8Array(await response.arrayBuffer()));
            },
        });
        instances.set(baseUrl, instance);
    }
    return instance;
}
