/** The three bodies of docs, in navbar order, with the URL prefix each is served under. */
export const siteSections = [
    { name: 'Learn', prefix: '/guides/' },
    { name: 'Reference', prefix: '/reference/' },
    { name: 'User Guide', prefix: '/user-guide/' },
] as const;

export type SiteSection = (typeof siteSections)[number]['name'];

export const sectionNames: readonly SiteSection[] = siteSections.map(s => s.name);

/** Which body of docs a site path belongs to (`/TODO/`, `/` and `/search/` belong to none). */
export function sectionOf(path: string): SiteSection | undefined {
    return siteSections.find(s => path.startsWith(s.prefix))?.name;
}
