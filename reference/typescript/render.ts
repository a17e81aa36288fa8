/** Renderer: API model + page layout → MDX files (as strings; writing is the orchestrator's job). */
import { frontMatter } from '../front-matter';
import { typescriptSections, type TypescriptSection, type TypescriptSectionId } from '../sections';
import {
    convertHighlights,
    escapeLiteral,
    escapeProse,
    type LinkFor,
    richToInlineCode,
    richToMarkdown,
} from './markdown';
import { type BodyFlavor, docBody, parametersTable } from './doc-body';
import type { Declaration, DocComment, Member } from './model';
import { type Layout, layoutPages, type Page } from './pages';
import type { ApiModel } from './model';
import { signatureMdx } from './signature-html';
import { plainText } from './type-text';

export interface RenderOptions {
    /** GraphQL type pages of an entity, when the GraphQL reference is generated. */
    graphqlTypeUrls?: (name: string) => { admin?: string; shop?: string };
}

export interface RenderedFile {
    /** Path below `docs/reference/`. */
    file: string;
    content: string;
}

export interface ApiIndexEntry {
    url: string;
    package: string;
    kind: string;
    section: TypescriptSectionId;
    members: Record<string, string>;
}

export type ApiIndex = Record<string, ApiIndexEntry[]>;

/** First sentence of a description, as plain text, for the page's meta description. */
export function summary(decl: Declaration): string {
    const text = plainText(decl.doc.description)
        .replace(/```[\s\S]*?```/g, ' ')
        .replace(/[`*_#>[\]{}<]/g, '')
        .replace(/\(([^)]*)\)/g, '($1)')
        .replace(/\s+/g, ' ')
        .trim();
    const sentence = /^(.{20,200}?[.!?])(\s|$)/.exec(text)?.[1] ?? text.slice(0, 160);
    return sentence || `${decl.name}, a ${decl.kind} exported by ${decl.packageName}.`;
}

const badge = (text: string, kind: 'info' | 'warning' | 'danger' | 'secondary') =>
    `<span className="badge badge--${kind}">${escapeLiteral(text)}</span>`;

function tagBadges(doc: DocComment): string[] {
    const badges: string[] = [];
    if (doc.tags.since) badges.push(badge(`Since ${doc.tags.since}`, 'secondary'));
    if (doc.tags.experimental) badges.push(badge('Experimental', 'warning'));
    if (doc.tags.deprecated) badges.push(badge('Deprecated', 'danger'));
    return badges;
}

export function sourceUrl(decl: Declaration): string | undefined {
    if (!decl.source) return undefined;
    return `${decl.repositoryUrl}/blob/${decl.repoTag}/${decl.source.path}${decl.source.line ? `#L${decl.source.line}` : ''}`;
}

/** The MDX page's flavour of the doc body and parameters table. */
const mdxBody: BodyFlavor = {
    markdown: (rich, linkFor) => richToMarkdown(rich, linkFor),
    deprecated: reason => `:::warning[Deprecated]\n\n${reason}\n\n:::`,
    highlights: convertHighlights,
    // escapeLiteral already writes `|` as `\|`, which a GFM table cell reads as a literal pipe, even in code.
    parameterName: p => `${escapeLiteral(p.name)}${p.optional ? '?' : ''}`,
    parameterType: richToInlineCode,
};

export const memberKindLabel: Record<Member['kind'], string> = {
    constructor: 'constructor',
    property: 'property',
    method: 'method',
    accessor: 'accessor',
    'enum-member': 'enum member',
    'call-signature': 'call signature',
    'index-signature': 'index signature',
    prop: 'prop',
};

/** What a member's type line is called: an enum member's value, a callable's signature, otherwise its type. */
export function memberTypeLabel(kind: Member['kind']): 'Value' | 'Signature' | 'Type' {
    if (kind === 'enum-member') return 'Value';
    return kind === 'method' || kind === 'constructor' || kind === 'call-signature' ? 'Signature' : 'Type';
}

function renderMember(member: Member, linkFor: LinkFor): string {
    const out: string[] = [`### ${escapeLiteral(member.name)}`];
    const facts = [badge(memberKindLabel[member.kind], 'info')];
    if (member.isStatic) facts.push(badge('static', 'secondary'));
    if (member.readonly) facts.push(badge('readonly', 'secondary'));
    if (member.optional) facts.push(badge('optional', 'secondary'));
    facts.push(...tagBadges(member.doc));
    out.push(facts.join(' '));
    const signatures = member.type.length
        ? splitLines(member.type)
              .map(line => richToInlineCode(line, linkFor))
              .filter(Boolean)
        : [];
    if (signatures.length) {
        const label = memberTypeLabel(member.kind);
        out.push(`**${label}:** ${signatures.join('<br />')}`);
    }
    if (member.doc.tags.default) out.push(`**Default:** ${richToInlineCode(member.doc.tags.default, linkFor)}`);
    out.push(...docBody(member.doc, linkFor, mdxBody));
    const params = parametersTable(
        member.parameters.filter(p => p.description?.length),
        linkFor,
        mdxBody,
    );
    if (params) out.push(params);
    return out.join('\n\n');
}

/** Splits rich text at newlines (overloads are separated by a newline). */
export function splitLines(rich: Declaration['members'][number]['type']): Array<typeof rich> {
    const lines: Array<typeof rich> = [[]];
    for (const part of rich) {
        if (part.kind === 'text' && part.text === '\n') lines.push([]);
        else lines[lines.length - 1].push(part);
    }
    return lines;
}

function renderDeclaration(decl: Declaration, linkFor: LinkFor, options: RenderOptions): string {
    const out: string[] = [`## ${escapeLiteral(decl.name)}`];
    const meta = [
        `[${escapeLiteral(decl.packageName)} ${decl.packageVersion}](https://www.npmjs.com/package/${decl.packageName}/v/${decl.packageVersion})`,
    ];
    const src = sourceUrl(decl);
    if (src && decl.source)
        meta.push(
            `[${escapeLiteral(decl.source.path.split('/').pop()!)}${decl.source.line ? `:${decl.source.line}` : ''}](${src})`,
        );
    meta.push(badge(decl.kind, 'info'), ...tagBadges(decl.doc));
    out.push(meta.join(' · '));
    if (options.graphqlTypeUrls && decl.packageName === '@vendure/core' && decl.category[0] === 'entities') {
        const urls = options.graphqlTypeUrls(decl.name);
        const links = [urls.admin && `[Admin API](${urls.admin})`, urls.shop && `[Shop API](${urls.shop})`].filter(
            Boolean,
        );
        if (links.length) out.push(`GraphQL type: ${links.join(' · ')}`);
    }
    out.push(...docBody(decl.doc, linkFor, mdxBody));
    if (plainText(decl.signature).trim()) out.push(`**Signature**\n\n${signatureMdx(decl.signature, linkFor)}`);
    const heritage: string[] = [];
    if (decl.extends.length)
        heritage.push(`* Extends: ${decl.extends.map(t => richToInlineCode(t, linkFor)).join(', ')}`);
    if (decl.implements.length)
        heritage.push(`* Implements: ${decl.implements.map(t => richToInlineCode(t, linkFor)).join(', ')}`);
    if (heritage.length) out.push(heritage.join('\n'));
    const params = parametersTable(decl.parameters, linkFor, mdxBody);
    if (params && decl.kind === 'function') out.push(params);
    if (decl.kind === 'component' && decl.members.length) out.push('**Props**');
    for (const member of decl.members) out.push(renderMember(member, linkFor));
    return out.join('\n\n');
}

function renderPage(page: Page, layout: Layout, options: RenderOptions): string {
    const linkFor: LinkFor = (target, member) => (target ? layout.urlOf(target, member) : undefined);
    const first = page.declarations[0];
    const parts = [
        frontMatter({
            title: page.title,
            description: summary(page.declarations.find(d => d.doc.description.length) ?? first),
            published: first.publishedDate,
        }),
    ];
    const deprecated = page.declarations.find(d => d.packageDeprecated);
    if (deprecated)
        parts.push(`:::warning[Deprecated package]\n\n${escapeProse(deprecated.packageDeprecated!)}\n\n:::\n`);
    parts.push(page.declarations.map(d => renderDeclaration(d, linkFor, options)).join('\n\n'), '');
    return parts.join('\n');
}

export const humanize = (segment: string) =>
    segment
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/[-_]+/g, ' ')
        .replace(/\b\w/g, c => c.toUpperCase());

function cardsIndex(title: string, description: string, date: string, position?: number, deprecated?: string): string {
    return [
        frontMatter({ title, description, published: date, sidebarPosition: position }),
        "import DocCardList from '@theme/DocCardList';",
        '',
        ...(deprecated ? [`:::warning[Deprecated package]\n\n${escapeProse(deprecated)}\n\n:::`, ''] : []),
        escapeProse(description),
        '',
        '<DocCardList />',
        '',
    ].join('\n');
}

export interface RenderResult {
    files: RenderedFile[];
    index: ApiIndex;
    layout: Layout;
}

/** A folder of the reference (a section or a category below it), with its sidebar label. */
export interface Folder {
    /** Path below `docs/reference/`, e.g. `typescript-api/job-queue`. */
    path: string;
    label: string;
    /** Set for a section's own folder. */
    section?: TypescriptSection;
    /** Whether a declaration page is the folder's index; otherwise the folder gets a card index page. */
    hasIndexPage: boolean;
    /** Card index pages: the description, last update and package deprecation they show. */
    description: string;
    date: string;
    deprecated?: string;
}

/** Every folder of the layout, categories first (in the order pages name them), then the sections. */
export function referenceFolders(model: ApiModel, layout: Layout): Folder[] {
    const existing = new Set(layout.pages.map(p => p.file));
    const latestOf = (decls: Declaration[]) =>
        decls.reduce((max, d) => (d.publishedDate > max ? d.publishedDate : max), '1970-01-01');
    const folders = new Set<string>();
    for (const page of layout.pages) {
        for (let i = 1; i <= page.folders.length; i++)
            folders.add([page.section, ...page.folders.slice(0, i)].join('/'));
    }
    const result: Folder[] = [...folders].map(folder => {
        const label = humanize(layout.folderLabels.get(folder) ?? folder.split('/').pop()!);
        const inside = layout.pages
            .filter(p => `${[p.section, ...p.folders].join('/')}/`.startsWith(`${folder}/`))
            .flatMap(p => p.declarations);
        return {
            path: folder,
            label,
            hasIndexPage: existing.has(`${folder}/index.mdx`),
            description: `The ${label} part of the reference.`,
            date: latestOf(inside),
            deprecated: inside.every(d => d.packageDeprecated) ? inside[0]?.packageDeprecated : undefined,
        };
    });
    for (const section of typescriptSections) {
        if (!layout.pages.some(p => p.section === section.id)) continue;
        result.push({
            path: section.id,
            label: section.label,
            section,
            hasIndexPage: existing.has(`${section.id}/index.mdx`),
            description: section.description,
            date: latestOf(model.declarations),
        });
    }
    return result;
}

export function renderReference(model: ApiModel, options: RenderOptions = {}): RenderResult {
    const layout = layoutPages(model);
    const files: RenderedFile[] = layout.pages.map(page => ({
        file: page.file,
        content: renderPage(page, layout, options),
    }));

    // Every folder gets a label; folders without an index page get a card index.
    for (const folder of referenceFolders(model, layout)) {
        const category = folder.section
            ? { label: folder.label, position: folder.section.position }
            : { label: folder.label };
        files.push({ file: `${folder.path}/_category_.json`, content: `${JSON.stringify(category, null, 2)}\n` });
        if (!folder.hasIndexPage) {
            files.push({
                file: `${folder.path}/index.mdx`,
                content: cardsIndex(folder.label, folder.description, folder.date, undefined, folder.deprecated),
            });
        }
    }

    const index: ApiIndex = {};
    for (const page of layout.pages) {
        for (const decl of page.declarations) {
            const members: Record<string, string> = {};
            for (const m of decl.members) members[m.name] ??= layout.urlOf(decl.id, m.name)!;
            (index[decl.name] ??= []).push({
                url: layout.urlOf(decl.id)!,
                package: decl.packageName,
                kind: decl.kind,
                section: decl.section,
                members,
            });
        }
    }
    return { files, index, layout };
}
