/**
 * After the build: the Markdown twin of every doc page (`/guides/x/` → `/guides/x.md`), `/llms.txt` (the index,
 * linking the twins), `/llms-full.txt` (Learn and User Guide), one file per reference section, and the API index
 * with the documented Vendure version (published-api-index.ts), which tools reading a build look names up in.
 * Hand-written pages are converted from their MDX (mdx-to-markdown.ts); generated reference pages come from the
 * generator's Markdown renderers (reference/paths.ts), which read the same API model and schema as the MDX.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import type { List, ListItem, RootContent } from 'mdast';

import { apiIndexFile, graphqlSdlTextFile, markdownTwinOf, sectionLlmsFile } from '../../../reference/paths';
import { isGeneratedReference, typescriptSections as referenceSections } from '../../../reference/sections';
import { markdownPathOf } from '../../../src/markdown-url';
import { docAreaOf } from '../../../src/doc-areas';
import type { ApiIndex } from '../remark-api-links';
import { estimateTokens, orderDocs, renderBundle, renderLlmsFull, renderLlmsTxt, type SectionFile } from './llms';
import { mdxToMarkdown, stringifyMarkdown } from './mdx-to-markdown';
import { publishedApiIndex, publishedApiIndexPath } from './published-api-index';

type Version = LoadedContent['loadedVersions'][number];
type Sidebars = Version['sidebars'];
type SidebarItem = Sidebars[string][number];
type Doc = Version['docs'][number];

/** Doc ids in the order a reader meets them in the sidebars (a category's own doc before its items). */
export function sidebarDocIds(sidebars: Sidebars): string[] {
    const ids: string[] = [];
    const visit = (item: SidebarItem): void => {
        if (item.type === 'doc' || item.type === 'ref') ids.push(item.id);
        if (item.type === 'category') {
            if (item.link?.type === 'doc') ids.push(item.link.id);
            item.items.forEach(visit);
        }
    };
    Object.values(sidebars).forEach(items => items.forEach(visit));
    return ids;
}

const summary =
    'Vendure is an open-source headless commerce framework built with TypeScript, NestJS and GraphQL. ' +
    'These docs hold the Learn guides (installation, core concepts, storefronts, plugins, deployment), ' +
    'the Reference generated from the published packages (TypeScript API, GraphQL Admin and Shop APIs, core plugins, ' +
    'Admin UI API, Dashboard, CLI) and the User Guide for shop administrators.';

const sectionSummaries: Record<string, string> = {
    'typescript-api':
        'Every documented class, interface, function, type and enum of the Vendure server packages, with signatures, members, defaults and since-versions.',
    'core-plugins':
        'Options, services and APIs of the plugins published with Vendure (assets, email, job queues, search, payments, …).',
    'admin-ui-api': 'Extension APIs of the Angular-based Admin UI and its dev kit.',
    dashboard: 'Components, hooks and extension APIs of the React-based Dashboard.',
};

/**
 * `<SidebarCards />` on a landing page: the top-level entries of its sidebar, except the page itself, as a list
 * of links (what the cards show, in Markdown).
 */
