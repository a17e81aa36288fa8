/**
 * What every Markdown twin must be, checked on the built files (tests/build/markdown-pages.test.ts): plain
 * CommonMark + GFM that opens with its `#` title, whose code fences all close, with no JSX, MDX expression,
 * import/export statement or admonition syntax left outside code, no HTML but the few inline elements Markdown
 * has no form for, and only absolute links.
 */
import type { Link, Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

import { closesFence } from '../../../reference/code-fence';

const parser = unified().use(remarkParse).use(remarkGfm);

/** The text of a node and its descendants (alt text and code included), as a reader sees it. */
export function plainText(node: Nodes | { children?: unknown[]; value?: unknown }): string {
    if ('value' in node && typeof node.value === 'string') return node.value;
    if ('alt' in node && typeof node.alt === 'string') return node.alt;
    return 'children' in node && Array.isArray(node.children)
        ? node.children.map(child => plainText(child as Nodes)).join('')
        : '';
}

/** Inline HTML a twin may hold: elements with no Markdown form (hand-written pages use them). */
const allowedHtml = /^<\/?(kbd|sup|sub)>$/;

/** The problems of one Markdown file, each a short sentence with its line. */
export function checkMarkdown(source: string): string[] {
    const problems: string[] = [];
    const tree = parser.parse(source);
    const at = (node: { position?: { start: { line: number } } }) => `line ${node.position?.start.line ?? '?'}`;

    const first = tree.children[0];
    if (!(first?.type === 'heading' && first.depth === 1 && plainText(first).trim()))
        problems.push('does not open with a # title');

    visit(tree, node => {
        if (node.type === 'code') {
            const code = node;
            const raw = source.slice(code.position!.start.offset, code.position!.end.offset);
            const open = /^ {0,3}(`{3,}|~{3,})/.exec(raw)?.[1];
            // An indented block is not fenced; a fence that never closes runs to the end of the file.
            if (open) {
                // Inside a blockquote every line after the first carries the quote markers.
                const lines = raw.split('\n');
                const last = lines[lines.length - 1].replace(/^(\s*>)+/, '');
                if (!(lines.length > 1 && closesFence(last, open)))
                    problems.push(`${at(code)}: code fence ${open} does not close`);
            }
            return 'skip';
        }
        if (node.type === 'inlineCode') return 'skip';
        if (node.type === 'html') {
            const html = node.value.trim();
            if (!allowedHtml.test(html)) problems.push(`${at(node)}: HTML or JSX left: ${html.slice(0, 60)}`);
        }
        if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
            const url = (node as Link).url;
            if (!/^(https?:\/\/|mailto:)/.test(url)) problems.push(`${at(node)}: link is not absolute: ${url}`);
        }
        if (node.type === 'paragraph') {
            const text = plainText(node);
            // What MDX pages hold: imports of components, `export default`/`export { … }`. (A doc comment may
            // well say `export const x = 1;` in prose: in Markdown that is text.)
            if (/^import\s[\s\S]*\bfrom\s+['"]|^import\s+['"]|^export\s+(default\b|\{)/.test(text)) {
                problems.push(`${at(node)}: import/export statement outside code: ${text.slice(0, 60)}`);
            }
            if (/^:::/.test(text)) problems.push(`${at(node)}: admonition syntax left: ${text.slice(0, 40)}`);
            if (/\{\/\*|^\{.*\}$/.test(text)) problems.push(`${at(node)}: MDX expression left: ${text.slice(0, 40)}`);
        }
        return undefined;
    });
    return problems;
}
