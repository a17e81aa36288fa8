/**
 * `npm run search:typesense`: pushes the production build's search records to Typesense.
 * Needs TYPESENSE_HOST (comma-separated nodes) and TYPESENSE_ADMIN_API_KEY; see ../README.md.
 * `--dry-run` extracts and reports without contacting any server.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import Typesense from 'typesense';

import { DEFAULT_COLLECTION, typesenseNodes } from '../../../../src/search/config';
import { siteUrl } from '../../../../src/site';
import { toDocSearchRecords } from '../records';
import { extractSite } from '../site';
import { publishToTypesense } from './indexer';

async function main(): Promise<void> {
    const dryRun = process.argv.includes('--dry-run');
    const buildDir = path.resolve(process.env.SEARCH_BUILD_DIR ?? 'build');
    if (!existsSync(path.join(buildDir, 'index.html')))
        throw new Error(`No production build in ${buildDir}: run \`npm run build\` first.`);

    const pages = await extractSite(buildDir, siteUrl);
    const records = pages.flatMap(toDocSearchRecords);
    console.info(
        `Extracted ${records.length} records from ${pages.length} pages in ${path.relative(process.cwd(), buildDir) || '.'}/`,
    );
    if (dryRun) return;

    const nodes = typesenseNodes(process.env);
    const apiKey = process.env.TYPESENSE_ADMIN_API_KEY;
    if (nodes.length === 0 || !apiKey)
        throw new Error(
            'Set TYPESENSE_HOST and TYPESENSE_ADMIN_API_KEY (an admin key: it creates collections and aliases).',
        );
    const client = new Typesense.Client({
        nodes,
        apiKey,
        connectionTimeoutSeconds: 30,
        retryIntervalSeconds: 2,
        // Safe to retry: every step of publishToTypesense can be repeated (see indexer.ts).
        numRetries: 3,
    });
    const report = await publishToTypesense(client, records, {
        alias: process.env.TYPESENSE_COLLECTION?.trim() || DEFAULT_COLLECTION,
        log: message => console.info(message),
    });
    console.info(`Done: ${report.documents} documents live in ${report.collection}.`);
}

main().catch(error => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
});
