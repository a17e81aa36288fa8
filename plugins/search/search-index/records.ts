import type { DocSearchRecord, ExtractedPage } from './types';

const LEVELS = [2, 3, 4, 5, 6] as const;

/** Priorities follow DocSearch's convention: page titles outrank headings, headings outrank text. */
const PRIORITY = { lvl1: 100, heading: 90, content: 50 } as const;

/**
 * Turns an extracted page into DocSearch records: one per page title, one per heading and
 * one per content block, each carrying the full hierarchy so a hit can be shown on its own.
 */
export function toDocSearchRecords(page: ExtractedPage): DocSearchRecord[] {
    const records: DocSearchRecord[] = [];
    let counter = 0;
    const pageText = page.description || page.headingBlocks.find(block => block.texts.length > 0)?.texts[0] || null;
    const idBase = page.path.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'root';

    for (const block of page.headingBlocks) {
        const hierarchy = {
            'hierarchy.lvl0': page.docArea,
            'hierarchy.lvl1': page.title,
            ...Object.fromEntries(LEVELS.map(level => [`hierarchy.lvl${level}`, null])),
        } as Pick<DocSearchRecord, `hierarchy.lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`>;
        // block.path[0] is the page title; path[i] is the heading of level i + 1.
        block.path.slice(1).forEach((title, index) => {
            const level = (index + 2) as (typeof LEVELS)[number];
            if (level <= 6) hierarchy[`hierarchy.lvl${level}`] = title;
        });
        const url = block.anchor ? `${page.url}#${block.anchor}` : page.url;
        const common = {
            ...hierarchy,
            url,
            url_without_anchor: page.url,
            anchor: block.anchor,
            language: page.language,
            docusaurus_tag: page.docusaurusTag,
            version: page.version,
        };
        const headingType = block.level === 1 ? 'lvl1' : (`lvl${block.level}` as DocSearchRecord['type']);
        records.push({
            id: `${idBase}-${counter++}`,
            ...common,
            content: null,
            summary: block.texts[0] ?? pageText,
            type: headingType,
            item_priority: block.level === 1 ? PRIORITY.lvl1 : PRIORITY.heading - block.level,
        });
        for (const text of block.texts) {
            records.push({
                id: `${idBase}-${counter++}`,
                ...common,
                content: text,
                type: 'content',
                item_priority: PRIORITY.content,
            });
        }
    }
    return records;
}
