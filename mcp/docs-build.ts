/**
 * A built site as the MCP server reads it, read-only: the Markdown twin of each doc page (plugins/content/llms-txt), the
 * redirect pages of old URLs (plugins/content/redirects), and the published API index with the Vendure version the
 * site documents (plugins/content/llms-txt/published-api-index.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { publishedApiIndexPath, type PublishedApiIndex } from '../plugins/content/llms-txt/published-api-index';
import { docAreaOf, type DocArea } from '../src/doc-areas';
import { markdownPathOf } from '../src/markdown-url';
import { normalizeName } from '../src/search/rank';
import { editDistance } from '../src/search/spelling';
import { siteUrl } from '../src/site';
import { headingsOf, sectionOf } from './markdown-sections';

const siteHost = new URL(siteUrl).hostname;
/** Hosts of a local copy of the site (`npm run serve`, `npm run dev`), whose URLs name the same pages. */
const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** What `read_page` was given, as the site path of a Markdown twin and the anchor, if any. */
export type PageAddress = { twinPath: string; anchor: string | null } | { error: string };

/**
 * Reads a page's URL or path: a URL of the site (or of a local copy of it), or a path with or without its
 * trailing slash, `.md` or `index.html`, with or without a query and an anchor.
 */
export function pageAddress(input: string): PageAddress {
    const text = input.trim();
    let url: URL;
    if (/^[a-z][a-z\d+.-]*:/i.test(text)) {
        try {
            url = new URL(text);
        } catch {
            return { error: `"${text}" is not a URL.` };
        }
        if (!/^https?:$/.test(url.protocol) || !(url.hostname === siteHost || localHosts.has(url.hostname)))
            return { error: `${url.origin} is not this site: give a path, or a URL of ${siteUrl}.` };
    } else {
        // Resolved against the site, so `..` cannot leave it.
        url = new URL(text.startsWith('/') ? text : `/${text}`, siteUrl);
    }
    let pagePath: string;
    let anchor: string | null;
    try {
        pagePath = decodeURIComponent(url.pathname);
        anchor = decodeURIComponent(url.hash.slice(1)) || null;
    } catch {
        return { error: `"${text}" is not a valid path.` };
    }
    // An encoded slash could bring `..` back after the URL parser removed it.
    if (pagePath.split('/').includes('..')) return { error: `"${text}" is not a valid path.` };
    const twinPath = pagePath.endsWith('.md') ? pagePath : markdownPathOf(pagePath.replace(/(index)?\.html$/, ''));
    return { twinPath, anchor };
}

/** A doc page's permalink from its twin's path: `/guides/x.md` → `/guides/x/`. */
export function permalinkOf(twinPath: string): string {
    return twinPath.replace(/\.md$/, '/');
}

/** The target of a redirect page (`<meta http-equiv="refresh" content="0; url=…">`), if the HTML is one. */
export function redirectTarget(html: string): string | null {
    if (/<div id="?__docusaurus/.test(html)) return null;
    return /<meta http-equiv="refresh" content="\d+;\s*url=([^"]+)"/i.exec(html)?.[1] ?? null;
}

export interface Page {
    title: string;
    /** The page's URL on the site (with the anchor, when one was asked for and found). */
    url: string;
    markdownUrl: string;
    area: DocArea | null;
    vendureVersion: string | null;
    /** The whole page, or the section of the anchor. */
    markdown: string;
    /** The heading whose section `markdown` holds, when an anchor was asked for and found. */
    section: string | null;
    /** An anchor that was asked for but matches no heading (the whole page is given). */
    unknownAnchor: string | null;
    /** The address that was asked for, when it was an old URL that redirects here. */
    redirectedFrom: string | null;
}

export class DocsBuild {
    readonly dir: string;
    /** The published API index, read once; null when this build has none. */
    readonly apiIndex: PublishedApiIndex | null;
    private twins: Promise<string[]> | null = null;

