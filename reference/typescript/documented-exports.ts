/**
 * Which exports get an entry, and the id of each: a declaration is documented when it carries
 * `@docsCategory` and is not `@internal`; a package's `uncommented` list adds declarations whose comment
 * was lost in the published files. Ids are known before any content is read, so references can resolve.
 */
import path from 'node:path';

import ts from 'typescript';

import { readDoc, type SymbolResolver } from './jsdoc';
import type { DeclarationKind } from './model';
import { exportsOfFile, isUnder, type ReaderContext, type ReaderPackage, resolveAlias } from './reader-context';

export interface DocumentedExport {
    id: string;
    symbol: ts.Symbol;
    node: ts.Declaration;
    name: string;
    pkg: ReaderPackage;
    /** Category for a declaration whose comment was lost in the published files. */
    category?: string;
}

export interface DocumentedExports {
    /** In reading order: entry exports, then the other documented modules, then the hand-listed ones. */
    list: readonly DocumentedExport[];
    /** Each documented symbol's entry; identical generated copies map to one entry. */
    bySymbol: ReadonlyMap<ts.Symbol, DocumentedExport>;
}

export function kindOf(node: ts.Node): DeclarationKind | undefined {
    if (ts.isClassDeclaration(node)) return 'class';
    if (ts.isInterfaceDeclaration(node)) return 'interface';
    if (ts.isFunctionDeclaration(node)) return 'function';
    if (ts.isEnumDeclaration(node)) return 'enum';
    if (ts.isTypeAliasDeclaration(node)) return 'type';
    if (ts.isVariableDeclaration(node)) return 'variable';
    return undefined;
}

/** Only the `@docs*` tags are read here, so links need not resolve. */
const noResolve: SymbolResolver = () => ({});

export function findDocumentedExports(context: ReaderContext): DocumentedExports {
    const { checker } = context;
    const list: DocumentedExport[] = [];
    const bySymbol = new Map<ts.Symbol, DocumentedExport>();
    const usedIds = new Set<string>();
    for (const { pkg, file, scanned } of context.modules) {
        if (!context.program.getSourceFile(file)) throw new Error(`reference: cannot read ${file}`);
        for (const exported of exportsOfFile(context, file)) {
            const symbol = resolveAlias(checker, exported);
            if (bySymbol.has(symbol)) continue;
            for (const node of symbol.declarations ?? []) {
                if (!kindOf(node) || !isUnder(node.getSourceFile().fileName, pkg.root)) continue;
                const { docs, doc } = readDoc(node, checker, noResolve);
                if (!docs.category || doc.tags.internal) continue;
                // A plugin's bundled copies of core types (e.g. generated GraphQL enums) are not plugin docs.
                if (scanned && pkg.categoryPrefix && !docs.category.toLowerCase().startsWith(pkg.categoryPrefix))
                    continue;
                const name = symbol.name === 'default' ? exported.name : symbol.name;
                // Generated files can hold identical copies (e.g. an enum in both the admin and shop types):
                // one page, and references to either copy link to it.
                const copyOf = list.find(
                    f =>
                        f.pkg === pkg &&
                        f.name === name &&
                        readDoc(f.node, checker, noResolve).docs.category === docs.category,
                );
                if (copyOf) {
                    bySymbol.set(symbol, copyOf);
                    break;
                }
                let id = `${pkg.name}:${name}`;
                for (let n = 2; usedIds.has(id); n++) id = `${pkg.name}:${name}~${n}`;
                usedIds.add(id);
                const item: DocumentedExport = { id, symbol, node, name, pkg };
                list.push(item);
                bySymbol.set(symbol, item);
                break;
            }
        }
    }
    for (const pkg of context.packages) {
        for (const extra of pkg.uncommented ?? []) {
            const exported = exportsOfFile(context, path.join(pkg.root, extra.file)).find(e => e.name === extra.name);
            const symbol = exported && resolveAlias(checker, exported);
            const node = symbol?.declarations?.find(d => kindOf(d));
            if (!symbol || !node) throw new Error(`reference: ${pkg.name}/${extra.file} does not export ${extra.name}`);
            if (bySymbol.has(symbol)) continue;
            const item: DocumentedExport = {
                id: `${pkg.name}:${extra.name}`,
                symbol,
                node,
                name: extra.name,
                pkg,
                category: extra.category,
            };
            list.push(item);
            bySymbol.set(symbol, item);
        }
    }
    return { list, bySymbol };
}
