/** Pure text builders for /llms.txt and /llms-full.txt (https://llmstxt.org), kept apart from Docusaurus for testing. */

import { sectionNames, sectionOf, type SiteSection } from '../../src/sections';

export interface LlmsDoc {
    id: string;
    title: string;
    description: string;
    /** Site-relative URL, e.g. `/guides/getting-started/installation/`. */
    permalink: string;
}

export interface SiteSummary {
    title: string;
    summary: string;
    /** Absolute site URL without trailing slash. */
    url: string;
}

/** Docs in sidebar order; docs found in no sidebar follow, in id order, so the output is stable. */
export function orderDocs<T extends LlmsDoc>(docs: T[], sidebarOrder: string[]): T[] {
    const rank = new Map(sidebarOrder.map((id, i) => [id, i] as const));
    return [...docs].sort((a, b) => {
        const ra = rank.get(a.id) ?? Number.MAX_SAFE_INTEGER;
        const rb = rank.get(b.id) ?? Number.MAX_SAFE_INTEGER;
        return ra - rb || a.id.localeCompare(b.id);
    });
}

function groupBySection<T extends LlmsDoc>(docs: T[]): [SiteSection, T[]][] {
    return sectionNames
        .map(section => [section, docs.filter(doc => sectionOf(doc.permalink) === section)] as [SiteSection, T[]])
        .filter(([, group]) => group.length > 0);
}

/** One line per doc: `- [Title](absolute url): description`. */
export function renderLlmsTxt(site: SiteSummary, docs: LlmsDoc[]): string {
    const lines = [`# ${site.title}`, '', `> ${site.summary}`, ''];
    for (const [section, group] of groupBySection(docs)) {
        lines.push(`## ${section}`, '');
        for (const doc of group) {
            const description = doc.description.replace(/\s+/g, ' ').trim();
            lines.push(`- [${doc.title}](${site.url}${doc.permalink})${description ? `: ${description}` : ''}`);
        }
        lines.push('');
    }
    return lines.join('\n');
}

/**
 * The markdown body of a doc source: front matter, MDX import/export statements and HTML comments removed.
 * Lines inside code fences are kept as they are: examples start with imports too.
 */
export function markdownBody(source: string): string {
    const lines = source.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n/, '').split(/\r?\n/);
    const kept: string[] = [];
    let fence: string | undefined;
    let inStatement = false;
    for (const line of lines) {
        const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
        if (fence) {
            if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
            kept.push(line);
        } else if (inStatement || /^(import|export)\s/.test(line)) {
            // An ESM statement ends with a semicolon, or with its `from '…'` clause.
            inStatement = !/(;|\bfrom\s+['"][^'"]+['"])\s*$/.test(line);
        } else {
            if (marker) fence = marker;
            kept.push(line);
        }
    }
    return kept
        .join('\n')
        .replace(/[ \t]*<!--[\s\S]*?-->/g, '')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
}

/** Every doc's body under its title and URL, section by section. */
export function renderLlmsFull(site: SiteSummary, docs: (LlmsDoc & { body: string })[]): string {
    const parts = [`# ${site.title}`, '', `> ${site.summary}`, ''];
    for (const [section, group] of groupBySection(docs)) {
        parts.push(`# ${section}`, '');
        for (const doc of group) {
            parts.push(`## ${doc.title}`, '', `URL: ${site.url}${doc.permalink}`, '', doc.body, '');
        }
    }
    return parts.join('\n');
}
