/**
 * Renderer beside render.ts: the same API model and page layout → the plain Markdown twin of every generated
 * page (`/reference/…/page.md`, the reference's llms files). CommonMark + GFM, no JSX and no HTML: the
 * signature is a `ts` code block, types are code spans with a link around each documented name, and every
 * link is absolute.
 */
import {
    codeSpan,
    escapeMarkdownLiteral,
    escapeMarkdownProse,
    type LinkFor,
    richToInlineMarkdown,
    richToMarkdown,
} from './markdown';
import { fencedBlock } from '../code-fence';
import { signatureLabel } from '../markdown-twin';
import type { TypescriptSectionId } from '../sections';
import { type BodyFlavor, docBody, parametersTable } from './doc-body';
import type { ApiModel, Declaration, DocComment, Member } from './model';
import { type Layout, layoutPages, type Page } from './pages';
import {
    memberKindLabel,
    memberTypeLabel,
    referenceFolders,
    type Folder,
    type RenderOptions,
    type RenderedFile,
    sourceUrl,
    splitLines,
    summary,
} from './render';
import { plainText } from './type-text';

export interface MarkdownOptions extends RenderOptions {
    /** Absolute site URL without trailing slash: every link in the output starts with it. */
    siteUrl: string;
    /**
     * `page` (default): a page's twin. `llms`: a page in its section's llms file, which is read whole: no links
     * (a third of the text would be URLs; each page there names its own URL once), and members do not repeat
     * the types the declaration's signature block already shows.
     */
    mode?: 'page' | 'llms';
}

/** Shiki-style `// [!code highlight]` markers are for the HTML page; the Markdown shows the plain line. */
export function removeHighlightMarkers(markdown: string): string {
    return markdown.replace(/[ \t]*\/\/\s*\[!code highlight\]\s*$/gm, '');
}

function blockquote(markdown: string): string {
    return markdown
        .split('\n')
        .map(line => (line ? `> ${line}` : '>'))
        .join('\n');
}

function tagFacts(doc: DocComment): string[] {
    const facts: string[] = [];
    if (doc.tags.since) facts.push(`Since ${doc.tags.since}`);
    if (doc.tags.experimental) facts.push('Experimental');
    if (doc.tags.deprecated) facts.push('Deprecated');
    return facts;
}

/** The Markdown twin's flavour of the doc body and parameters table. */
const markdownBody: BodyFlavor = {
    markdown: (rich, linkFor) => richToMarkdown(rich, linkFor, 'md'),
    deprecated: reason => blockquote(`**Warning: Deprecated**\n\n${reason}`),
    highlights: removeHighlightMarkers,
    parameterName: p => codeSpan(`${p.name}${p.optional ? '?' : ''}`),
    parameterType: (type, linkFor) => richToInlineMarkdown(type, linkFor, { inTable: true }),
};

function renderMember(member: Member, linkFor: LinkFor, typesShown: boolean): string {
    const out: string[] = [`### ${escapeMarkdownLiteral(member.name)}`];
    const facts = [codeSpan(memberKindLabel[member.kind])];
    if (member.isStatic) facts.push('static');
    if (member.readonly) facts.push('readonly');
    if (member.optional) facts.push('optional');
    facts.push(...tagFacts(member.doc));
    out.push(facts.join(' · '));
    const signatures =
        member.type.length && !typesShown
            ? splitLines(member.type)
                  .map(line => richToInlineMarkdown(line, linkFor))
                  .filter(Boolean)
            : [];
    if (signatures.length) {
        const label = memberTypeLabel(member.kind);
        out.push(
            signatures.length === 1
                ? `**${label}:** ${signatures[0]}`
                : [`**${label}s:**`, '', ...signatures.map(s => `- ${s}`)].join('\n'),
        );
    }
    if (member.doc.tags.default) out.push(`**Default:** ${richToInlineMarkdown(member.doc.tags.default, linkFor)}`);
    out.push(...docBody(member.doc, linkFor, markdownBody));
    const params = parametersTable(
        member.parameters.filter(p => p.description?.length),
        linkFor,
        markdownBody,
    );
    if (params) out.push(params);
    return out.join('\n\n');
}

/** A `ts` block for the signature: text only (a code block holds no links; the member types below do). */
function signatureBlock(decl: Declaration): string {
    return `${signatureLabel}\n\n${fencedBlock('ts', plainText(decl.signature).trimEnd())}`;
}

