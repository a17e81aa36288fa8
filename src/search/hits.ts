import { highlightTerms, sanitizeHighlight, stripHighlight } from './escape';
import { normalizeName, rankSubResults } from './rank';
import type { DocSearchHit, HighlightField, HitType, PagefindResultData, PagefindSubResult } from './types';

/** At most this many hits per document, like the hosted search's `group_limit: 3`. */
export const HITS_PER_DOCUMENT = 3;

const LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;

export function queryTerms(query: string): string[] {
    return query
        .split(/[^\p{L}\p{N}_]+/u)
        .map(term => term.trim())
        .filter(term => term.length > 0);
}

/** `value` escaped, with the query's terms in `<mark>`, and how many of them it matched. */
export function field(value: string, terms: string[]): HighlightField {
    const { value: html, matchedWords } = highlightTerms(value, terms);
    return {
        value: html,
        matchedWords,
        matchLevel: matchedWords.length === 0 ? 'none' : matchedWords.length >= terms.length ? 'full' : 'partial',
    };
}

function headingLevel(sub: PagefindSubResult): number {
    const match = /^h([2-6])$/i.exec(sub.anchor?.element ?? '');
    return match ? Number(match[1]) : 1;
}

function titleMatches(title: string, terms: string[]): boolean {
    const words = title.toLowerCase().split(/[^\p{L}\p{N}_]+/u);
    return (
        terms.every(term => words.some(word => word.startsWith(term.toLowerCase()))) ||
        normalizeName(title) === normalizeName(terms.join(''))
    );
}

/** A text's words, lower case, for comparing an excerpt with its heading. */
function wordsOf(text: string): string {
    return text
        .toLowerCase()
        .split(/[^\p{L}\p{N}_]+/u)
        .filter(Boolean)
        .join(' ');
}

/**
 * Whether a Pagefind excerpt says anything besides its heading: a reference page's intro or a
 * member heading with only a signature under it comes back as its title alone ("PaymentService.").
 */
export function excerptHasText(excerpt: string, title: string): boolean {
    const text = wordsOf(stripHighlight(excerpt));
    return text !== '' && text !== wordsOf(title);
}

/**
 * The snippet of a hit whose excerpt has no text of its own: the page's description (what the page
 * is for, in a sentence) with the query's terms marked, else Pagefind's excerpt of the whole page.
 */
export function fallbackSnippet(data: PagefindResultData, terms: string[]): string {
    const description = data.meta.description?.trim();
    if (description) return field(description, terms).value;
    return sanitizeHighlight(data.excerpt ?? '');
}

/** What a backend knows of a hit; docSearchHit adds the flat hierarchy keys and the highlights. */
export interface HitParts extends Pick<
    DocSearchHit,
    'objectID' | 'url' | 'url_without_anchor' | 'anchor' | 'type' | 'content' | 'hierarchy'
> {
    /** The content's highlight; without it the content is not highlighted. */
    contentHighlight?: HighlightField;
    /** The content snippet as HTML, escaped, with matches in `<mark>`. */
    snippet: string;
}

/** The DocSearch hit both backends (the embedded index and the hosted search) answer with. */
export function docSearchHit(parts: HitParts, terms: string[]): DocSearchHit {
    const { hierarchy, contentHighlight, snippet, ...fields } = parts;
    const highlight: Record<string, HighlightField> = {};
    for (const level of LEVELS) {
        const value = hierarchy[`lvl${level}`];
        if (value) highlight[`hierarchy.lvl${level}`] = field(value, terms);
    }
    if (contentHighlight) highlight.content = contentHighlight;
    return {
        ...fields,
        'hierarchy.lvl0': hierarchy.lvl0 ?? '',
        'hierarchy.lvl1': hierarchy.lvl1 ?? '',
        'hierarchy.lvl2': hierarchy.lvl2,
        'hierarchy.lvl3': hierarchy.lvl3,
        'hierarchy.lvl4': hierarchy.lvl4,
        'hierarchy.lvl5': hierarchy.lvl5,
        'hierarchy.lvl6': hierarchy.lvl6,
        hierarchy,
        _highlightResult: highlight,
        _snippetResult: { content: { value: snippet, matchLevel: snippetMatchLevel(snippet) } },
    };
}

function snippetMatchLevel(snippet: string): HighlightField['matchLevel'] {
    return snippet.includes('<mark>') ? 'full' : 'none';
}

/**
 * Maps one Pagefind page result to DocSearch hits: its best sub-results (page intro or
 * headings), each with the hierarchy the modal groups by, an absolute URL, and HTML fields
 * escaped except for `<mark>`.
 */
export function toDocSearchHits(
    data: PagefindResultData,
    query: string,
    origin: string,
    limit = HITS_PER_DOCUMENT,
): DocSearchHit[] {
    const terms = queryTerms(query);
    const pageTitle = data.meta.title ?? '';
    const section = data.meta.section ?? '';
    const pageUrl = new URL(data.url, origin).href;
    return rankSubResults(data, query)
        .slice(0, limit)
        .map(sub => {
            const level = headingLevel(sub);
            const url = new URL(sub.url, origin).href;
            const anchor = sub.anchor?.id ?? (new URL(url).hash.slice(1) || null);
            const hierarchy: DocSearchHit['hierarchy'] = {
                lvl0: section,
                lvl1: pageTitle,
                lvl2: null,
                lvl3: null,
                lvl4: null,
                lvl5: null,
                lvl6: null,
            };
            if (level > 1) hierarchy[`lvl${level}` as keyof DocSearchHit['hierarchy']] = sub.title;
            const excerpt = sub.excerpt ?? '';
            const snippet = excerptHasText(excerpt, sub.title)
                ? sanitizeHighlight(excerpt)
                : fallbackSnippet(data, terms) || sanitizeHighlight(excerpt);
            const content = stripHighlight(snippet) || null;
            const type: HitType =
                level === 1 ? 'lvl1' : titleMatches(sub.title, terms) ? (`lvl${level}` as HitType) : 'content';
            return docSearchHit(
                {
                    objectID: url,
                    url,
                    url_without_anchor: pageUrl,
                    anchor,
                    type,
                    content,
                    hierarchy,
                    contentHighlight: { value: snippet, matchLevel: snippetMatchLevel(snippet), matchedWords: [] },
                    snippet,
                },
                terms,
            );
        });
}
