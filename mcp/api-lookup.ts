/**
 * `lookup_api`: a TypeScript or GraphQL name → its reference entries, each with its signature and its section of
 * the page's Markdown twin (reference/markdown-twin.ts). TypeScript names come from the build's published API
 * index (the one the guides' API links use); GraphQL names are the entries (h2 headings) of the GraphQL pages'
 * twins, which are what the reference lists.
 */
import { apiNamePattern, pickEntry, type ApiIndexEntry } from '../plugins/content/remark-api-links';
import { anchorOf, pageUrl } from '../reference/graphql/entries';
import { apiTypes, pageKinds, type PageKind } from '../reference/graphql/model';
import { apiLabels } from '../reference/graphql/render-page';
import { signatureLabel } from '../reference/markdown-twin';
import { markdownPathOf } from '../src/markdown-url';
import { normalizeName } from '../src/search/rank';
import { editDistance } from '../src/search/spelling';
import { siteUrl } from '../src/site';
import type { DocsBuild } from './docs-build';
import { codeBlockAfter, codeBlocks, headingsOf, sectionOf } from './markdown-sections';

/** A name's entry as the index knows it, before its page is read. */
interface Target {
    kind: string;
    /** The npm package (TypeScript) or the GraphQL API ("Shop API"). */
    source: string;
    /** Site path of the entry (with its anchor, when the page holds several). */
    path: string;
    /** The members the entry documents, by name → site path (TypeScript only). */
    members: Record<string, string>;
    language: 'typescript' | 'graphql';
}

/** What one entry of each GraphQL page is. */
const graphqlKinds: Record<PageKind, string> = {
    queries: 'GraphQL query',
    mutations: 'GraphQL mutation',
    'object-types': 'GraphQL type',
    'input-types': 'GraphQL input type',
    enums: 'GraphQL enum',
};

export interface ApiEntry {
    name: string;
    /** The member asked for (`OrderService.findOne`), if any. */
    member: string | null;
    kind: string;
    source: string;
    url: string;
    markdownUrl: string;
    /** The declaration's signature or the GraphQL definition (SDL); null for a member (its section shows it). */
    signature: string | null;
    /** The entry's (or the member's) section of the page, as Markdown. */
    markdown: string;
}

export type LookupResult = { entries: ApiEntry[]; vendureVersion: string | null } | { error: string };

/** Reads a name as the guides write one in code: `Name`, `Name.member`, `name()`. */
export function parseApiName(text: string): { name: string; member: string | null } | null {
    const match = apiNamePattern.exec(text.trim());
    return match ? { name: match[1], member: match[2] ?? null } : null;
}

/** Names like `wanted`, closest first: same letters in another case, a few typos away, or containing it. */
export function closeNames(wanted: string, names: Iterable<string>, limit = 8): string[] {
    const lower = wanted.toLowerCase();
    const maxEdits = Math.max(2, Math.ceil(wanted.length / 5));
    const scored: Array<{ name: string; score: number }> = [];
    for (const name of names) {
        const candidate = name.toLowerCase();
        if (normalizeName(name) === normalizeName(wanted)) scored.push({ name, score: 0 });
        else {
            const edits = editDistance(candidate, lower, maxEdits);
            if (edits <= maxEdits) scored.push({ name, score: edits });
            // A longer name holding it (OrderProces → OrderProcessState) before a shorter one it holds.
            else if (lower.length >= 4 && candidate.includes(lower))
                scored.push({ name, score: maxEdits + 1 + (candidate.length - lower.length) / 100 });
            else if (candidate.length * 2 >= lower.length && lower.includes(candidate))
                scored.push({ name, score: maxEdits + 2 + (lower.length - candidate.length) / 100 });
        }
    }
    return scored
        .sort((a, b) => a.score - b.score || a.name.length - b.name.length || a.name.localeCompare(b.name))
        .slice(0, limit)
        .map(entry => entry.name);
}

export class ApiLookup {
    private names: Promise<Map<string, Target[]>> | null = null;

    constructor(private readonly build: DocsBuild) {}

