/**
 * Builds build/pagefind/ from a production build: `node --import tsx build-index.ts <outDir> <siteUrl>`.
 * The plugin's postBuild runs this in a child process because Pagefind's Node API is an ES
 * module that the Docusaurus config loader (jiti) cannot import.
 */
import path from 'node:path';

import { PAGEFIND_DIR } from '../../../src/search/pagefind-files';
import { writePagefindIndex } from './pagefind-index';
import { extractSite } from './site';

async function main(): Promise<void> {
    const [outDir, siteUrl] = process.argv.slice(2);
    if (!outDir || !siteUrl) throw new Error('Usage: build-index.ts <outDir> <siteUrl>');
    const started = Date.now();
    const pages = await extractSite(outDir, siteUrl);
    const result = await writePagefindIndex(pages, path.join(outDir, PAGEFIND_DIR));
    console.info(
        `[search-index] Pagefind index: ${result.pages} pages, ${(result.bytes / 1024).toFixed(0)} KiB in ${path.relative(process.cwd(), result.outputPath)}/ (${Date.now() - started} ms)`,
    );
}

main().catch(error => {
    console.error(`[search-index] ${error instanceof Error ? error.stack : error}`);
    process.exitCode = 1;
});
