/** Source text of a type or signature, with each referenced name resolved by the checker. */
import ts from 'typescript';

import type { SymbolResolver } from './jsdoc';
import type { RichPart, RichText } from './model';

function referencedIdentifiers(root: ts.Node): ts.Node[] {
    const found: ts.Node[] = [];
    const visit = (node: ts.Node) => {
        if (ts.isTypeReferenceNode(node)) {
            found.push(ts.isQualifiedName(node.typeName) ? node.typeName.right : node.typeName);
        } else if (ts.isExpressionWithTypeArguments(node)) {
            found.push(ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression);
        } else if (ts.isTypeQueryNode(node)) {
            found.push(ts.isQualifiedName(node.exprName) ? node.exprName.right : node.exprName);
        } else if (ts.isImportTypeNode(node) && node.qualifier) {
            found.push(ts.isQualifiedName(node.qualifier) ? node.qualifier.right : node.qualifier);
        }
        ts.forEachChild(node, visit);
    };
    visit(root);
    return found.filter(n => ts.isIdentifier(n)).sort((a, b) => a.getStart() - b.getStart());
}

/** Rich text of `node`'s source between `start` (default: its start) and its end. */
export function typeText(
    node: ts.Node,
    checker: ts.TypeChecker,
    resolve: SymbolResolver,
    start = node.getStart(),
    end = node.getEnd(),
): RichText {
    const text = node.getSourceFile().text;
    const parts: RichPart[] = [];
    let cursor = start;
    for (const ident of referencedIdentifiers(node)) {
        const identStart = ident.getStart();
        if (identStart < cursor || ident.getEnd() > end) continue;
        if (identStart > cursor) parts.push({ kind: 'text', text: text.slice(cursor, identStart) });
        const { target, member } = resolve(checker.getSymbolAtLocation(ident));
        parts.push({ kind: 'ref', text: ident.getText(), target, member });
        cursor = ident.getEnd();
    }
    if (cursor < end) parts.push({ kind: 'text', text: text.slice(cursor, end) });
    return parts;
}

export const plainText = (rich: RichText) => rich.map(p => p.text).join('');