    /** TypeScript names first (the entry the guides link to before the others), then the Shop and Admin API's. */
    private index(): Promise<Map<string, Target[]>> {
        this.names ??= (async () => {
            const names = new Map<string, Target[]>();
            const add = (name: string, target: Target) => names.set(name, [...(names.get(name) ?? []), target]);
            const published = this.build.apiIndex?.names ?? {};
            for (const [name, entries] of Object.entries(published)) {
                const first = pickEntry(entries);
                for (const entry of [first, ...entries.filter(e => e !== first)] as ApiIndexEntry[])
                    add(name, {
                        kind: entry.kind,
                        source: entry.package,
                        path: entry.url,
                        members: entry.members,
                        language: 'typescript',
                    });
            }
            for (const api of ['shop', ...apiTypes.filter(a => a !== 'shop')] as const) {
                for (const page of pageKinds) {
                    const url = pageUrl(api, page);
                    const twin = await this.build.twin(markdownPathOf(url));
                    if (twin === null) continue;
                    for (const heading of headingsOf(twin.split('\n')).filter(h => h.depth === 2))
                        add(heading.text, {
                            kind: graphqlKinds[page],
                            source: apiLabels[api],
                            path: `${url}#${anchorOf(heading.text)}`,
                            members: {},
                            language: 'graphql',
                        });
                }
            }
            return names;
        })();
        this.names.catch(() => (this.names = null));
        return this.names;
    }

    async lookup(text: string): Promise<LookupResult> {
        const parsed = parseApiName(text);
        if (!parsed)
            return {
                error: `"${text.trim()}" is not an API name: give a name such as OrderService, OrderService.findOne or addItemToOrder.`,
            };
        const names = await this.index();
        const missingIndex = this.build.apiIndex
            ? ''
            : ' This build has no TypeScript API index (reference/api-index.json): rebuild it with `npm run build`.';
        const targets = names.get(parsed.name);
        if (!targets) {
            const close = closeNames(parsed.name, names.keys());
            return {
                error: `No reference entry is named ${parsed.name}.${close.length ? ` Close names: ${close.join(', ')}.` : ''}${missingIndex} search_docs searches the whole docs.`,
            };
        }
        const { member } = parsed;
        const withMember = member ? targets.filter(target => Object.hasOwn(target.members, member)) : targets;
        if (withMember.length === 0) {
            const members = [...new Set(targets.flatMap(target => Object.keys(target.members)))];
            const close = closeNames(member!, members);
            return {
                error: `${parsed.name} has no member ${member}.${close.length ? ` Close names: ${close.map(m => `${parsed.name}.${m}`).join(', ')}.` : ''}`,
            };
        }
        const entries = await Promise.all(withMember.map(target => this.entry(parsed.name, member, target)));
        return { entries, vendureVersion: this.build.vendureVersion };
    }

    private async entry(name: string, member: string | null, target: Target): Promise<ApiEntry> {
        const sitePath = member ? target.members[member] : target.path;
        const pagePath = new URL(sitePath, siteUrl).pathname;
        const twinPath = markdownPathOf(pagePath);
        const twin = await this.build.twin(twinPath);
        if (twin === null) throw new Error(`The build has no Markdown twin ${twinPath} for ${name}`);
        const lines = twin.split('\n');
        const headings = headingsOf(lines);
        const entryHeading = headings.find(h => h.depth === 2 && h.text === name);
        // A page of one entry may title it only with its h1.
        const memberHeading =
            member && entryHeading
                ? headings.find(h => h.line > entryHeading.line && h.depth === 3 && h.text === member)
                : undefined;
        const heading = member ? memberHeading : entryHeading;
        const markdown = heading ? sectionOf(lines, headings, heading) : twin.trim();
        let signature: string | null = null;
        if (!member)
            signature =
                target.language === 'typescript'
                    ? codeBlockAfter(markdown, signatureLabel)
                    : // The SDL block follows the description, which may hold examples of its own.
                      (codeBlocks(markdown.split('\n'))
                          .filter(block => block.lang === 'graphql')
                          .at(-1)?.code ?? null);
        // A member's section opens with its kind (`method`, `property`) as a code span.
        const memberKind = memberHeading && /^`([^`]+)`/.exec(lines[memberHeading.line + 2] ?? '')?.[1];
        return {
            name,
            member,
            kind: member ? `${memberKind ?? 'member'} of ${target.kind} ${name}` : target.kind,
            source: target.source,
            url: `${siteUrl}${sitePath}`,
            markdownUrl: `${siteUrl}${twinPath}`,
            signature,
            markdown,
        };
    }
}

/** The entries as text for the model: each one's facts, URL and Markdown section. */
export function lookupText(entries: ApiEntry[], vendureVersion: string | null): string {
    const version = vendureVersion ? `Vendure ${vendureVersion}` : 'Vendure (version unknown)';
    return entries
        .map(entry =>
            [
                `${entry.member ? `${entry.name}.${entry.member}` : entry.name}: ${entry.kind}, ${entry.source} (${version})`,
                entry.url,
                '',
                entry.markdown,
            ].join('\n'),
        )
        .join('\n\n---\n\n');
}
