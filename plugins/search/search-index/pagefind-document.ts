import { apiKindsOf, KIND_FILTER } from '../../../src/search/api-kind';
import { isLegacyAdminUi } from '../../../src/doc-areas';
import { escapeHtml } from '../../../src/escape-html';
import { LEGACY_META } from '../../../src/search/rank';
import { RANKING } from '../../../src/search/ranking';
import type { ExtractedPage } from './types';

/** The weights of a page's parts: index-time ranking (src/search/ranking.ts). */
const WEIGHTS = RANKING.index;

/** The filter of doc areas (its values are also the lvl0 of the DocSearch hierarchy); the UI and URLs call it `section`. */
export const DOC_AREA_FILTER = 'section';

/**
 * Writes one page as the small, clean HTML document Pagefind indexes. Pagefind sees exactly
 * the text the Typesense records carry (same extraction), with headings that keep their ids so
 * Pagefind's sub-results point at the right anchors.
 */
export function renderPagefindDocument(page: ExtractedPage): string {
    const parts: string[] = [];
    for (const block of page.headingBlocks) {
        if (block.level === 1) {
            parts.push(`<h1 data-pagefind-weight="${WEIGHTS.title}">${escapeHtml(block.title)}</h1>`);
        } else {
            const id = block.anchor ? ` id="${escapeHtml(block.anchor)}"` : '';
            parts.push(
                `<h${block.level}${id} data-pagefind-weight="${WEIGHTS.heading[block.level]}">${escapeHtml(block.title)}</h${block.level}>`,
            );
        }
        block.texts.forEach((text, index) => {
            // A page's first text is its description (extract.ts): what the page answers, in a sentence.
            const weight = block.level === 1 && index === 0 ? ` data-pagefind-weight="${WEIGHTS.description}"` : '';
            parts.push(`<p${weight}>${escapeHtml(text)}</p>`);
        });
    }
    const filters = pageFilters(page).map(([name, value]) => filterTag(name, value));
    const meta = [metaTag('title', page.title), metaTag('section', page.docArea)];
    // What the page answers in a sentence: the ranking compares a question's words with it (src/search/rank.ts).
    if (page.description) meta.push(metaTag('description', page.description));
    // Legacy Admin UI pages rank after the Dashboard's unless the query names the Admin UI.
    if (isLegacyAdminUi(page.path)) meta.push(metaTag(LEGACY_META, 'Admin UI'));
    return [
        `<!doctype html><html lang="${escapeHtml(page.language)}"><head><title>${escapeHtml(page.title)}</title></head>`,
        `<body><main data-pagefind-body>${parts.join('\n')}</main>`,
        `<div hidden>${filters.join('')}${meta.join('')}</div></body></html>`,
    ].join('\n');
}

/** The Pagefind filters of a page, as [filter, value] pairs. */
export function pageFilters(page: ExtractedPage): Array<[string, string]> {
    return [
        [DOC_AREA_FILTER, page.docArea],
        ['docusaurus_tag', page.docusaurusTag],
        ['language', page.language],
        // "createProduct mutation" searches the mutations pages only (src/search/api-kind.ts).
        ...apiKindsOf(page.path, page.title).map((kind): [string, string] => [KIND_FILTER, kind]),
    ];
}

/**
 * For each filter every page has, every value the index holds (the rest are left out). The
 * browser drops a requested filter that allows all of them (src/search/filters.ts): every page
 * passes it, and asking Pagefind would only fetch its filter chunk before the first results.
 */
export function sharedFilterValues(pages: ExtractedPage[]): Record<string, string[]> {
    const perPage = pages.map(page => pageFilters(page));
    const names = new Set(perPage.flatMap(filters => filters.map(([name]) => name)));
    const shared: Record<string, string[]> = {};
    for (const name of names) {
        if (!perPage.every(filters => filters.some(([filter]) => filter === name))) continue;
        shared[name] = [
            ...new Set(
                perPage.flatMap(filters => filters.filter(([filter]) => filter === name).map(([, value]) => value)),
            ),
        ].sort();
    }
    return shared;
}

function filterTag(name: string, value: string): string {
    return `<span data-pagefind-filter="${escapeHtml(name)}">${escapeHtml(value)}</span>`;
}

function metaTag(name: string, value: string): string {
    return `<span data-pagefind-meta="${escapeHtml(name)}">${escapeHtml(value)}</span>`;
}
