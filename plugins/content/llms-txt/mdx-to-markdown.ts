/**
 * A hand-written page's MDX → clean CommonMark + GFM, for its `/<path>.md` twin and the llms files.
 *
 * The page is parsed exactly as the content check parses it (lib/content/markdown.ts: Docusaurus's own
 * rewrites, MDX, GFM, directives), the tree is rewritten into plain mdast, and remark-stringify writes it:
 * - `<Tabs>` / `<TabItem>` and `<details>` / `<summary>` become labelled sections (a bold label line);
 * - admonitions (`:::note`, … and the site's `:::cli`) become blockquotes that open with their type;
 * - code blocks keep their language and `title`, lose other meta and Docusaurus's highlight comments;
 *   mermaid stays a `mermaid` block;
 * - a `ThemedImage` (or a User Guide `Screenshot`) becomes one plain image; links and images become absolute URLs of the site;
 * - inline-code API names link to their reference entry, as on the HTML page (plugins/content/remark-api-links);
 * - imports, exports and `{/* comments *\/}` go. A component without a Markdown form fails loudly.
 */
import type {
    BlockContent,
    Code,
    Heading,
    Image,
    Link,
    Paragraph,
    Parent,
    PhrasingContent,
    Root,
    RootContent,
    Strong,
    Text,
} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

import { admonitionLabels } from '../../../src/admonitions';
import { plainText } from './check-markdown';
import { parseMeta } from '../../../lib/content/meta';
import { magicCommentLine, parseMdx } from '../../../lib/content/markdown';
import remarkApiLinks, { type ApiIndex } from '../remark-api-links';
import remarkPermissions from '../remark-permissions';
import type { PermissionModel } from '../../../reference/permissions/model';

export interface MdxToMarkdownOptions {
    /** The page title, written as the `#` heading unless the page starts with its own. */
    title: string;
    /** Absolute site URL without trailing slash, e.g. `https://docs.vendure.io`. */
    siteUrl: string;
    /** The page's site path, e.g. `/guides/core-concepts/orders/` (for `#fragment` and relative links). */
    pagePath: string;
    /** Where the page is, for messages (`docs/guides/x.md`). */
    sourcePath?: string;
    /** Site path of a doc linked by file (`./other.md`, `../a/index.mdx`), relative to this page's source. */
    resolveDocLink?: (relativeFile: string) => string | undefined;
    /** Site path of a bundled image linked by file (`./img.png`, `require('./img.png')`). */
    resolveAsset?: (relativeFile: string) => string | undefined;
    /** API names in inline code (generated/reference/api-index.json); none are linked without it. */
    apiIndex?: ApiIndex;
    /** The permission model (tests); by default the generated one, read when a page has a marker. */
    permissionModel?: PermissionModel;
    /** Markdown for components that only the site knows how to fill (e.g. `<SidebarCards />`). */
    components?: Record<string, () => RootContent[]>;
}

export class NoMarkdownForm extends Error {}

/** Docusaurus removes its highlight comments from the code a reader sees; the twin drops those lines too. */
const highlightCommentLine = new RegExp(magicCommentLine.source);

export function removeHighlightComments(code: string): string {
    return code
        .split('\n')
        .filter(line => !highlightCommentLine.test(line))
        .join('\n');
}

const processor = unified()
    .use(remarkStringify, {
        bullet: '-',
        fence: '`',
        fences: true,
        rule: '-',
        emphasis: '_',
        strong: '*',
        listItemIndent: 'one',
    })
    // Unaligned table pipes: aligned columns would pad every cell of a wide table with spaces.
    .use(remarkGfm, { tablePipeAlign: false });

/** mdast (without MDX or directive nodes) → Markdown text. */
export function stringifyMarkdown(tree: Root): string {
    return processor.stringify(tree);
}

// The MDX and directive nodes, as remark-mdx and remark-directive add them to mdast.
type MdxJsxFlowElement = Extract<RootContent, { type: 'mdxJsxFlowElement' }>;
type MdxJsxTextElement = Extract<RootContent, { type: 'mdxJsxTextElement' }>;
type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type MdxJsxAttribute = Extract<JsxElement['attributes'][number], { type: 'mdxJsxAttribute' }>;
type ContainerDirective = Extract<RootContent, { type: 'containerDirective' }>;
type AnyNode = RootContent | Root;

