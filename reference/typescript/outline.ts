/**
 * The "Signature" outline of a declaration: its source text with type names resolved, without bodies,
 * nested doc comments or a leading `export default declare`.
 */
import ts from 'typescript';

import type { RichPart, RichText } from './model';
import type { DeclarationReader } from './reader-context';
import { typeText } from './type-text';

export const text = (value: string): RichPart => ({ kind: 'text', text: value });

/** Doc comments nested inside a signature (members of inline object types) are noise in the outline. */
const stripDocComments = (value: string) => value.replace(/[ \t]*\/\*\*[\s\S]*?\*\/[ \t]*\n?/g, '');

/**
 * Signature text without a leading `export default declare` and nested doc comments. A doc comment never
 * holds a reference part (comments are not type nodes), so each one lies inside a single text part.
 */
function cleanOutline(rich: RichText): RichText {
    return rich
        .map((part, i) => {
            if (part.kind !== 'text') return part;
            const value = i === 0 ? part.text.replace(/^(export\s+)?(default\s+)?(declare\s+)?/, '') : part.text;
            return text(stripDocComments(value));
        })
        .filter(part => part.text !== '');
}

export function trimEndRich(rich: RichText): RichText {
    const last = rich[rich.length - 1];
    return last?.kind === 'text' ? [...rich.slice(0, -1), text(last.text.trimEnd())] : rich;
}

/** Rich lines joined with newline text parts. */
export function joinRich(lines: RichText[]): RichText {
    return lines.flatMap((line, i) => (i === 0 ? line : [text('\n'), ...line]));
}

/** A declaration's text without a function body (source files ship bodies, `.d.ts` files do not). */
function headText(node: ts.Node): string {
    const body = (node as { body?: ts.Node }).body;
    const sf = node.getSourceFile();
    if (body && !ts.isModuleDeclaration(node)) return `${sf.text.slice(node.getStart(), body.getStart()).trimEnd()};`;
    return node.getText();
}

/** A type node's source text with its names resolved. */
export const richType = (reader: DeclarationReader, node: ts.Node): RichText =>
    typeText(node, reader.context.checker, reader.resolve);

/** The type the checker gives `node`, as plain text (for what is written without a type). */
export const checkerType = (reader: DeclarationReader, node: ts.Node): RichText => [
    text(reader.context.checker.typeToString(reader.context.checker.getTypeAtLocation(node))),
];

/** Source text of a range of `node` with its type names resolved, for the "Signature" outline. */
export const outline = (
    reader: DeclarationReader,
    node: ts.Node,
    start = node.getStart(),
    end = node.getEnd(),
): RichText => cleanOutline(typeText(node, reader.context.checker, reader.resolve, start, end));

/** Like `headText`: a declaration without its body. */
export function headRich(reader: DeclarationReader, node: ts.Node): RichText {
    const body = (node as { body?: ts.Node }).body;
    if (body && !ts.isModuleDeclaration(node))
        return [...outline(reader, node, node.getStart(), node.getStart() + headText(node).length - 1), text(';')];
    return outline(reader, node);
}

/** `: Type` that the checker infers for a function written without a return type (source files). */
function inferredReturn(reader: DeclarationReader, fn: ts.SignatureDeclaration): RichText {
    const { checker } = reader.context;
    const signature = checker.getSignatureFromDeclaration(fn);
    if (!signature) return [];
    const type = checker.getReturnTypeOfSignature(signature);
    const printed = checker.typeToString(
        type,
        fn,
        ts.TypeFormatFlags.NoTypeReduction | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope,
    );
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const { target, member } = symbol && printed.startsWith(symbol.name) ? reader.resolve(symbol) : {};
    if (!target) return [text(`: ${printed}`)];
    return [
        text(': '),
        { kind: 'ref', text: symbol!.name, target, member },
        ...(printed.length > symbol!.name.length ? [text(printed.slice(symbol!.name.length))] : []),
    ];
}

/** A function's head, with the inferred return type when none is written. */
export function functionHead(reader: DeclarationReader, fn: ts.FunctionDeclaration): RichText {
    const head = headRich(reader, fn);
    if (fn.type) return head;
    const last = head[head.length - 1];
    const withoutSemicolon = last?.kind === 'text' && last.text === ';' ? head.slice(0, -1) : head;
    return [...withoutSemicolon, ...inferredReturn(reader, fn), text(';')];
}
