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