// The ESTree nodes MDX attaches to expressions, as far as static values are read from them.
type Program = NonNullable<NonNullable<Extract<RootContent, { type: 'mdxFlowExpression' }>['data']>['estree']>;
type Expression = Extract<Program['body'][number], { type: 'ExpressionStatement' }>['expression'];
type ObjectExpression = Extract<Expression, { type: 'ObjectExpression' }>;
type EstreeNode =
    | Expression
    | Extract<ObjectExpression['properties'][number], { type: 'Property' }>['value']
    | Extract<Expression, { type: 'CallExpression' }>['arguments'][number];

/** A value written statically in an attribute or expression: literals, objects, `useBaseUrl('…')`, `require('…').default`. */
type Static = string | number | boolean | null | { [key: string]: Static } | { require: string };

function staticValue(node: EstreeNode | null | undefined): Static | undefined {
    if (!node) return undefined;
    switch (node.type) {
        case 'Literal':
            return typeof node.value === 'string' ||
                typeof node.value === 'number' ||
                typeof node.value === 'boolean' ||
                node.value === null
                ? node.value
                : undefined;
        case 'TemplateLiteral':
            return node.expressions.length === 0
                ? node.quasis.map(q => q.value.cooked ?? q.value.raw).join('')
                : undefined;
        case 'ObjectExpression':
            return objectValue(node);
        case 'CallExpression': {
            const callee = node.callee;
            const first = node.arguments[0];
            if (callee.type === 'Identifier' && callee.name === 'useBaseUrl') return staticValue(first);
            if (callee.type === 'Identifier' && callee.name === 'require') {
                const value = staticValue(first);
                return typeof value === 'string' ? { require: value } : undefined;
            }
            return undefined;
        }
        case 'MemberExpression':
            // require('./a.png').default
            if (node.property.type === 'Identifier' && node.property.name === 'default' && node.object.type !== 'Super')
                return staticValue(node.object);
            return undefined;
        default:
            return undefined;
    }
}

function objectValue(node: ObjectExpression): Static | undefined {
    const out: Record<string, Static> = {};
    for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed) return undefined;
        const key =
            property.key.type === 'Identifier'
                ? property.key.name
                : property.key.type === 'Literal'
                  ? String(property.key.value)
                  : undefined;
        const value = staticValue(property.value);
        if (key === undefined || value === undefined) return undefined;
        out[key] = value;
    }
    return out;
}

