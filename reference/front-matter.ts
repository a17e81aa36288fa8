export interface FrontMatter {
    title: string;
    description: string;
    sidebarLabel?: string;
    sidebarPosition?: number;
    /** Publish time of the documented package (ISO), shown as the page's last update (its date part). */
    published: string;
}

/** YAML front matter of a generated page; values are JSON strings, which YAML reads as double-quoted scalars. */
export function frontMatter(fm: FrontMatter): string {
    const lines = ['---', `title: ${JSON.stringify(fm.title)}`, `description: ${JSON.stringify(fm.description)}`];
    if (fm.sidebarLabel) lines.push(`sidebar_label: ${JSON.stringify(fm.sidebarLabel)}`);
    if (fm.sidebarPosition !== undefined) lines.push(`sidebar_position: ${fm.sidebarPosition}`);
    lines.push('last_update:', `  date: ${fm.published.slice(0, 10)}`, '---', '');
    return lines.join('\n');
}
