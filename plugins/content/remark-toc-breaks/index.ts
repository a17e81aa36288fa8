/**
 * Remark plugin: the table of contents may break a long API name between its words
 * (`configure<wbr>Default<wbr>Order<wbr>Process`, `Order.<wbr>lines`), never inside one. The narrow
 * column of the table of contents (~175 px at 997 px) cannot hold names of 40 characters; without a
 * place to break they overflow it, and with `overflow-wrap: anywhere` they are cut mid-word.
 *
 * Docusaurus's own remark plugin writes the table of contents as `export const toc = [{value, id,
 * level}]`, each `value` a string of HTML; this runs after it (a `remarkPlugins` entry) and adds `<wbr>`
 * to the text of those strings, at build time, so the page carries no code for it.
 */
import type { Root, RootContent } from 'mdast';

/** Break opportunities: between a lower-case letter or digit and a capital, before the last capital of a run that a lower-case letter follows ("HTTP|Server"), after `.` or `_` before a letter. */
const BREAK_AT = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=[._])(?=\p{L})/gu;

/** `html` with `<wbr>` at the word boundaries of its text; tags and character references stay as they are. */
export function withWordBreaks(html: string): string {
    return html
        .split(/(<[^>]*>|&[#\w]+;)/)
        .map((part, index) => (index % 2 === 1 ? part : part.replace(BREAK_AT, '<wbr>')))
        .join('');
}

/** The parts of an ESTree that this plugin reads (the `mdxjsEsm` node's program, walked as plain data). */
interface EsNode {
    type?: string;
    [key: string]: unknown;
}

const isEsNode = (value: unknown): value is EsNode => typeof value === 'object' && value !== null;

/** Each `value: "<html>"` property under `node`, rewritten by `change`. */
function rewriteValues(node: unknown, change: (html: string) => string): void {
    if (Array.isArray(node)) {
        node.forEach(child => rewriteValues(child, change));
        return;
    }
    if (!isEsNode(node)) return;
    const { key, value } = node as { key?: EsNode; value?: EsNode };
    if (node.type === 'Property' && key && value?.type === 'Literal' && typeof value.value === 'string') {
        const name = key.type === 'Identifier' ? key.name : key.value;
        if (name === 'value') {
            value.value = change(value.value);
            // The printer would write the old source text.
            delete value.raw;
        }
    }
    for (const [field, child] of Object.entries(node))
        if (field !== 'loc' && field !== 'range') rewriteValues(child, change);
}

/** Whether `node` is `export const <name> = …`. */
function isExportOf(node: RootContent, name: string): boolean {
    if (node.type !== 'mdxjsEsm') return false;
    const statement = (node.data as { estree?: { body?: EsNode[] } } | undefined)?.estree?.body?.[0];
    const declaration = statement?.type === 'ExportNamedDeclaration' ? (statement.declaration as EsNode | null) : null;
    const declarators = declaration?.type === 'VariableDeclaration' ? (declaration.declarations as EsNode[]) : [];
    return declarators.some(
        declarator => (declarator.id as EsNode).type === 'Identifier' && (declarator.id as EsNode).name === name,
    );
}

export default function remarkTocBreaks(options: { name?: string } = {}) {
    const name = options.name ?? 'toc';
    return (root: Root) => {
        for (const node of root.children)
            if (isExportOf(node, name)) rewriteValues((node.data as { estree?: unknown }).estree, withWordBreaks);
    };
}