/** The expression of an `{…}` (undefined for a comment-only expression). */
function expressionOf(program: Program | undefined): EstreeNode | undefined {
    const statement = program?.body[0];
    return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

class Converter {
    constructor(private readonly options: MdxToMarkdownOptions) {}

    private fail(node: AnyNode, message: string): never {
        const line = 'position' in node && node.position ? `:${node.position.start.line}` : '';
        throw new NoMarkdownForm(`${this.options.sourcePath ?? this.options.pagePath}${line}: ${message}`);
    }

    private attribute(element: JsxElement, name: string): Static | undefined {
        const attribute = element.attributes.find(
            (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name,
        );
        if (!attribute) return undefined;
        if (attribute.value === null || attribute.value === undefined) return true;
        if (typeof attribute.value === 'string') return attribute.value;
        const value = staticValue(expressionOf(attribute.value.data?.estree ?? undefined));
        if (value === undefined)
            this.fail(element, `<${element.name} ${name}={${attribute.value.value}}>: the value is not static`);
        return value;
    }

    private stringAttribute(element: JsxElement, name: string): string | undefined {
        const value = this.attribute(element, name);
        return typeof value === 'string' ? value : undefined;
    }

    /** The plain text of JSX children, string expressions included (`<code>{'{ a }'}</code>`). */
    private textOf(nodes: RootContent[]): string {
        return nodes
            .map(node => {
                if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') {
                    const value = staticValue(expressionOf(node.data?.estree ?? undefined));
                    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
                }
                if ('children' in node) return this.textOf(node.children);
                return 'value' in node ? node.value : '';
            })
            .join('');
    }

    convertChildren(nodes: RootContent[]): RootContent[] {
        const converted: RootContent[] = [];
        for (const node of nodes) {
            if (node.type === 'mdxTextExpression' && !expressionOf(node.data?.estree ?? undefined)) {
                // An inline `{/* comment */}` goes with the space before it, so no double or trailing space remains.
                const previous = converted.at(-1);
                if (previous?.type === 'text') previous.value = previous.value.replace(/[ \t]+$/, '');
                continue;
            }
            converted.push(...this.convert(node));
        }
        return converted;
    }

    private convertParent<T extends Parent>(node: T): T {
        return { ...node, children: this.convertChildren(node.children) };
    }

    convert(node: RootContent): RootContent[] {
        switch (node.type) {
            case 'yaml':
            case 'mdxjsEsm':
                return [];
            case 'mdxFlowExpression':
            case 'mdxTextExpression': {
                const expression = expressionOf(node.data?.estree ?? undefined);
                // `{/* a comment */}` has no expression.
                if (!expression) return [];
                const value = staticValue(expression);
                if (typeof value === 'string' || typeof value === 'number')
                    return [{ type: 'text', value: String(value) }];
                return this.fail(node, `the expression {${node.value}} has no Markdown form`);
            }
            case 'mdxJsxFlowElement':
                return wrapPhrasing(this.element(node));
            case 'mdxJsxTextElement':
                return this.element(node);
            case 'containerDirective':
                return this.admonition(node);
            case 'leafDirective':
            case 'textDirective': {
                // Docusaurus writes directives it does not know back as text (`10:30`, `a:b`).
                const label = plainText(node);
                const text = `${node.type === 'leafDirective' ? '::' : ':'}${node.name}${label ? `[${label}]` : ''}`;
                return node.type === 'leafDirective'
                    ? [{ type: 'paragraph', children: [{ type: 'text', value: text }] }]
                    : [{ type: 'text', value: text }];
            }
            case 'code':
                return [this.code(node)];
            case 'heading':
                return [this.heading(node)];
            case 'paragraph': {
                const converted = this.convertParent(node);
                // A paragraph that held only a block-level element (a JSX image, an expression) may now be empty.
                return converted.children.length === 0 ? [] : [converted];
            }
            default:
                return 'children' in node ? [this.convertParent(node)] : [node];
        }
    }

    private code(node: Code): Code {
        const title = node.meta ? parseMeta(node.meta).title : undefined;
        return {
            type: 'code',
            lang: node.lang,
            meta: typeof title === 'string' && title ? `title=${JSON.stringify(title)}` : null,
            value: removeHighlightComments(node.value),
        };
    }

    /** `## Title {#custom-id}`: the id is Docusaurus's, not part of the title. */
    private heading(node: Heading): Heading {
        const converted = this.convertParent(node);
        const last = converted.children[converted.children.length - 1];
        if (last?.type === 'text') {
            const value = last.value.replace(/\s*\{#[^}]*\}\s*$/, '');
            converted.children = value
                ? [...converted.children.slice(0, -1), { ...last, value }]
                : converted.children.slice(0, -1);
        }
        return converted;
    }

    private label(phrasing: PhrasingContent[]): RootContent {
        const strong: Strong = { type: 'strong', children: phrasing };
        return { type: 'paragraph', children: [strong] };
    }

    private admonition(node: ContainerDirective): RootContent[] {
        const type = admonitionLabels[node.name];
        if (!type) return this.fail(node, `:::${node.name} is not an admonition`);
        const [first, ...rest] = node.children;
        const hasTitle = first?.type === 'paragraph' && first.data?.directiveLabel;
        const title = hasTitle ? (this.convertChildren(first.children) as PhrasingContent[]) : [];
        const label: PhrasingContent[] = title.length
            ? [{ type: 'text', value: `${type}: ` }, ...title]
            : [{ type: 'text', value: type }];
        const body = this.convertChildren(hasTitle ? rest : node.children);
        return [{ type: 'blockquote', children: [this.label(label), ...body] as BlockContent[] }];
    }

    private element(node: JsxElement): RootContent[] {
        const name = node.name ?? '';
        const children = node.children as RootContent[];
        const component = this.options.components?.[name];
        if (component) return component();
        switch (name) {
            case '':
            case 'div':
            case 'span':
            case 'p':
            case 'figure':
            case 'Fragment':
                return this.convertChildren(children);
            case 'Tabs':
                return this.convertChildren(children.filter(child => child.type !== 'text' || child.value.trim()));
            case 'TabItem': {
                const label = this.stringAttribute(node, 'label') ?? this.stringAttribute(node, 'value') ?? 'Tab';
                return [this.label([{ type: 'text', value: label }]), ...this.convertChildren(children)];
            }
            case 'details':
                return this.details(node);
            case 'summary':
                return [this.label(this.convertChildren(children) as PhrasingContent[])];
            case 'Admonition': {
                const type = this.stringAttribute(node, 'type') ?? 'note';
                const title = this.stringAttribute(node, 'title');
                return this.admonition({
                    type: 'containerDirective',
                    name: type,
                    position: node.position,
                    children: [
                        ...(title
                            ? [
                                  {
                                      type: 'paragraph',
                                      data: { directiveLabel: true },
                                      children: [{ type: 'text', value: title }],
                                  } satisfies Paragraph,
                              ]
                            : []),
                        ...(children as ContainerDirective['children']),
                    ],
                });
            }
            case 'code':
                return [{ type: 'inlineCode', value: this.textOf(children) }];
            case 'strong':
            case 'b':
                return [{ type: 'strong', children: this.convertChildren(children) as PhrasingContent[] }];
            case 'em':
            case 'i':
                return [{ type: 'emphasis', children: this.convertChildren(children) as PhrasingContent[] }];
            case 'br':
                return [{ type: 'break' }];
            case 'a': {
                const href = this.stringAttribute(node, 'href');
                if (!href) return this.convertChildren(children);
                return [{ type: 'link', url: href, children: this.convertChildren(children) as PhrasingContent[] }];
            }
            case 'kbd':
            case 'sup':
            case 'sub': {
                // Markdown has no form for these; the HTML element is the plainest way to keep the meaning.
                const text = this.textOf(children).replace(/&/g, '&amp;').replace(/</g, '&lt;');
                return [{ type: 'html', value: `<${name}>${text}</${name}>` }];
            }
            case 'img':
                return [this.image(node, this.attribute(node, 'src'))];
            case 'ThemedImage':
            case 'Screenshot': {
                const sources = this.attribute(node, 'sources');
                const light =
                    sources && typeof sources === 'object' && !('require' in sources) ? sources.light : undefined;
                return [this.image(node, light)];
            }
            case 'Mermaid': {
                const value = this.stringAttribute(node, 'value');
                if (value === undefined) return this.fail(node, '<Mermaid> without a static value');
                return [{ type: 'code', lang: 'mermaid', meta: null, value }];
            }
            case 'CodeBlock': {
                const title = this.stringAttribute(node, 'title');
                return [
                    {
                        type: 'code',
                        lang: this.stringAttribute(node, 'language') ?? null,
                        meta: title ? `title=${JSON.stringify(title)}` : null,
                        value: removeHighlightComments(this.textOf(children).replace(/^\n|\n$/g, '')),
                    },
                ];
            }
            default:
                return this.fail(
                    node,
                    `<${name}> has no Markdown form: give it one in plugins/content/llms-txt/mdx-to-markdown.ts`,
                );
        }
    }

    private image(node: JsxElement, source: Static | undefined): Image {
        const alt = this.stringAttribute(node, 'alt') ?? '';
        let url: string | undefined;
        if (typeof source === 'string') url = source;
        else if (source && typeof source === 'object' && 'require' in source && typeof source.require === 'string')
            url = source.require;
        if (!url) return this.fail(node, `<${node.name}> without a static image source`);
        return { type: 'image', url, alt };
    }

    /** `<details><summary>Label</summary>…</details>` → a bold label line, then the content. */
    private details(node: JsxElement): RootContent[] {
        const children = node.children as RootContent[];
        const out: RootContent[] = [];
        let labelled = false;
        for (const child of children) {
            if (!labelled && child.type === 'mdxJsxFlowElement' && child.name === 'summary') {
                out.push(this.label(this.convertChildren(child.children) as PhrasingContent[]));
                labelled = true;
                continue;
            }
            if (!labelled && child.type === 'paragraph') {
                const summary = child.children.find(
                    (c): c is MdxJsxTextElement => c.type === 'mdxJsxTextElement' && c.name === 'summary',
                );
                if (summary) {
                    out.push(this.label(this.convertChildren(summary.children) as PhrasingContent[]));
                    labelled = true;
                    const rest = child.children.filter(c => c !== summary && !(c.type === 'text' && !c.value.trim()));
                    if (rest.length) out.push(...this.convert({ ...child, children: rest }));
                    continue;
                }
            }
            out.push(...this.convert(child));
        }
        if (!labelled) out.unshift(this.label([{ type: 'text', value: 'Details' }]));
        return out;
    }
}

const phrasingTypes = new Set([
    'text',
    'emphasis',
    'strong',
    'delete',
    'inlineCode',
    'break',
    'link',
    'linkReference',
    'image',
    'imageReference',
    'html',
]);

/** Block-level JSX that turned into inline content (an image, inline code) stands in a paragraph of its own. */
function wrapPhrasing(nodes: RootContent[]): RootContent[] {
    const out: RootContent[] = [];
    let wrapper: Paragraph | undefined;
    for (const node of nodes) {
        if (!phrasingTypes.has(node.type)) {
            out.push(node);
            wrapper = undefined;
        } else if (wrapper) {
            wrapper.children.push(node as PhrasingContent);
        } else {
            wrapper = { type: 'paragraph', children: [node as PhrasingContent] };
            out.push(wrapper);
        }
    }
    return out;
}

/** `/a/b/` + `../c/` → `/a/c/`; an absolute URL of the site for site paths. */
function absolute(url: string, options: MdxToMarkdownOptions, kind: 'link' | 'image'): string {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('pathname://')) return url;
    const bare = url.replace(/^pathname:\/\//, '');
    const [pathPart, hash = ''] = bare.split(/(?=#)/);
    if (pathPart && !pathPart.startsWith('/')) {
        const resolved =
            kind === 'image'
                ? options.resolveAsset?.(pathPart)
                : /\.mdx?$/.test(pathPart)
                  ? options.resolveDocLink?.(pathPart)
                  : undefined;
        if (resolved) return `${options.siteUrl}${resolved}${hash}`;
    }
    return new URL(bare, `${options.siteUrl}${options.pagePath}`).href;
}

/** The Markdown twin of one hand-written page. */
export function mdxToMarkdown(source: string, options: MdxToMarkdownOptions): string {
    const parsed = parseMdx(source);
    // The same transform as the HTML page: inline-code API names become links.
    if (options.apiIndex) remarkApiLinks({ index: options.apiIndex, isExcluded: () => false })(parsed, {});
    // Permission markers in tables become the Dashboard's labels, as on the HTML page.
    remarkPermissions({ model: options.permissionModel })(parsed, { path: options.sourcePath });
    const converter = new Converter(options);
    const tree: Root = { type: 'root', children: converter.convertChildren(parsed.children) };

    visit(tree, node => {
        if (node.type === 'link' || node.type === 'definition')
            (node as Link).url = absolute((node as Link).url, options, 'link');
        if (node.type === 'image') node.url = absolute(node.url, options, 'image');
    });

    const first = tree.children[0];
    if (!(first?.type === 'heading' && first.depth === 1)) {
        const title: Text = { type: 'text', value: options.title };
        tree.children.unshift({ type: 'heading', depth: 1, children: [title] });
    }
    return stringifyMarkdown(tree);
}
