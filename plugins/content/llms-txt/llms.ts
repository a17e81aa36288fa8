/** Pure text builders for /llms.txt, /llms-full.txt and the reference's section files (https://llmstxt.org). */

import { markdownPathOf } from '../../../src/markdown-url';
import { docAreaNames, docAreaOf, type DocArea } from '../../../src/doc-areas';

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

/** A file holding a whole body of docs (`/llms-full.txt`, `/reference/typescript-api/llms.txt`), listed in /llms.txt. */
export interface SectionFile {
    /** Site path, e.g. `/reference/typescript-api/llms.txt`. */
    path: string;
    title: string;
    description: string;
    content: string;
}

/** Size in tokens, estimated as characters / 4. */
export function estimateTokens(text: string): number {
    return Math.round(text.length / 4);
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

function groupByDocArea<T extends LlmsDoc>(docs: T[]): [DocArea, T[]][] {
    return docAreaNames
        .map(area => [area, docs.filter(doc => docAreaOf(doc.permalink) === area)] as [DocArea, T[]])
        .filter(([, group]) => group.length > 0);
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The index: the files that hold a whole section, then one line per doc linking its Markdown twin,
 * `- [Title](https://…/page.md): description`.
 */
export function renderLlmsTxt(site: SiteSummary, docs: LlmsDoc[], files: Omit<SectionFile, 'content'>[] = []): string {
    const lines = [`# ${site.title}`, '', `> ${site.summary}`, ''];
    lines.push(
        'Every page below is linked as Markdown (`.md`); the HTML page is the same URL without `.md` and with a trailing slash.',
        '',
    );
    if (files.length) {
        lines.push('## Whole sections in one file', '');
        for (const file of files)
            lines.push(`- [${file.title}](${site.url}${file.path}): ${oneLine(file.description)}`);
        lines.push('');
    }
    for (const [area, group] of groupByDocArea(docs)) {
        lines.push(`## ${area}`, '');
        for (const doc of group) {
            const description = oneLine(doc.description);
            lines.push(
                `- [${doc.title}](${site.url}${markdownPathOf(doc.permalink)})${description ? `: ${description}` : ''}`,
            );
        }
        lines.push('');
    }
    return lines.join('\n');
}

/** A page's Markdown with its URL under its `#` title, as it stands in a file of many pages. */
export function withUrl(markdown: string, url: string): string {
    const [title, ...rest] = markdown.trimEnd().split('\n');
    return [title, '', `URL: ${url}`, ...rest].join('\n');
}

/** Many pages in one file, under a heading that says what the file holds. */
export function renderBundle(
    header: { title: string; summary: string },
    pages: { markdown: string; url: string }[],
): string {
    const parts = [`# ${header.title}`, '', `> ${oneLine(header.summary)}`, ''];
    for (const page of pages) parts.push(withUrl(page.markdown, page.url), '');
    return parts.join('\n');
}

/** `/llms-full.txt`: the Learn guides and the User Guide as Markdown, doc area by doc area in sidebar order. */
export function renderLlmsFull(site: SiteSummary, docs: (LlmsDoc & { markdown: string })[]): string {
    const pages = groupByDocArea(docs)
        .filter(([area]) => area !== 'Reference')
        .flatMap(([, group]) => group.map(doc => ({ markdown: doc.markdown, url: `${site.url}${doc.permalink}` })));
    return renderBundle({ title: `${site.title}: Learn and User Guide`, summary: site.summary }, pages);
}
