/**
 * `tsx bench/search/hosted.ts`: the labelled queries of queries.ts through the hosted request
 * shapes, ranked by the fake cluster's model of Typesense (plugins/search/search-index/typesense/
 * fake-search.ts) over the records the indexer would push from a build (BENCH_BUILD_DIR, default
 * build/). Each shape is a set of themeConfig `typesenseSearchParameters` over the modal's own
 * request (read from the installed modal); hits are shown as the modal shows them (grouped by
 * section, 5 each, as offline.ts does), so hit@1 compares with `offline.ts` on the same build.
 * A model, not a cluster: a ranking change it suggests is worth checking on a real one.
 * Env: BENCH_BUILD_DIR, BENCH_VERBOSE=1 (one line per query of the site's shape).
 */
import path from 'node:path';
import { existsSync } from 'node:fs';

import { toDocSearchRecords } from '../../plugins/search/search-index/records';
import { extractSite } from '../../plugins/search/search-index/site';
import { fakeCollection } from '../../tests/typesense-fake/fake-cluster';
import { modalRequest, readModalDefaults } from '../../plugins/search/search-index/typesense/modal-request';
import { searchThemeConfig } from '../../src/search/config';
import { contextualFilter } from '../../src/search/search-page';
import { readResult } from '../../src/search/typesense-client';
import { siteUrl } from '../../src/site';
import { firstMatchRank, missingTargets, summarize } from './metrics';
import { displayOrder } from './offline';
import { QUERIES } from './queries';

/** The shapes compared: the site's, the modal's own defaults, and the alternatives tried. */
export const SHAPES: Array<{ name: string; parameters: Record<string, unknown> }> = [
    { name: 'site (themeConfig)', parameters: searchThemeConfig({}).typesenseSearchParameters },
    { name: 'modal defaults', parameters: {} },
    { name: 'by page', parameters: { group_by: 'url_without_anchor' } },
    { name: 'text match first', parameters: { sort_by: '_text_match:desc,item_priority:desc' } },
    {
        name: 'text match first, by page',
        parameters: { sort_by: '_text_match:desc,item_priority:desc', group_by: 'url_without_anchor' },
    },
];

async function main(): Promise<void> {
    const buildDir = path.resolve(process.env.BENCH_BUILD_DIR ?? 'build');
    const missing = missingTargets(QUERIES, target => existsSync(path.join(buildDir, target, 'index.html')));
    if (missing.length) console.log(`Targets not in this build (count as misses):\n  ${missing.join('\n  ')}\n`);
    const pages = await extractSite(buildDir, siteUrl);
    const records = pages.flatMap(toDocSearchRecords);
    console.log(`${records.length} records from ${pages.length} pages in ${buildDir}`);
    const collection = fakeCollection(records, 'vendure-docs');
    const defaults = readModalDefaults();
    // The modal's contextual filter: the page's language and docs version (one docs plugin here).
    const filter = contextualFilter('en', { default: { versions: [{ name: 'current' }] } });

    for (const shape of SHAPES) {
        const started = Date.now();
        const ranks = QUERIES.map(query => {
            const request = modalRequest({
                collection: 'vendure-docs',
                query: query.query,
                contextualFilter: filter,
                themeParameters: shape.parameters,
                defaults,
            });
            const result = readResult(collection.search(request), query.query);
            const hits = displayOrder(result.hits);
            const rank = firstMatchRank(hits, query.expect);
            if (process.env.BENCH_VERBOSE && shape === SHAPES[0])
                console.log(
                    `${String(rank ?? '-').padStart(2)}  ${query.kind.padEnd(11)} ${query.query.padEnd(42)} ${hits.slice(0, 3).join('  ')}`,
                );
            return rank;
        });
        const s = summarize(ranks);
        console.log(
            `${shape.name.padEnd(28)} hit@1 ${(s.hitAt1 * 100).toFixed(1).padStart(5)} %  hit@5 ${(s.hitAt5 * 100).toFixed(1).padStart(5)} %  MRR ${s.mrr.toFixed(3)}  (${((Date.now() - started) / 1000).toFixed(1)} s)  ${JSON.stringify(shape.parameters)}`,
        );
    }
}

if (require.main === module)
    main().catch(error => {
        console.error(error);
        process.exitCode = 1;
    });
