import { promises as fs } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { FRAGMENT_DIR, FRAGMENT_EXTENSION } from '../../../src/search/pagefind-files';
import { LEGACY_META } from '../../../src/search/rank';
import type { PageMetaTable } from '../../../src/search/types';

/** The metadata the ranking reads (src/search/rank.ts); the rest of a fragment is left out. */
export const RANKED_META = ['title', 'section', 'description', LEGACY_META] as const;

/** Pagefind writes its files gzipped behind this signature (its `decompress` strips it the same way). */
const SIGNATURE = 'pagefind_dcd';

/** One written fragment: the page id Pagefind's search results carry (the file's name), and its JSON. */
export function decodeFragment(fileName: string, bytes: Uint8Array): { id: string; meta: Record<string, string> } {
    let data = Buffer.from(bytes);
    if (data.subarray(0, SIGNATURE.length).toString() !== SIGNATURE) data = gunzipSync(data);
    if (data.subarray(0, SIGNATURE.length).toString() !== SIGNATURE)
        throw new Error(`${fileName} is not a Pagefind fragment`);
    const fragment = JSON.parse(data.subarray(SIGNATURE.length).toString('utf8')) as { meta?: Record<string, string> };
    return { id: path.basename(fileName, FRAGMENT_EXTENSION), meta: fragment.meta ?? {} };
}

/** Page id → the ranked metadata, read from the fragments themselves so both always agree. */
export function pageMetaTable(fragments: Array<{ id: string; meta: Record<string, string> }>): PageMetaTable {
    const table: PageMetaTable = {};
    for (const { id, meta } of fragments) {
        const kept: Record<string, string> = {};
        for (const key of RANKED_META) if (meta[key] !== undefined) kept[key] = meta[key];
        table[id] = kept;
    }
    return table;
}

/** Reads every fragment Pagefind wrote under `outputPath`. */
export async function readPageMeta(outputPath: string): Promise<PageMetaTable> {
    const dir = path.join(outputPath, FRAGMENT_DIR);
    const files = (await fs.readdir(dir)).filter(file => file.endsWith(FRAGMENT_EXTENSION));
    return pageMetaTable(
        await Promise.all(files.map(async file => decodeFragment(file, await fs.readFile(path.join(dir, file))))),
    );
}
