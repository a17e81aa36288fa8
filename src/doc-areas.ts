/** The doc areas: the three bodies of docs, in navbar order, with the URL prefix each is served under. */
export const docAreas = [
    { name: 'Learn', prefix: '/guides/' },
    { name: 'Reference', prefix: '/reference/' },
    { name: 'User Guide', prefix: '/user-guide/' },
] as const;

export type DocArea = (typeof docAreas)[number]['name'];

export const docAreaNames: readonly DocArea[] = docAreas.map(area => area.name);

/** Which doc area a site path belongs to (`/TODO/`, `/` and `/search/` belong to none). */
export function docAreaOf(path: string): DocArea | undefined {
    return docAreas.find(area => path.startsWith(area.prefix))?.name;
}

/**
 * Where the legacy Angular Admin UI is documented: its guides and its extension API. The React
 * Dashboard replaces it, so search puts these pages after the Dashboard's unless a query names the
 * Admin UI or Angular (src/search/rank.ts).
 */
export const legacyAdminUiPrefixes = ['/guides/extending-the-admin-ui/', '/reference/admin-ui-api/'] as const;

export function isLegacyAdminUi(path: string): boolean {
    return legacyAdminUiPrefixes.some(prefix => path.startsWith(prefix));
}
