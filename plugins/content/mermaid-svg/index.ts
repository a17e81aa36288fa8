/**
 * Remark plugin: each ```mermaid code block becomes the diagram drawn at build time, as two images (the
 * SVG files of both colour modes, emitted by the bundler like any Markdown image) inside the site's Mermaid
 * component, which shows the one matching `data-theme` by CSS. The page's HTML and JS hold only the two
 * <img> tags: no mermaid code and no drawing, and the hidden mode's file is not fetched (lazy images).
 * Runs before Docusaurus' own mermaid transform; a block it cannot render (no Chromium on this machine)
 * is left to that transform and drawn in the browser by @docusaurus/theme-mermaid as before.
 */
import { escapePath, getFileLoaderUtils } from '@docusaurus/utils';
import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxAttributeValueExpression, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';

import { describeDrawing } from './describe';
import { svgRenderer, type ColorMode, type Drawing, type MermaidThemeConfig, type RenderSvg } from './render';

export type { MermaidThemeConfig };

export interface RemarkMermaidSvgOptions {
    /** The site's `themeConfig.mermaid`. */
    mermaid: MermaidThemeConfig;
    /** Renders one diagram (tests); by default Chromium through `./render`. */
    render?: RenderSvg;
}

function mermaidBlocks(node: { type: string; children?: unknown[] }, found: Code[] = []): Code[] {
    if (node.type === 'code' && (node as Code).lang === 'mermaid') found.push(node as Code);
    for (const child of node.children ?? []) mermaidBlocks(child as { type: string; children?: unknown[] }, found);
    return found;
}

/** `require("<request>").default`, as MDX wants an expression attribute: with its estree. */
function requireDefault(request: string): MdxJsxAttributeValueExpression {
    const literal = { type: 'Literal' as const, value: request, raw: JSON.stringify(request) };
    return {
        type: 'mdxJsxAttributeValueExpression',
        value: `require(${literal.raw}).default`,
        data: {
            estree: {
                type: 'Program',
                sourceType: 'module',
                body: [
                    {
                        type: 'ExpressionStatement',
                        expression: {
                            type: 'MemberExpression',
                            computed: false,
                            optional: false,
                            object: {
                                type: 'CallExpression',
                                optional: false,
                                callee: { type: 'Identifier', name: 'require' },
                                arguments: [literal],
                            },
                            property: { type: 'Identifier', name: 'default' },
                        },
                    },
                ],
            },
        },
    };
}

/**
 * The <img> of one drawing. Its file goes through the bundler's file loader, as Docusaurus does for
 * Markdown images (a content-hashed URL under the site's base URL, emitted by the client build only).
 */
function image(drawing: Drawing, mode: ColorMode, fileLoader: string): MdxJsxFlowElement {
    const { width, height, alt } = describeDrawing(drawing.svg);
    const attribute = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });
    return {
        type: 'mdxJsxFlowElement',
        name: 'img',
        attributes: [
            { type: 'mdxJsxAttribute', name: 'src', value: requireDefault(fileLoader + escapePath(drawing.file)) },
            attribute('alt', alt),
            attribute('width', String(width)),
            attribute('height', String(height)),
            attribute('loading', 'lazy'),
            attribute('decoding', 'async'),
            attribute('data-mermaid-mode', mode),
        ],
        children: [],
    };
}

export default function remarkMermaidSvg(options: RemarkMermaidSvgOptions) {
    const render = options.render ?? svgRenderer(options.mermaid);
    return async (tree: Root, file: VFile): Promise<void> => {
        if (!render) return;
        const isServer = (file.data as { compilerName?: string }).compilerName === 'server';
        const fileLoader = getFileLoaderUtils(isServer).loaders.inlineMarkdownAssetImageFileLoader;
        const blocks = mermaidBlocks(tree);
        await Promise.all(
            blocks.map(async node => {
                const [light, dark] = await Promise.all([render(node.value, 'light'), render(node.value, 'dark')]);
                if (light === undefined || dark === undefined) return;
                // Same element Docusaurus' transform makes (`<mermaid>`, the theme's Mermaid), with drawings instead of source.
                const replacement = {
                    type: 'mermaidDrawing',
                    data: { hName: 'mermaid' },
                    children: [image(light, 'light', fileLoader), image(dark, 'dark', fileLoader)],
                };
                for (const key of Object.keys(node)) delete (node as unknown as Record<string, unknown>)[key];
                Object.assign(node, replacement);
            }),
        );
    };
}
