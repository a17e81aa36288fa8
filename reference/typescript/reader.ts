/**
 * Reader: one TypeScript Program over the packages' entry files; documented exports become the API model.
 * Each step takes what it reads as arguments: the context (reader-context.ts), the documented exports and
 * their ids (documented-exports.ts), link resolution for a declaration's package (link-resolver.ts), then the
 * content of each declaration (declaration.ts, members.ts, outline.ts).
 */
import path from 'node:path';

import ts from 'typescript';

import { readDeclaration } from './declaration';
import { findDocumentedExports } from './documented-exports';
import { linkTargets, resolverFor } from './link-resolver';
import type { ApiModel } from './model';
import { createReaderContext, exportsOfFile, type ReaderOptions, resolveAlias } from './reader-context';

/** Every name an entry file exports, documented or not (the reference's examples may use any of them). */
export interface EntryExports {
    packageName: string;
    /** The entry, relative to the package root, as in reference/sources.ts. */
    entry: string;
    names: ReadonlySet<string>;
    /** Those of the names that stand for a value (a class, function, variable or enum), not only a type. */
    values: ReadonlySet<string>;
}

export interface ReadResult {
    model: ApiModel;
    entryExports: EntryExports[];
}

export function readReference(options: ReaderOptions): ReadResult {
    const context = createReaderContext(options);
    // Every id is known before any content is read, so that references can resolve.
    const documented = findDocumentedExports(context);
    const targets = linkTargets(context, documented);
    const declarations = documented.list.map(item =>
        readDeclaration({ context, resolve: resolverFor(targets, item.pkg) }, item),
    );
    const entryExports = context.modules
        .filter(m => !m.scanned)
        .map(m => {
            const symbols = exportsOfFile(context, m.file);
            const isValue = (s: ts.Symbol) => (resolveAlias(context.checker, s).flags & ts.SymbolFlags.Value) !== 0;
            return {
                packageName: m.pkg.name,
                entry: path.relative(m.pkg.root, m.file).split(path.sep).join('/'),
                names: new Set(symbols.map(s => s.name)),
                values: new Set(symbols.filter(isValue).map(s => s.name)),
            };
        });
    return { model: { declarations }, entryExports };
}

export function readApiModel(options: ReaderOptions): ApiModel {
    return readReference(options).model;
}
