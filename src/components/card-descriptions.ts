import type { PropSidebarItem, PropVersionDocs } from '@docusaurus/plugin-content-docs';

/** The id of the first page a category's card opens: its first link to a doc, in reading order. */
function firstDocId(item: PropSidebarItem): string | undefined {
    if (item.type === 'link') return item.docId ?? undefined;
    if (item.type !== 'category') return undefined;
    for (const child of item.items) {
        const id = firstDocId(child);
        if (id) return id;
    }
    return undefined;
}

/**
 * A category card without a description of its own (DocCard would say "N items") gets the description of the
 * page it opens, the category's first page in reading order (DocCard's `findFirstSidebarItemLink`).
 */
export function withFirstPageDescriptions(items: PropSidebarItem[], docs: PropVersionDocs): PropSidebarItem[] {
    return items.map(item => {
        if (item.type !== 'category' || item.description) return item;
        const description = docs[firstDocId(item) ?? '']?.description;
        return description ? { ...item, description } : item;
    });
}
