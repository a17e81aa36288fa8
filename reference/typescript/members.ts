/** The members of a class, interface, enum or object type, a function's parameters and a component's props. */
import ts from 'typescript';

import { readDoc } from './jsdoc';
import { linkNames } from './link-names';
import type { Member, MemberKind, Parameter, RichText } from './model';
import { checkerType, headRich, richType, text } from './outline';
import { type DeclarationReader, inDocumentedPackage } from './reader-context';
import { typeText } from './type-text';

export const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some(m => m.kind === kind);

/** Plain names in `@default` text link like type names. */
export function withLinkedDefault<T extends { tags: { default?: RichText } }>(reader: DeclarationReader, doc: T): T {
    if (doc.tags.default) doc.tags.default = linkNames(doc.tags.default, name => reader.resolve(undefined, name));
    return doc;
}

export function parametersOf(
    reader: DeclarationReader,
    fn: ts.SignatureDeclaration,
    descriptions: Map<string, RichText>,
): Parameter[] {
    return fn.parameters.map(p => {
        const name = ts.isIdentifier(p.name) ? p.name.text : 'props';
        return {
            name,
            type: p.type ? richType(reader, p.type) : checkerType(reader, p),
            optional: !!p.questionToken || !!p.initializer,
            description: descriptions.get(name),
        };
    });
}

/** One member from its first declaration and its overloads; none when it is private, protected or `@internal`. */
export function memberOf(reader: DeclarationReader, node: ts.Node, overloads: ts.Node[]): Member | undefined {
    if (hasModifier(node, ts.SyntaxKind.PrivateKeyword) || hasModifier(node, ts.SyntaxKind.ProtectedKeyword))
        return undefined;
    const nameNode = (node as { name?: ts.Node }).name;
    if (nameNode && ts.isPrivateIdentifier(nameNode)) return undefined;
    const name = ts.isConstructorDeclaration(node)
        ? 'constructor'
        : ts.isCallSignatureDeclaration(node)
          ? '(call)'
          : ts.isIndexSignatureDeclaration(node)
            ? '[index]'
            : ts.isConstructSignatureDeclaration(node)
              ? 'new'
              : nameNode
                ? nameNode.getText().replace(/^['"]|['"]$/g, '')
                : undefined;
    if (!name || name.startsWith('ɵ')) return undefined;
    const { doc, paramDescriptions } = readDoc(node, reader.context.checker, reader.resolve);
    if (doc.tags.internal) return undefined;
    withLinkedDefault(reader, doc);
    let kind: MemberKind;
    let type: RichText;
    let parameters: Parameter[] = [];
    if (ts.isPropertyDeclaration(node) || ts.isPropertySignature(node)) {
        kind = 'property';
        type = node.type ? richType(reader, node.type) : checkerType(reader, node);
    } else if (ts.isEnumMember(node)) {
        kind = 'enum-member';
        type = node.initializer ? richType(reader, node.initializer) : [];
    } else if (ts.isGetAccessor(node) || ts.isSetAccessor(node)) {
        kind = 'accessor';
        type =
            ts.isGetAccessor(node) && node.type
                ? richType(reader, node.type)
                : ts.isSetAccessor(node) && node.parameters[0]?.type
                  ? richType(reader, node.parameters[0].type)
                  : [];
    } else if (ts.isIndexSignatureDeclaration(node)) {
        kind = 'index-signature';
        type = richType(reader, node);
    } else {
        kind = ts.isConstructorDeclaration(node)
            ? 'constructor'
            : ts.isCallSignatureDeclaration(node) || ts.isConstructSignatureDeclaration(node)
              ? 'call-signature'
              : 'method';
        type = [];
        for (const [i, overload] of overloads.entries()) {
            if (i > 0) type.push({ kind: 'text', text: '\n' });
            const sig = overload as ts.SignatureDeclaration;
            const start = (sig.typeParameters ? sig.typeParameters.pos : sig.parameters.pos) - 1;
            const end = sig.type ? sig.type.getEnd() : sig.parameters.end + 1;
            type.push(...typeText(sig, reader.context.checker, reader.resolve, Math.max(start, sig.getStart()), end));
        }
        parameters = parametersOf(reader, overloads[0] as ts.SignatureDeclaration, paramDescriptions);
    }
    const optional = !!(node as { questionToken?: ts.Node }).questionToken;
    return {
        name,
        kind,
        type,
        optional,
        parameters,
        doc,
        readonly: hasModifier(node, ts.SyntaxKind.ReadonlyKeyword),
        isStatic: hasModifier(node, ts.SyntaxKind.StaticKeyword),
    };
}

/** The documented members of `nodes` (overloads grouped) and one outline line per shown overload. */
export function membersOf(
    reader: DeclarationReader,
    nodes: readonly ts.Node[],
): { members: Member[]; lines: RichText[] } {
    const groups = new Map<string, ts.Node[]>();
    for (const [i, node] of nodes.entries()) {
        const callable =
            ts.isMethodDeclaration(node) || ts.isMethodSignature(node) || ts.isConstructorDeclaration(node);
        const name = ts.isConstructorDeclaration(node) ? 'constructor' : (node as { name?: ts.Node }).name?.getText();
        const key = callable ? `${node.kind}:${name}:${hasModifier(node, ts.SyntaxKind.StaticKeyword)}` : `#${i}`;
        groups.set(key, [...(groups.get(key) ?? []), node]);
    }
    const members: Member[] = [];
    const lines: RichText[] = [];
    for (const group of groups.values()) {
        // In shipped sources the implementation follows its overloads: show the overloads only.
        const withoutBody = group.filter(n => !(n as { body?: ts.Node }).body);
        const overloads = withoutBody.length && withoutBody.length < group.length ? withoutBody : group;
        const member = memberOf(reader, overloads[0], overloads);
        if (!member) continue;
        members.push(member);
        lines.push(...overloads.map(o => [text('    '), ...headRich(reader, o)]));
    }
    return { members, lines };
}

/** A component's props: the properties of its first parameter's type that the documented packages declare. */
export function componentProps(reader: DeclarationReader, fn: ts.FunctionDeclaration): Member[] {
    const { checker } = reader.context;
    const param = fn.parameters[0];
    if (!param) return [];
    const props = checker.getTypeAtLocation(param).getProperties();
    const members: Member[] = [];
    for (const prop of props) {
        const decl = prop.valueDeclaration ?? prop.declarations?.[0];
        // Inherited DOM/React attributes would drown the component's own props.
        if (!decl || !inDocumentedPackage(reader.context, decl.getSourceFile().fileName)) continue;
        const doc = withLinkedDefault(reader, readDoc(decl, checker, reader.resolve).doc);
        if (doc.tags.internal) continue;
        const typeNode = (decl as { type?: ts.TypeNode }).type;
        members.push({
            name: prop.name,
            kind: 'prop',
            type: typeNode
                ? richType(reader, typeNode)
                : [text(checker.typeToString(checker.getTypeOfSymbolAtLocation(prop, decl)))],
            optional: (prop.flags & ts.SymbolFlags.Optional) !== 0,
            readonly: false,
            isStatic: false,
            doc,
            parameters: [],
        });
    }
    return members;
}
