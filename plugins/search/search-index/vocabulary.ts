import type { ExtractedPage } from './types';

/** Words shorter than this are not worth correcting (too many near neighbours). */
const MIN_LENGTH = 4;
/** Body words must be this frequent to enter the list; titles and headings always do. */
const MIN_BODY_COUNT = 3;

/** Lower-cased words, camelCase identifiers kept whole and also split into their parts. */
export function words(text: string): string[] {
    const out: string[] = [];
    for (const token of text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []) {
        out.push(token.toLowerCase());
        const parts = token.split(/(?<=[a-z0-9])(?=[A-Z])/);
        if (parts.length > 1) for (const part of parts) out.push(part.toLowerCase());
    }
    return out.filter(word => word.length >= MIN_LENGTH);
}

/**
 * The vocabulary the browser uses to correct misspelt query words ("shiping" → "shipping"):
 * every word of titles and headings, and body words that occur a few times. Sorted by
 * frequency so ties in edit distance go to the more common word. Loaded only after a query
 * finds nothing, so its size does not count against the first query.
 */
export function buildVocabulary(pages: ExtractedPage[]): string[] {
    const counts = new Map<string, number>();
    const strong = new Set<string>();
    for (const page of pages) {
        for (const block of page.headingBlocks) {
            for (const word of words(block.title)) {
                strong.add(word);
                counts.set(word, (counts.get(word) ?? 0) + 1);
            }
            for (const text of block.texts) {
                for (const word of words(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
            }
        }
    }
    return [...counts.entries()]
        .filter(([word, count]) => strong.has(word) || count >= MIN_BODY_COUNT)
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([word]) => word);
}
