import { promises as fs } from 'node:fs';
import path from 'node:path';

import { extractPage, pathForFile } from './extract';
import type { ExtractedPage } from './types';

async function* htmlFiles(dir: string, base = dir): AsyncGenerator<string> {
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
            if (entry.name === 'assets' || entry.name === 'pagefind') continue;
            yield* htmlFiles(full, base);
        } else if (entry.name.endsWith('.html')) {
            yield path.relative(base, full);
        }
    }
}

/** Extracts every doc page of a production build, sorted by path so output is stable. */
export async function extractSite(buildDir: string, siteUrl: string): Promise<ExtractedPage[]> {
    const pages: ExtractedPage[] = [];
    for await (const file of htmlFiles(buildDir)) {
        const html = await fs.readFile(path.join(buildDir, file), 'utf8');
        const page = extractPage(html, pathForFile(file), siteUrl);
        if (page) pages.push(page);
    }
    return pages.sort((a, b) => a.path.localeCompare(b.path));
}
