import type { PropSidebar, PropSidebarItem } from '@docusaurus/plugin-content-docs';

/** Where a card leads, as DocCard finds it (`findFirstSidebarItemLink`): a category's own page, else its first link. */
export function cardTarget(item: PropSidebarItem): string | undefined {
    if (item.type === 'link') return item.unlisted ? undefined : item.href;
    if (item.type !== 'category') return undefined;
    if (item.href && !item.linkUnlisted) return item.href;
    for (const child of item.items) {
        const target = cardTarget(child);
        if (target) return target;
    }
    return undefined;
}

/** Card target → the description of the page there, for every category the sidebars do not describe. */
export type CardDescriptions = Record<string, string>;

/**
 * At build time (plugins/performance/docs-by-id): for each category without a description of its own, the description of
 * the page its card opens, from `descriptionOf(permalink)`.
 */
export function categoryCardDescriptions(
    sidebars: Record<string, PropSidebar>,
    descriptionOf: (permalink: string) => string | undefined,
): CardDescriptions {
    const found: CardDescriptions = {};
    const visit = (item: PropSidebarItem): void => {
        if (item.type !== 'category') return;
        const target = cardTarget(item);
        const description = target && !item.description ? descriptionOf(target) : undefined;
        if (target && description) found[target] = description;
        item.items.forEach(visit);
    };
    Object.values(sidebars).forEach(items => items.forEach(visit));
    return found;
}

/**
 * In the browser (src/theme/DocCardList): a category card without a description (DocCard would say "N items")
 * gets that of the page it opens.
 */
export function withCardDescriptions(items: PropSidebarItem[], descriptions: CardDescriptions): PropSidebarItem[] {
    return items.map(item => {
        if (item.type !== 'category' || item.description) return item;
        const description = descriptions[cardTarget(item) ?? ''];
        return description ? { ...item, description } : item;
    });
}
