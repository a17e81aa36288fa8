/**
 * `search_docs`: the site's own search (src/search/node-search.ts: the browser's index, ranking, vocabulary
 * and spelling correction), asked for what the search modal asks for, with its hits grouped by page.
 */
import { MODAL_DOCUMENTS, MODAL_HITS_PER_DOCUMENT } from '../src/search/client';
import type { DocArea } from '../src/doc-areas';
import type { LocalSearch } from '../src/search/local-search';
import type { DocSearchHit } from '../src/search/types';

export interface SearchHit {
    /** The heading the hit is under; null for the page itself (its title and opening text). */
    heading: string | null;
    url: string;
    /** The matching text, plain (no HTML). */
    snippet: string | null;
}

export interface SearchDocument {
    title: string;
    area: string;
    url: string;
    hits: SearchHit[];
}

export interface SearchDocsResult {
    query: string;
    /** The query that was run instead, when the typed one found nothing and was spell-corrected. */
    correctedQuery: string | null;
    area: DocArea | null;
    /** Pages that match, of which `results` holds the best. */
    total: number;
    results: SearchDocument[];
}

const HEADING_LEVELS = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const;

function searchHit(hit: DocSearchHit): SearchHit {
    const level = HEADING_LEVELS.find(lvl => hit.hierarchy[lvl]);
    return { heading: level ? hit.hierarchy[level] : null, url: hit.url, snippet: hit.content };
}

/** The modal's request (documents, hits per document), its hits grouped by page in ranked order. */
export async function searchDocs(search: LocalSearch, query: string, area: DocArea | null): Promise<SearchDocsResult> {
    const result = await search.search({
        query,
        filters: area ? { section: [area] } : undefined,
        documentsPerPage: MODAL_DOCUMENTS,
        hitsPerDocument: MODAL_HITS_PER_DOCUMENT,
    });
    const documents = new Map<string, SearchDocument>();
    for (const hit of result.hits) {
        let document = documents.get(hit.url_without_anchor);
        if (!document) {
            document = {
                title: hit.hierarchy.lvl1 ?? '',
                area: hit.hierarchy.lvl0 ?? '',
                url: hit.url_without_anchor,
                hits: [],
            };
            documents.set(hit.url_without_anchor, document);
        }
        document.hits.push(searchHit(hit));
    }
    return {
        query,
        correctedQuery: result.correctedQuery,
        area,
        total: result.nbHits,
        results: [...documents.values()],
    };
}

/** The result as text for the model: each page with its URL and its hits. */
export function searchDocsText(result: SearchDocsResult): string {
    const where = result.area ? ` in ${result.area}` : '';
    const corrected = result.correctedQuery ? ` (no match as typed; searched for "${result.correctedQuery}")` : '';
    if (result.results.length === 0) return `No page matches "${result.query}"${where}${corrected}.`;
    const lines = [
        `The ${result.results.length} best of ${result.total} pages for "${result.query}"${where}${corrected}, best first. read_page gives a page (or, with its #anchor, a section) as Markdown.`,
    ];
    result.results.forEach((document, index) => {
        lines.push('', `${index + 1}. ${document.title} (${document.area})`, `   ${document.url}`);
        for (const hit of document.hits) {
            const where = hit.heading ? `§ ${hit.heading} ${hit.url}` : 'page';
            lines.push(`   - ${where}${hit.snippet ? `: ${hit.snippet}` : ''}`);
        }
    });
    return lines.join('\n');
}
