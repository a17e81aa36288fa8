/** The content of one documented export: its doc comment, signature, heritage, members and parameters. */
import path from 'node:path';

import ts from 'typescript';

import { type DocumentedExport, kindOf } from './documented-exports';
import { readDoc } from './jsdoc';
import { componentProps, membersOf, parametersOf, withLinkedDefault } from './members';
import type { Declaration } from './model';
import { functionHead, joinRich, outline, richType, text, trimEndRich } from './outline';
import type { DeclarationReader } from './reader-context';
import { sourceLocation } from './source-location';

/** `@docsCategory` as path segments, without the package's own category prefix. */
function categoryPath(category: string, categoryPrefix: string | undefined): string[] {
    const segments = category
        .split('/')
        .map(s => s.trim())
        .filter(Boolean);
    if (categoryPrefix && segments[0]?.toLowerCase() === categoryPrefix.toLowerCase()) segments.shift();
    return segments;
}

/** `reader.resolve` must resolve as from `item.pkg` (see `resolverFor`). */
export function readDeclaration(reader: DeclarationReader, item: DocumentedExport): Declaration {
    const { checker } = reader.context;
    const { node, pkg } = item;
    const { doc, docs, paramDescriptions } = readDoc(node, checker, reader.resolve);
    withLinkedDefault(reader, doc);
    const sf = node.getSourceFile();
    const declaration: Declaration = {
        id: item.id,
        name: item.name,
        kind: kindOf(node)!,
        packageName: pkg.name,
        packageVersion: pkg.version,
        section: pkg.section,
        category: categoryPath(docs.category ?? item.category!, pkg.categoryPrefix),
        docsPage: docs.page,
        weight: docs.weight ?? 0,
        doc,
        signature: [],
        extends: [],
        implements: [],
        members: [],
        parameters: [],
        position: { file: path.relative(pkg.root, sf.fileName), offset: node.getStart() },
        repositoryUrl: reader.context.repositoryUrls.get(pkg)!,
        repoTag: pkg.repoTag,
        packageDeprecated: pkg.deprecated,
        publishedDate: pkg.published,
    };
    declaration.source = sourceLocation(
        sf.fileName,
        item.name,
        sf.getLineAndCharacterOfPosition(node.getStart()).line,
        pkg.root,
        pkg.repoDir,
    );

    if (ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node)) {
        for (const clause of node.heritageClauses ?? []) {
            const target = clause.token === ts.SyntaxKind.ExtendsKeyword ? declaration.extends : declaration.implements;
            target.push(...clause.types.map(t => richType(reader, t)));
        }
        const { members, lines } = membersOf(reader, node.members);
        declaration.members = members;
        const header = trimEndRich(outline(reader, node, node.getStart(), node.members.pos));
        declaration.signature = joinRich([header, ...lines, [text('}')]]);
    } else if (ts.isEnumDeclaration(node)) {
        declaration.members = membersOf(reader, node.members).members;
        declaration.signature = outline(reader, node);
    } else if (ts.isTypeAliasDeclaration(node)) {
        if (ts.isTypeLiteralNode(node.type)) declaration.members = membersOf(reader, node.type.members).members;
        declaration.signature = outline(reader, node);
    } else if (ts.isFunctionDeclaration(node)) {
        const overloads = (item.symbol.declarations ?? []).filter(ts.isFunctionDeclaration);
        const signatures = overloads.some(o => !o.body) ? overloads.filter(o => !o.body) : overloads;
        declaration.signature = joinRich(signatures.map(fn => functionHead(reader, fn)));
        declaration.parameters = parametersOf(reader, signatures[0], paramDescriptions);
        const looksLikeComponent =
            /^[A-Z]/.test(item.name) &&
            (sf.fileName.endsWith('.tsx') || /JSX|ReactNode|ReactElement|Element/.test(node.type?.getText() ?? ''));
        if (looksLikeComponent) {
            declaration.kind = 'component';
            declaration.members = componentProps(reader, signatures[0]);
        }
    } else if (ts.isVariableDeclaration(node)) {
        const type = node.type
            ? outline(reader, node.type)
            : [text(checker.typeToString(checker.getTypeAtLocation(node), node, ts.TypeFormatFlags.NoTruncation))];
        const keyword =
            node.parent && ts.isVariableDeclarationList(node.parent) && node.parent.flags & ts.NodeFlags.Const
                ? 'const'
                : 'let';
        declaration.signature = [text(`${keyword} ${item.name}: `), ...type];
        if (node.type && ts.isTypeLiteralNode(node.type))
            declaration.members = membersOf(reader, node.type.members).members;
    }
    return declaration;
}
