import { apiKindsOf, KIND_FILTER } from '../../src/search/api-kind';
import { escapeHtml } from '../../src/escape-html';
import type { ExtractedPage } from './types';

/**
 * Heading weights given to Pagefind (its defaults are h1 7, h2 6, h3 5, text 1). Page titles
 * and API member headings carry the names people type, so they get more than the defaults;
 * measured with `npm run bench:search`.
 */
export const WEIGHTS = { title: 10, heading: [0, 0, 7, 5, 3, 2, 2], description: 4, text: 1 } as const;

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
    const filters = [
        filterTag(DOC_AREA_FILTER, page.docArea),
        filterTag('docusaurus_tag', page.docusaurusTag),
        filterTag('language', page.language),
        // "createProduct mutation" searches the mutations pages only (src/search/api-kind.ts).
        ...apiKindsOf(page.path, page.title).map(kind => filterTag(KIND_FILTER, kind)),
    ];
    const meta = [metaTag('title', page.title), metaTag('section', page.docArea)];
    // What the page answers in a sentence: the ranking compares a question's words with it (src/search/rank.ts).
    if (page.description) meta.push(metaTag('description', page.description));
    return [
        `<!doctype html><html lang="${escapeHtml(page.language)}"><head><title>${escapeHtml(page.title)}</title></head>`,
        `<body><main data-pagefind-body>${parts.join('\n')}</main>`,
        `<div hidden>${filters.join('')}${meta.join('')}</div></body></html>`,
    ].join('\n');
}

function filterTag(name: string, value: string): string {
    return `<span data-pagefind-filter="${escapeHtml(name)}">${escapeHtml(value)}</span>`;
}

function metaTag(name: string, value: string): string {
    return `<span data-pagefind-meta="${escapeHtml(name)}">${escapeHtml(value)}</span>`;
}