    constructor(dir: string) {
        this.dir = path.resolve(dir);
        const indexFile = this.file(publishedApiIndexPath);
        this.apiIndex = existsSync(indexFile)
            ? (JSON.parse(readFileSync(indexFile, 'utf8')) as PublishedApiIndex)
            : null;
    }

    get vendureVersion(): string | null {
        return this.apiIndex?.vendureVersion ?? null;
    }

    /** A site path's file in the build; never outside it. */
    file(sitePath: string): string {
        const file = path.join(this.dir, ...sitePath.split('/').filter(Boolean));
        if (path.relative(this.dir, file).startsWith('..')) throw new Error(`${sitePath} is outside the build`);
        return file;
    }

    /** A twin's text, or null when the build has no such file. */
    async twin(twinPath: string): Promise<string | null> {
        return readFile(this.file(twinPath), 'utf8').catch((error: NodeJS.ErrnoException) => {
            if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
            throw error;
        });
    }

    /** The page at `input` (see `pageAddress`), or an error that says what is wrong and suggests pages. */
    async page(input: string): Promise<Page | { error: string }> {
        const address = pageAddress(input);
        if ('error' in address) return address;
        let { twinPath } = address;
        let markdown = await this.twin(twinPath);
        let redirectedFrom: string | null = null;
        if (markdown === null) {
            // An old URL of the docs lands on its new page through a redirect page (plugins/content/redirects).
            const html = await readFile(this.file(`${permalinkOf(twinPath)}index.html`), 'utf8').catch(() => null);
            const target = html && redirectTarget(html);
            if (target) {
                redirectedFrom = permalinkOf(twinPath);
                twinPath = markdownPathOf(new URL(target, siteUrl).pathname);
                markdown = await this.twin(twinPath);
            }
        }
        if (markdown === null) return { error: await this.unknownPage(twinPath) };
        const permalink = permalinkOf(twinPath);
        const lines = markdown.split('\n');
        const headings = headingsOf(lines);
        const title = headings.find(heading => heading.depth === 1)?.text ?? permalink;
        const anchor = address.anchor;
        const heading = anchor
            ? headings.find(h => h.depth > 1 && normalizeName(h.text) === normalizeName(anchor))
            : undefined;
        return {
            title,
            url: `${siteUrl}${permalink}${heading ? `#${anchor}` : ''}`,
            markdownUrl: `${siteUrl}${twinPath}`,
            area: docAreaOf(permalink) ?? null,
            vendureVersion: this.vendureVersion,
            markdown: heading ? sectionOf(lines, headings, heading) : markdown.trim(),
            section: heading?.text ?? null,
            unknownAnchor: anchor && !heading ? anchor : null,
            redirectedFrom,
        };
    }

    /** Every twin's site path (`/guides/x.md`), listed once. */
    allTwins(): Promise<string[]> {
        this.twins ??= (async () => {
            const files = await readdir(this.dir, { recursive: true });
            return files
                .filter(file => file.endsWith('.md'))
                .map(file => `/${file.split(path.sep).join('/')}`)
                .sort();
        })();
        return this.twins;
    }

    private async unknownPage(twinPath: string): Promise<string> {
        const wanted = path.posix.basename(twinPath, '.md').toLowerCase();
        const ranked = (await this.allTwins())
            .map(twin => ({ twin, distance: editDistance(path.posix.basename(twin, '.md').toLowerCase(), wanted, 3) }))
            .filter(({ distance }) => distance <= 3)
            .sort((a, b) => a.distance - b.distance || a.twin.localeCompare(b.twin))
            .slice(0, 5)
            .map(({ twin }) => `${siteUrl}${permalinkOf(twin)}`);
        const near = ranked.length ? ` Pages with a similar name: ${ranked.join(', ')}.` : '';
        return `No page at ${permalinkOf(twinPath)} in this build.${near} search_docs finds pages by their content.`;
    }
}
