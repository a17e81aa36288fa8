/**
 * Rehype plugin: a Markdown task list (`- [ ] step`) renders each item's box as a disabled checkbox with
 * no label (axe: label). The item's own text becomes the checkbox's accessible name, so a screen reader
 * announces "<step>, checkbox, not checked" rather than an unnamed control.
 */
import type { Element, ElementContent, Root } from 'hast';

const isList = (node: ElementContent) => node.type === 'element' && (node.tagName === 'ul' || node.tagName === 'ol');

/** The text of an item, without the items of a list nested in it. */
function itemText(nodes: ElementContent[]): string {
    return nodes
        .map(node =>
            node.type === 'text' ? node.value : node.type === 'element' && !isList(node) ? itemText(node.children) : '',
        )
        .join('');
}

function isCheckbox(node: ElementContent): boolean {
    return node.type === 'element' && node.tagName === 'input' && node.properties.type === 'checkbox';
}

function label(node: Root | Element) {
    for (const child of node.children) {
        if (child.type !== 'element') continue;
        if (child.tagName === 'li') {
            // The checkbox is the item's first child, or its first paragraph's in a loose list.
            const first = child.children.find((c): c is Element => c.type === 'element');
            const box =
                first &&
                (isCheckbox(first)
                    ? first
                    : first.tagName === 'p'
                      ? (first.children.find(isCheckbox) as Element | undefined)
                      : undefined);
            const text = itemText(child.children).replace(/\s+/g, ' ').trim();
            if (box && text && box.properties.ariaLabel === undefined) box.properties.ariaLabel = text;
        }
        label(child);
    }
}

export default function rehypeTaskListLabels() {
    return (tree: Root) => label(tree);
}
