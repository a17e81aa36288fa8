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
import { type BlockSerializer, declarationBlocks, type Fact, serializeBlocks } from './declaration-blocks';
import type { ApiModel, Declaration, RichText } from './model';
import { type Layout, layoutPages, type Page } from './pages';
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

const badge = (fact: Fact) => `<span className="badge badge--${fact.tone}">${escapeLiteral(fact.text)}</span>`;

/** The MDX page's flavour of the doc body and parameters table. */
const mdxBody: BodyFlavor = {
    markdown: (rich, linkFor) => richToMarkdown(rich, linkFor),
    deprecated: reason => `:::warning[Deprecated]\n\n${reason}\n\n:::`,
    highlights: convertHighlights,
    // escapeLiteral already writes `|` as `\|`, which a GFM table cell reads as a literal pipe, even in code.
    parameterName: p => `${escapeLiteral(p.name)}${p.optional ? '?' : ''}`,
    parameterType: richToInlineCode,
};

/** A declaration's blocks as MDX: badges, site-relative links, the signature as linked static HTML. */
function mdxBlocks(linkFor: LinkFor): BlockSerializer {
    const code = (rich: RichText) => richToInlineCode(rich, linkFor);
    return {
        heading: b => `${'#'.repeat(b.level)} ${escapeLiteral(b.text)}`,
        'declaration-facts': b =>
            [
                `[${escapeLiteral(b.packageName)} ${b.packageVersion}](${b.packageUrl})`,
                ...(b.source ? [`[${escapeLiteral(b.source.fileName)}${b.source.position}](${b.source.url})`] : []),
                badge({ text: b.declarationKind, tone: 'info' }),
                ...b.tags.map(badge),
            ].join(' · '),
        'member-facts': b =>
            [
                badge({ text: b.memberKind, tone: 'info' }),
                ...b.modifiers.map(text => badge({ text, tone: 'secondary' })),
                ...b.tags.map(badge),
            ].join(' '),
        'graphql-types': b =>
            `GraphQL type: ${[b.admin && `[Admin API](${b.admin})`, b.shop && `[Shop API](${b.shop})`].filter(Boolean).join(' · ')}`,
        doc: b => docBody(b.doc, linkFor, mdxBody),
        signature: b => `**Signature**\n\n${signatureMdx(b.signature, linkFor)}`,
        heritage: b =>
            [
                ...(b.extends.length ? [`* Extends: ${b.extends.map(code).join(', ')}`] : []),
                ...(b.implements.length ? [`* Implements: ${b.implements.map(code).join(', ')}`] : []),
            ].join('\n'),
        parameters: b => parametersTable(b.parameters, linkFor, mdxBody),
        'props-label': () => '**Props**',
        'member-type': b => {
            const lines = b.lines.map(code).filter(Boolean);
            return lines.length ? `**${b.label}:** ${lines.join('<br />')}` : undefined;
        },
        default: b => `**Default:** ${code(b.value)}`,
    };
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
    const serializer = mdxBlocks(linkFor);
    parts.push(page.declarations.map(d => serializeBlocks(declarationBlocks(d, options), serializer)).join('\n\n'), '');
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
