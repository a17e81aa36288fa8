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
import { type BlockSerializer, declarationBlocks, serializeBlocks } from './declaration-blocks';
import type { ApiModel, RichText } from './model';
import { type Layout, layoutPages, type Page } from './pages';
import { referenceFolders, type Folder, type RenderOptions, type RenderedFile, summary } from './render';
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

/** The Markdown twin's flavour of the doc body and parameters table. */
const markdownBody: BodyFlavor = {
    markdown: (rich, linkFor) => richToMarkdown(rich, linkFor, 'md'),
    deprecated: reason => blockquote(`**Warning: Deprecated**\n\n${reason}`),
    highlights: removeHighlightMarkers,
    parameterName: p => codeSpan(`${p.name}${p.optional ? '?' : ''}`),
    parameterType: (type, linkFor) => richToInlineMarkdown(type, linkFor, { inTable: true }),
};

/**
 * A declaration's blocks as plain Markdown: facts as text, absolute links, the signature as a `ts` code block
 * (text only: a code block holds no links; the member types below do). The llms text has no links and does
 * not repeat under a member the type the signature block already shows.
 */
function markdownBlocks(linkFor: LinkFor, options: MarkdownOptions): BlockSerializer {
    const links = options.mode !== 'llms';
    const code = (rich: RichText) => richToInlineMarkdown(rich, linkFor);
    return {
        heading: b => `${'#'.repeat(b.level)} ${escapeMarkdownLiteral(b.text)}`,
        'declaration-facts': b => {
            const packageText = `${escapeMarkdownLiteral(b.packageName)} ${b.packageVersion}`;
            return [
                codeSpan(b.declarationKind),
                links ? `[${packageText}](${b.packageUrl})` : packageText,
                ...(links && b.source
                    ? [`[${escapeMarkdownLiteral(b.source.fileName)}${b.source.position}](${b.source.url})`]
                    : []),
                ...b.tags.map(t => t.text),
            ].join(' · ');
        },
        'member-facts': b => [codeSpan(b.memberKind), ...b.modifiers, ...b.tags.map(t => t.text)].join(' · '),
        'graphql-types': b => {
            if (!links) return undefined;
            const urls = [
                b.admin && `[Admin API](${options.siteUrl}${b.admin})`,
                b.shop && `[Shop API](${options.siteUrl}${b.shop})`,
            ].filter(Boolean);
            return `GraphQL type: ${urls.join(' · ')}`;
        },
        doc: b => docBody(b.doc, linkFor, markdownBody),
        signature: b => `${signatureLabel}\n\n${fencedBlock('ts', plainText(b.signature).trimEnd())}`,
        heritage: b =>
            [
                ...(b.extends.length ? [`- Extends: ${b.extends.map(code).join(', ')}`] : []),
                ...(b.implements.length ? [`- Implements: ${b.implements.map(code).join(', ')}`] : []),
            ].join('\n'),
        parameters: b => parametersTable(b.parameters, linkFor, markdownBody),
        'props-label': () => '**Props**',
        'member-type': b => {
            if (options.mode === 'llms' && b.inSignature) return undefined;
            const lines = b.lines.map(code).filter(Boolean);
            if (!lines.length) return undefined;
            return lines.length === 1
                ? `**${b.label}:** ${lines[0]}`
                : [`**${b.label}s:**`, '', ...lines.map(s => `- ${s}`)].join('\n');
        },
        default: b => `**Default:** ${code(b.value)}`,
    };
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
    const serializer = markdownBlocks(linkFor, options);
    parts.push(...page.declarations.map(d => serializeBlocks(declarationBlocks(d, options), serializer)));
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