export function sidebarCardsList(
    items: readonly SidebarItem[],
    self: Doc,
    docsById: Map<string, Doc>,
    siteUrl: string,
): RootContent[] {
    const entries: { label: string; permalink: string; description?: string }[] = [];
    for (const item of items) {
        if (item.type === 'doc' || item.type === 'ref') {
            const doc = docsById.get(item.id);
            if (doc && doc.id !== self.id)
                entries.push({
                    label: item.label ?? doc.title,
                    permalink: doc.permalink,
                    description: doc.description,
                });
        } else if (item.type === 'category') {
            // Where its card leads: its own page or index, else its first page in reading order (as DocCard).
            const linked = docsById.get(
                item.link?.type === 'doc' ? item.link.id : (sidebarDocIds({ item: [item] })[0] ?? ''),
            );
            const permalink = item.link?.type === 'generated-index' ? item.link.permalink : linked?.permalink;
            if (permalink)
                entries.push({ label: item.label, permalink, description: item.description ?? linked?.description });
        } else if (item.type === 'link' && item.href !== self.permalink) {
            entries.push({ label: item.label, permalink: item.href, description: item.description });
        }
    }
    const list: List = {
        type: 'list',
        ordered: false,
        spread: false,
        children: entries.map((entry): ListItem => ({
            type: 'listItem',
            spread: false,
            children: [
                {
                    type: 'paragraph',
                    children: [
                        {
                            type: 'link',
                            url: entry.permalink.startsWith('/') ? `${siteUrl}${entry.permalink}` : entry.permalink,
                            children: [{ type: 'text', value: entry.label }],
                        },
                        ...(entry.description ? [{ type: 'text' as const, value: `: ${entry.description}` }] : []),
                    ],
                },
            ],
        })),
    };
    return entries.length ? [list] : [];
}

type Category = Extract<SidebarItem, { type: 'category' }>;

/** Every category of the sidebars that has a generated index page (`link: { type: 'generated-index' }`). */
export function generatedIndexCategories(sidebars: Sidebars): Category[] {
    const found: Category[] = [];
    const visit = (item: SidebarItem): void => {
        if (item.type !== 'category') return;
        if (item.link?.type === 'generated-index') found.push(item);
        item.items.forEach(visit);
    };
    Object.values(sidebars).forEach(items => items.forEach(visit));
    return found;
}

/** A category's generated index page (`/guides/core-concepts/`) as Markdown: its title, description and entries. */
export function generatedIndexMarkdown(
    index: { title: string; description?: string; permalink: string },
    items: readonly SidebarItem[],
    docsById: Map<string, Doc>,
    siteUrl: string,
): string {
    const self = { id: '', permalink: index.permalink } as Doc;
    return stringifyMarkdown({
        type: 'root',
        children: [
            { type: 'heading', depth: 1, children: [{ type: 'text', value: index.title }] },
            ...(index.description
                ? [{ type: 'paragraph' as const, children: [{ type: 'text' as const, value: index.description }] }]
                : []),
            ...sidebarCardsList(items, self, docsById, siteUrl),
        ],
    });
}

/** The URL of each bundled image a built page references, by file name (`./img.png` → `/assets/images/img-1a2b.png`). */
function builtImageOf(html: string, relativeFile: string): string | undefined {
    const { name, ext } = path.parse(relativeFile);
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`/assets/images/${escaped}-[A-Za-z0-9_-]+\\${ext}`).exec(html)?.[0];
}

async function readApiIndex(siteDir: string): Promise<ApiIndex | undefined> {
    try {
        return JSON.parse(await fs.readFile(path.join(siteDir, apiIndexFile), 'utf8')) as ApiIndex;
    } catch {
        return undefined;
    }
}

async function writeFile(outDir: string, sitePath: string, content: string): Promise<void> {
    const target = path.join(outDir, sitePath);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, content);
}

/** What every step after the build reads: the site, its docs with their final permalinks, the build folder. */
interface Built {
    siteDir: string;
    outDir: string;
    siteUrl: string;
    site: { title: string; summary: string; url: string };
    trailingSlash: boolean | undefined;
    baseUrl: string;
    version: Version;
    docs: Doc[];
    docsById: Map<string, Doc>;
    /** The generator's API index, when there is one: API names in code link to their entries. */
    apiIndex: ApiIndex | undefined;
}

