import { promises as fs } from 'node:fs';
import path from 'node:path';

import { builtFiles, routeOfFile } from '../../../scripts/built-site';
import { extractPage } from './extract';
import type { ExtractedPage } from './types';

/** Extracts every doc page of a production build, sorted by path so output is stable. */
export async function extractSite(buildDir: string, siteUrl: string): Promise<ExtractedPage[]> {
    const pages: ExtractedPage[] = [];
    for (const file of builtFiles(buildDir, '.html')) {
        const html = await fs.readFile(path.join(buildDir, file), 'utf8');
        const page = extractPage(html, routeOfFile(file), siteUrl);
        if (page) pages.push(page);
    }
    return pages.sort((a, b) => a.path.localeCompare(b.path));
}
