/**
 * Remark plugin: each ```mermaid code block becomes the diagram drawn at build time, as inline SVG in
 * both colour modes (`light`, `dark` props of the site's Mermaid component, which shows the one matching
 * `data-theme` by CSS), so a page with diagrams ships no mermaid code. Runs before Docusaurus' own
 * mermaid transform; a block it cannot render (no Chromium on this machine) is left to that transform
 * and drawn in the browser by @docusaurus/theme-mermaid as before.
 */
import type { Code, Root } from 'mdast';

import { svgRenderer, type MermaidThemeConfig, type RenderSvg } from './render';

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

export default function remarkMermaidSvg(options: RemarkMermaidSvgOptions) {
    const render = options.render ?? svgRenderer(options.mermaid);
    return async (tree: Root): Promise<void> => {
        if (!render) return;
        const blocks = mermaidBlocks(tree);
        await Promise.all(
            blocks.map(async node => {
                const [light, dark] = await Promise.all([render(node.value, 'light'), render(node.value, 'dark')]);
                if (light === undefined || dark === undefined) return;
                // Same element Docusaurus' transform makes (`<mermaid>`, the theme's Mermaid), with drawings instead of source.
                const replacement = { type: 'mermaidSvg', data: { hName: 'mermaid', hProperties: { light, dark } } };
                for (const key of Object.keys(node)) delete (node as unknown as Record<string, unknown>)[key];
                Object.assign(node, replacement);
            }),
        );
    };
}
