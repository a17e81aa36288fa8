/** Publish date of @vendure/core 3.7.3 (`npm view @vendure/core time`), shown as the pages' last update. */
export const vendureReleaseDate = '2026-09-03';
export const vendureVersion = '3.7.3';

export interface FrontMatter {
    title: string;
    description: string;
    sidebarLabel?: string;
    sidebarPosition?: number;
}

/** YAML front matter; values are JSON strings, which YAML reads as double-quoted scalars. */
export function frontMatter(fm: FrontMatter): string {
    const lines = ['---', `title: ${JSON.stringify(fm.title)}`, `description: ${JSON.stringify(fm.description)}`];
    if (fm.sidebarLabel) lines.push(`sidebar_label: ${JSON.stringify(fm.sidebarLabel)}`);
    if (fm.sidebarPosition !== undefined) lines.push(`sidebar_position: ${fm.sidebarPosition}`);
    lines.push('last_update:', `  date: ${vendureReleaseDate}`, '---', '');
    return lines.join('\n');
}