function renderDeclaration(decl: Declaration, linkFor: LinkFor, options: MarkdownOptions): string {
    const out: string[] = [`## ${escapeMarkdownLiteral(decl.name)}`];
    const links = options.mode !== 'llms';
    const packageText = `${escapeMarkdownLiteral(decl.packageName)} ${decl.packageVersion}`;
    const facts = [
        codeSpan(decl.kind),
        links
            ? `[${packageText}](https://www.npmjs.com/package/${decl.packageName}/v/${decl.packageVersion})`
            : packageText,
    ];
    const src = sourceUrl(decl);
    if (links && src && decl.source)
        facts.push(
            `[${escapeMarkdownLiteral(decl.source.path.split('/').pop()!)}${decl.source.line ? `:${decl.source.line}` : ''}](${src})`,
        );
    facts.push(...tagFacts(decl.doc));
    out.push(facts.join(' · '));
    if (links && options.graphqlTypeUrls && decl.packageName === '@vendure/core' && decl.category[0] === 'entities') {
        const urls = options.graphqlTypeUrls(decl.name);
        const links = [
            urls.admin && `[Admin API](${options.siteUrl}${urls.admin})`,
            urls.shop && `[Shop API](${options.siteUrl}${urls.shop})`,
        ].filter(Boolean);
        if (links.length) out.push(`GraphQL type: ${links.join(' · ')}`);
    }
    out.push(...docBody(decl.doc, linkFor, markdownBody));
    const hasSignature = Boolean(plainText(decl.signature).trim());
    if (hasSignature) out.push(signatureBlock(decl));
    const heritage: string[] = [];
    if (decl.extends.length)
        heritage.push(`- Extends: ${decl.extends.map(t => richToInlineMarkdown(t, linkFor)).join(', ')}`);
    if (decl.implements.length)
        heritage.push(`- Implements: ${decl.implements.map(t => richToInlineMarkdown(t, linkFor)).join(', ')}`);
    if (heritage.length) out.push(heritage.join('\n'));
    const params = parametersTable(decl.parameters, linkFor, markdownBody);
    if (params && decl.kind === 'function') out.push(params);
    if (decl.kind === 'component' && decl.members.length) out.push('**Props**');
    for (const member of decl.members) out.push(renderMember(member, linkFor, options.mode === 'llms' && hasSignature));
    return out.join('\n\n');
}

function renderPage(page: Page, layout: Layout, options: MarkdownOptions, intro: string[] = []): string {
    const linkFor: LinkFor = (target, member) => {
        const url = target && options.mode !== 'llms' ? layout.urlOf(target, member) : undefined;
        return url ? `${options.siteUrl}${url}` : undefined;
    };
    const parts = [`# ${escapeMarkdownLiteral(page.title)}`, ...intro];
    const deprecated = page.declarations.find(d => d.packageDeprecated);
    if (deprecated)
        parts.push(
            blockquote(`**Warning: Deprecated package**\n\n${escapeMarkdownProse(deprecated.packageDeprecated!)}`),
        );
    parts.push(...page.declarations.map(d => renderDeclaration(d, linkFor, options)));
    return `${parts.join('\n\n')}\n`;
}

/** What a card index lists: the folder's pages and sub-folders, alphabetically as the autogenerated sidebar has them. */
function folderEntries(
    folder: Folder,
    folders: Folder[],
    layout: Layout,
): { name: string; title: string; url: string; description?: string }[] {
    const depth = folder.path.split('/').length;
    const pages = layout.pages
        .filter(p => [p.section, ...p.folders].join('/') === folder.path && !p.isIndex)
        .map(p => ({
            name: p.slug,
            title: p.title,
            url: p.url,
            description: summary(p.declarations.find(d => d.doc.description.length) ?? p.declarations[0]),
        }));
    const subfolders = folders
        .filter(f => f.path.startsWith(`${folder.path}/`) && f.path.split('/').length === depth + 1)
        .map(f => ({ name: f.path.split('/').pop()!, title: f.label, url: `/reference/${f.path}/` }));
    return [...pages, ...subfolders].sort((a, b) => a.name.localeCompare(b.name));
}

function renderFolderIndex(folder: Folder, folders: Folder[], layout: Layout, options: MarkdownOptions): string {
    const parts = [`# ${escapeMarkdownLiteral(folder.label)}`];
    if (folder.deprecated)
        parts.push(blockquote(`**Warning: Deprecated package**\n\n${escapeMarkdownProse(folder.deprecated)}`));
    parts.push(escapeMarkdownProse(folder.description));
    const entries = folderEntries(folder, folders, layout);
    if (entries.length) {
        parts.push(
            entries
                .map(
                    e =>
                        `- [${escapeMarkdownLiteral(e.title)}](${options.siteUrl}${e.url})${e.description ? `: ${escapeMarkdownProse(e.description)}` : ''}`,
                )
                .join('\n'),
        );
    }
    return `${parts.join('\n\n')}\n`;
}

/**
 * The Markdown twin of every page renderReference writes, under the same path with `.md`
 * (`typescript-api/orders/order-process.md`, `typescript-api/orders/index.md`).
 */
export function renderReferenceMarkdown(
    model: ApiModel,
    options: MarkdownOptions,
    layout: Layout = layoutPages(model),
): RenderedFile[] {
    const files: RenderedFile[] = layout.pages.map(page => ({
        file: page.file.replace(/\.mdx$/, '.md'),
        content: renderPage(page, layout, options),
    }));
    const folders = referenceFolders(model, layout);
    for (const folder of folders) {
        if (!folder.hasIndexPage)
            files.push({
                file: `${folder.path}/index.md`,
                content: renderFolderIndex(folder, folders, layout, options),
            });
    }
    return files;
}

/**
 * One file per section for the reference's llms files: every declaration page of the section, ordered by URL
 * (a category's own page before its members), each under its `#` title with its URL, without other links.
 */
export function renderSectionsForLlms(
    model: ApiModel,
    options: MarkdownOptions,
    layout: Layout = layoutPages(model),
): Map<TypescriptSectionId, string> {
    const bySection = new Map<TypescriptSectionId, string>();
    const pages = [...layout.pages].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    for (const page of pages) {
        const text = renderPage(page, layout, { ...options, mode: 'llms' }, [`URL: ${options.siteUrl}${page.url}`]);
        bySection.set(
            page.section,
            `${bySection.get(page.section) ?? ''}${bySection.has(page.section) ? '\n' : ''}${text}`,
        );
    }
    return bySection;
}
