/**
 * Resolving a symbol met in a type or a comment, or a `{@link}` name, to a documented declaration (and member).
 * A name resolves as an import from the declaring package would, so the resolver is made for one package.
 */
import ts from 'typescript';

import type { DocumentedExports } from './documented-exports';
import type { SymbolResolver } from './jsdoc';
import { exportsOfFile, type ReaderContext, type ReaderPackage, resolveAlias } from './reader-context';

type SymbolWithParent = ts.Symbol & { parent?: ts.Symbol };

/** What resolving reads; built once for all packages. */
export interface LinkTargets {
    checker: ts.TypeChecker;
    packages: readonly ReaderPackage[];
    documented: DocumentedExports;
    /** Each package's exports by name, over all the modules read for it (the first module to export a name wins). */
    exportsByPackage: ReadonlyMap<ReaderPackage, ReadonlyMap<string, ts.Symbol>>;
}

export function linkTargets(context: ReaderContext, documented: DocumentedExports): LinkTargets {
    const exportsByPackage = new Map<ReaderPackage, Map<string, ts.Symbol>>();
    for (const { pkg, file } of context.modules) {
        const exports = exportsByPackage.get(pkg) ?? new Map<string, ts.Symbol>();
        for (const e of exportsOfFile(context, file)) if (!exports.has(e.name)) exports.set(e.name, e);
        exportsByPackage.set(pkg, exports);
    }
    return { checker: context.checker, packages: context.packages, documented, exportsByPackage };
}

/**
 * `{@link X}` names that the published `.d.ts` no longer imports (TypeScript drops imports used only in
 * comments) resolve through the exports of the modules read for `pkg`, then of the other packages
 * (`@vendure/core` first).
 */
export function symbolOfName(targets: LinkTargets, pkg: ReaderPackage, name: string): ts.Symbol | undefined {
    const order = [pkg, ...targets.packages.filter(p => p.name === '@vendure/core'), ...targets.packages];
    let first: ts.Symbol | undefined;
    for (const candidate of order) {
        const symbol = targets.exportsByPackage.get(candidate)?.get(name);
        // A documented declaration wins over an undocumented one of the same name earlier in the order.
        if (symbol && targets.documented.bySymbol.has(resolveAlias(targets.checker, symbol))) return symbol;
        first ??= symbol;
    }
    return first;
}

function resolveName(targets: LinkTargets, pkg: ReaderPackage, linkName: string): { target?: string; member?: string } {
    const [head, ...rest] = linkName.replace(/#/g, '.').split('.');
    const found = symbolOfName(targets, pkg, head);
    if (!found) return {};
    const target = targets.documented.bySymbol.get(resolveAlias(targets.checker, found))?.id;
    return target ? { target, member: rest.length ? rest.join('.') : undefined } : {};
}

function resolveSymbol(targets: LinkTargets, symbol: ts.Symbol): { target?: string; member?: string } {
    const { bySymbol } = targets.documented;
    const real = resolveAlias(targets.checker, symbol);
    // A type parameter (`T`) is a local name, not something with an entry of its own.
    if (real.flags & ts.SymbolFlags.TypeParameter) return {};
    const own = bySymbol.get(real);
    if (own) return { target: own.id };
    const parent = (real as SymbolWithParent).parent;
    const owner = parent ? bySymbol.get(resolveAlias(targets.checker, parent)) : undefined;
    return owner ? { target: owner.id, member: real.name } : {};
}

/** The resolver for the types and comments of a declaration of `pkg`. */
export function resolverFor(targets: LinkTargets, pkg: ReaderPackage): SymbolResolver {
    return (symbol, linkName) => {
        const viaSymbol = symbol ? resolveSymbol(targets, symbol) : {};
        // A `{@link}` whose symbol is not documented itself (an undocumented re-export, a same-named local)
        // still links by name, as an import from the declaring package would resolve.
        return viaSymbol.target || !linkName ? viaSymbol : resolveName(targets, pkg, linkName);
    };
}