const sourceFileOf = (siteDir: string, doc: Doc) => path.join(siteDir, doc.source.replace(/^@site\//, ''));

/**
 * Writes the Markdown twin of every doc page and returns them by doc id: a generated reference page's twin as
 * the generator wrote it, a hand-written page converted from its source (`sources`, as the docs plugin loaded it).
 */
async function writeMarkdownTwins(built: Built, sources: Map<string, string>): Promise<Map<string, string>> {
    const { siteDir, outDir, siteUrl, version, docs, docsById, apiIndex } = built;
    const permalinkBySource = new Map(docs.map(doc => [sourceFileOf(siteDir, doc), doc.permalink]));
    const markdownById = new Map<string, string>();
    await Promise.all(
        docs.map(async doc => {
            const file = sourceFileOf(siteDir, doc);
            const docPath = path.relative(path.join(siteDir, 'docs'), file).split(path.sep).join('/');
            let markdown: string;
            if (isGeneratedReference(docPath)) {
                const twin = path.join(siteDir, markdownTwinOf(docPath.replace(/^reference\//, '')));
                markdown = await fs.readFile(twin, 'utf8').catch(() => {
                    throw new Error(
                        `llms-txt: no Markdown for ${docPath} (${path.relative(siteDir, twin)}); run \`npm run reference -- --force\``,
                    );
                });
            } else {
                const html = await fs.readFile(path.join(outDir, doc.permalink, 'index.html'), 'utf8').catch(() => '');
                const sidebarItems = doc.sidebar ? (version.sidebars[doc.sidebar] ?? []) : [];
                markdown = mdxToMarkdown(sources.get(file) ?? (await fs.readFile(file, 'utf8')), {
                    title: doc.title,
                    siteUrl,
                    pagePath: doc.permalink,
                    sourcePath: path.relative(siteDir, file),
                    resolveDocLink: relative =>
                        permalinkBySource.get(path.resolve(path.dirname(file), decodeURIComponent(relative))),
                    resolveAsset: relative => builtImageOf(html, relative),
                    apiIndex,
                    components: { SidebarCards: () => sidebarCardsList(sidebarItems, doc, docsById, siteUrl) },
                });
            }
            markdownById.set(doc.id, markdown);
            await writeFile(outDir, markdownPathOf(doc.permalink), markdown);
        }),
    );
    return markdownById;
}

/** Writes the twin of each category's generated index page (its entries as a list); returns how many. */
async function writeGeneratedIndexTwins(built: Built): Promise<number> {
    const { outDir, siteUrl, trailingSlash, baseUrl, version, docsById } = built;
    const generatedIndices = generatedIndexCategories(version.sidebars);
    for (const category of generatedIndices) {
        if (category.link?.type !== 'generated-index') continue;
        const permalink = applyTrailingSlash(category.link.permalink, { trailingSlash, baseUrl });
        const index = {
            title: category.link.title ?? category.label,
            description: category.link.description ?? category.description,
            permalink,
        };
        await writeFile(
            outDir,
            markdownPathOf(permalink),
            generatedIndexMarkdown(index, category.items, docsById, siteUrl),
        );
    }
    return generatedIndices.length;
}

/** One llms file per reference section: a header, then the section text the generator wrote. */
async function referenceSectionFiles({ siteDir, site }: Built): Promise<SectionFile[]> {
    const files: SectionFile[] = [];
    for (const section of referenceSections) {
        const body = await fs.readFile(path.join(siteDir, sectionLlmsFile(section.id)), 'utf8');
        const title = `${section.label} reference`;
        const header = renderBundle(
            {
                title: `${site.title}: ${title}`,
                summary: `${sectionSummaries[section.id] ?? section.description} Generated from the published packages.`,
            },
            [],
        );
        files.push({
            path: `/reference/${section.id}/llms.txt`,
            title,
            description: sectionSummaries[section.id] ?? section.description,
            content: `${header}\n${body}`,
        });
    }
    return files;
}

/** One llms file per GraphQL API: its whole schema as SDL. */
async function graphqlSchemaFiles({ siteDir, site, siteUrl }: Built): Promise<SectionFile[]> {
    const files: SectionFile[] = [];
    for (const api of ['admin', 'shop'] as const) {
        const label = api === 'admin' ? 'Admin API' : 'Shop API';
        const sdl = await fs.readFile(path.join(siteDir, graphqlSdlTextFile(api)), 'utf8');
        const description = `The whole GraphQL ${label} schema as SDL, every type, field and enum value with its description.`;
        const header = renderBundle(
            {
                title: `${site.title}: GraphQL ${label} schema`,
                summary: `${description} Reference pages: ${siteUrl}/reference/graphql-api/${api}/`,
            },
            [],
        );
        files.push({
            path: `/reference/graphql-api/${api}/llms.txt`,
            title: `GraphQL ${label} schema`,
            description,
            content: `${header}\n\`\`\`graphql\n${sdl.trimEnd()}\n\`\`\`\n`,
        });
    }
    return files;
}

export default function llmsTxtPlugin(context: LoadContext): Plugin {
    // The hand-written sources as the docs plugin loaded them: read again after the build, a page edited
    // meanwhile would give a twin that differs from its HTML page.
    const sources = new Map<string, string>();
    return {
        name: 'llms-txt',
        async allContentLoaded({ allContent }) {
            const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
            sources.clear();
            for (const doc of content?.loadedVersions.flatMap(version => version.docs) ?? []) {
                const file = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
                if (
                    !isGeneratedReference(
                        path.relative(path.join(context.siteDir, 'docs'), file).split(path.sep).join('/'),
                    )
                ) {
                    sources.set(file, await fs.readFile(file, 'utf8'));
                }
            }
        },
        async postBuild({ plugins, outDir }) {
            const started = Date.now();
            const docsPlugin = plugins.find(p => p.name === 'docusaurus-plugin-content-docs');
            const content = docsPlugin?.content as LoadedContent | undefined;
            if (!content) throw new Error('llms-txt: the docs plugin has no loaded content');
            const siteUrl = context.siteConfig.url.replace(/\/$/, '');
            const { trailingSlash, baseUrl } = context.siteConfig;
            const version = content.loadedVersions[0];
            const docs = version.docs.map(doc => ({
                ...doc,
                permalink: applyTrailingSlash(doc.permalink, { trailingSlash, baseUrl }),
            }));
            const built: Built = {
                siteDir: context.siteDir,
                outDir,
                siteUrl,
                site: { title: context.siteConfig.title, summary, url: siteUrl },
                trailingSlash,
                baseUrl,
                version,
                docs,
                docsById: new Map(docs.map(doc => [doc.id, doc])),
                apiIndex: await readApiIndex(context.siteDir),
            };

            const markdownById = await writeMarkdownTwins(built, sources);
            const generatedIndices = await writeGeneratedIndexTwins(built);

            // Learn and User Guide in one file; the reference one file per section.
            const listed = orderDocs(
                docs.filter(doc => !doc.unlisted && docAreaOf(doc.permalink)),
                sidebarDocIds(version.sidebars),
            );
            const full = renderLlmsFull(
                built.site,
                listed.map(doc => ({ ...doc, markdown: markdownById.get(doc.id)! })),
            );
            const files: SectionFile[] = [
                {
                    path: '/llms-full.txt',
                    title: 'Learn and User Guide, full text',
                    description: 'Every guide and User Guide page as Markdown.',
                    content: full,
                },
                ...(await referenceSectionFiles(built)),
                ...(await graphqlSchemaFiles(built)),
            ];

            const withSizes = files.map(file => ({
                ...file,
                description: `${file.description} (about ${Math.round(estimateTokens(file.content) / 1000)}k tokens)`,
            }));
            for (const file of files) await writeFile(outDir, file.path, file.content);
            if (built.apiIndex)
                await writeFile(outDir, publishedApiIndexPath, JSON.stringify(publishedApiIndex(built.apiIndex)));
            await fs.writeFile(path.join(outDir, 'llms.txt'), renderLlmsTxt(built.site, listed, withSizes));

            const sizes = files.map(f => `${f.path} ${Math.round(estimateTokens(f.content) / 1000)}k`).join(', ');
            console.log(
                `[llms-txt] ${docs.length + generatedIndices} Markdown pages; tokens (chars / 4): ${sizes} (${Date.now() - started} ms)`,
            );
        },
    };
}
