/**
 * What every step of the reader reads from: the packages, one TypeScript Program over their entry files and
 * the other files that carry `@docsCategory`, and its checker. Built once; nothing in it changes afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import type { PackageSource } from '../sources';
import type { SymbolResolver } from './jsdoc';

export interface ReaderPackage extends PackageSource {
    /** Absolute folder of the package (installed or extracted). */
    root: string;
}

export interface ReaderOptions {
    packages: ReaderPackage[];
    compilerOptions?: ts.CompilerOptions;
}

/** One module the reader takes exports from; `scanned` when it is not one of the package's entries. */
export interface ReadModule {
    pkg: ReaderPackage;
    file: string;
    scanned: boolean;
}

export interface ReaderContext {
    packages: readonly ReaderPackage[];
    program: ts.Program;
    checker: ts.TypeChecker;
    /**
     * Every package's entry files, then every package's scanned files: entry exports decide a declaration's
     * package and section, so they come first.
     */
    modules: readonly ReadModule[];
    /** The repository URL of each package's `package.json`, for source links. */
    repositoryUrls: ReadonlyMap<ReaderPackage, string>;
}

/** What reading one declaration's content needs: the context, and links resolved as from its package. */
export interface DeclarationReader {
    context: ReaderContext;
    resolve: SymbolResolver;
}

export const isUnder = (file: string, dir: string) => !path.relative(dir, file).startsWith('..');

/** Whether `file` belongs to one of the documented packages (not to a dependency such as React). */
export const inDocumentedPackage = (context: ReaderContext, file: string) =>
    context.packages.some(p => isUnder(file, p.root));

/** The symbol an import or re-export stands for; any other symbol itself. */
export const resolveAlias = (checker: ts.TypeChecker, symbol: ts.Symbol) =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

/** The exports of a module the Program holds (none when the file is not a module). */
export function exportsOfFile(context: ReaderContext, file: string): ts.Symbol[] {
    const sf = context.program.getSourceFile(file);
    const moduleSymbol = sf && context.checker.getSymbolAtLocation(sf);
    return moduleSymbol ? context.checker.getExportsOfModule(moduleSymbol) : [];
}

/** The repository URL a package's `package.json` declares (`git+…`, `.git` and `git://` forms normalised). */
export function repositoryOf(packageRoot: string): string {
    const manifest = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
        name?: string;
        repository?: string | { url?: string };
    };
    const raw = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
    if (!raw) throw new Error(`reference: ${manifest.name ?? packageRoot} has no repository field`);
    const url = raw
        .replace(/^git\+/, '')
        .replace(/^git:\/\//, 'https://')
        .replace(/^github:/, 'https://github.com/')
        .replace(/\.git$/, '')
        .replace(/\/$/, '');
    return /^[\w-]+\/[\w.-]+$/.test(url) ? `https://github.com/${url}` : url;
}

/**
 * Files next to (and below) the entries that carry `@docsCategory`: the framework documents some
 * declarations that its entry files do not re-export, so each such module's own exports are read too.
 */
export function documentedFiles(pkg: ReaderPackage): string[] {
    const found: string[] = [];
    const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
            const full = path.join(dir, entry.name);
            if (entry.isDirectory()) {
                if (entry.name !== 'node_modules') walk(full);
            } else if (
                /(\.d\.ts|(?<!\.d)\.tsx?)$/.test(entry.name) &&
                !/\.(test|spec|stories)\.tsx?$/.test(entry.name)
            ) {
                if (fs.readFileSync(full, 'utf8').includes('@docsCategory')) found.push(full);
            }
        }
    };
    for (const dir of new Set(pkg.entries.map(e => path.dirname(path.join(pkg.root, e))))) walk(dir);
    return found.sort();
}

/**
 * A compiler host that reads third-party declaration files as empty modules. Only names declared in the
 * documented packages can become links, and signatures are printed from source text, so the thousands of
 * files of React, NestJS, TypeORM, icon sets… would cost time (most of it) and add nothing.
 */
export function focusedHost(options: ts.CompilerOptions, packages: readonly ReaderPackage[]): ts.CompilerHost {
    const host = ts.createCompilerHost(options, true);
    const keep = (file: string) =>
        packages.some(p => isUnder(file, p.root)) ||
        /[\\/]node_modules[\\/]@vendure[\\/]/.test(file) ||
        // React's and TanStack Query's types: the Dashboard hooks' return types are inferred through them.
        /[\\/]node_modules[\\/](@types[\\/](react|prop-types)|@tanstack[\\/](react-query|query-core)|csstype)[\\/]/.test(
            file,
        ) ||
        /[\\/]node_modules[\\/]typescript[\\/]lib[\\/]/.test(file);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) =>
        keep(path.resolve(fileName))
            ? getSourceFile(fileName, languageVersion, onError, shouldCreate)
            : ts.createSourceFile(fileName, 'export {};', languageVersion);
    return host;
}

const defaultCompilerOptions: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    noEmit: true,
    allowJs: false,
    resolveJsonModule: true,
    types: [],
    experimentalDecorators: true,
};

export function createReaderContext(options: ReaderOptions): ReaderContext {
    const { packages } = options;
    const dashboard = packages.find(p => p.name === '@vendure/dashboard');
    const compilerOptions: ts.CompilerOptions = {
        ...defaultCompilerOptions,
        // The Dashboard's own sources import each other through this alias.
        ...(dashboard
            ? { baseUrl: dashboard.root, paths: { '@/vdb/*': ['src/lib/*'], '@/graphql/*': ['src/lib/graphql/*'] } }
            : {}),
        ...options.compilerOptions,
    };
    const entries = packages.map(pkg => pkg.entries.map(e => ({ pkg, file: path.join(pkg.root, e), scanned: false })));
    const scanned = packages.map(pkg => documentedFiles(pkg).map(file => ({ pkg, file, scanned: true })));
    const modules: ReadModule[] = [...entries.flat(), ...scanned.flat()];
    // Root files in package order (each package's entries, then its scanned files): the Program's file order can
    // change the order of merged declarations, and so the output.
    const packageFiles = packages.flatMap((_, i) => [...entries[i], ...scanned[i]].map(m => m.file));
    const uncommentedFiles = packages.flatMap(p => (p.uncommented ?? []).map(u => path.join(p.root, u.file)));
    const rootNames = [...new Set([...packageFiles, ...uncommentedFiles])];
    const program = ts.createProgram({
        rootNames,
        options: compilerOptions,
        host: focusedHost(compilerOptions, packages),
    });
    const repositoryUrls = new Map(packages.map(p => [p, repositoryOf(p.root)]));
    return { packages, program, checker: program.getTypeChecker(), modules, repositoryUrls };
}
