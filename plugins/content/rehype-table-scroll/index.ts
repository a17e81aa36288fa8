/**
 * Rehype plugin: tables keep their words whole and scroll sideways in their own box when they are wider
 * than the column, instead of breaking code names inside a word (`publi|c`) to fit a phone.
 *
 * - Each table is wrapped in a box that scrolls (src/css/custom.css, `.table-scroll`). A box that scrolls
 *   must be reachable by keyboard (axe: scrollable-region-focusable), so it is a focusable region named
 *   after the table's section ("Table: <heading>"), numbered when a section holds several.
 * - Inline code in a table does not wrap (CSS); code holding spaces (a call with its arguments) may wrap at
 *   them: each of its words is put in a span that does not wrap, since inside code a hyphen or `|` is no
 *   place to break a line either.
 */
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';

export const scrollBoxClass = 'table-scroll';
export const codeWordsClass = 'code-words';

type Parent = Root | Element | { type: string; children: RootContent[] };

const hasChildren = (node: RootContent | Root): node is RootContent & { children: RootContent[] } =>
    'children' in node && Array.isArray(node.children);

function textOf(node: RootContent | Root): string {
    if (node.type === 'text') return node.value;
    return hasChildren(node) ? node.children.map(textOf).join('') : '';
}

const isHeading = (node: RootContent): boolean => node.type === 'element' && /^h[1-6]$/.test(node.tagName);

/** The text nodes of `node` split at white space, each word in a span that the stylesheet keeps on one line. */
function wrapWords(node: Element): void {
    node.children = node.children.flatMap((child): ElementContent[] => {
        if (child.type === 'element') {
            wrapWords(child);
            return [child];
        }
        if (child.type !== 'text') return [child];
        return child.value
            .split(/(\s+)/)
            .filter(part => part !== '')
            .map((part): ElementContent =>
                /^\s+$/.test(part)
                    ? ({ type: 'text', value: part } satisfies Text)
                    : { type: 'element', tagName: 'span', properties: {}, children: [{ type: 'text', value: part }] },
            );
    });
}

function markCode(node: RootContent): void {
    if (node.type !== 'element') {
        if (hasChildren(node)) node.children.forEach(markCode);
        return;
    }
    if (node.tagName === 'pre') return;
    if (node.tagName === 'code') {
        if (/\S\s+\S/.test(textOf(node))) {
            const classes = node.properties.className;
            node.properties.className = [...(Array.isArray(classes) ? classes : []), codeWordsClass];
            wrapWords(node);
        }
        return;
    }
    node.children.forEach(markCode);
}

export default function rehypeTableScroll() {
    return (tree: Root) => {
        let section = '';
        const inSection = new Map<string, number>();
        const visit = (parent: Parent) => {
            parent.children.forEach((node, index) => {
                if (isHeading(node)) {
                    section = textOf(node).replace(/\s+/g, ' ').trim();
                    return;
                }
                if (node.type === 'element' && node.tagName === 'table') {
                    const count = (inSection.get(section) ?? 0) + 1;
                    inSection.set(section, count);
                    const name = `Table${count > 1 ? ` ${count}` : ''}${section ? `: ${section}` : ''}`;
                    node.children.forEach(markCode);
                    const box: Element = {
                        type: 'element',
                        tagName: 'div',
                        properties: { className: [scrollBoxClass], role: 'region', tabIndex: 0, ariaLabel: name },
                        children: [node],
                    };
                    parent.children[index] = box;
                    return;
                }
                if (hasChildren(node)) visit(node);
            });
        };
        visit(tree);
    };
}
