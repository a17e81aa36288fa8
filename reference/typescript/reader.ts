/**
 * Reader: one TypeScript Program over the packages' entry files; documented exports become the API model.
 * A declaration is documented when it carries `@docsCategory` and is not `@internal`.
 */
import fs from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import type { PackageSource } from '../sources';
import { readDoc, type SymbolResolver } from './jsdoc';
import { linkNames } from './link-names';
import type { ApiModel, Declaration, DeclarationKind, Member, MemberKind, Parameter, RichPart, RichText } from './model';
import { sourceLocation } from './source-location';
import { typeText } from './type-text';

export interface ReaderPackage extends PackageSource {
    /** Absolute folder of the package (installed or extracted). */
    root: string;
}

export interface ReaderOptions {
    packages: ReaderPackage[];
    compilerOptions?: ts.CompilerOptions;
}

type SymbolWithParent = ts.Symbol & { parent?: ts.Symbol };

interface Found {
    id: string;
    symbol: ts.Symbol;
    node: ts.Declaration;
    name: string;
    pkg: ReaderPackage;
    /** Category for a declaration whose comment was lost in the published files. */
    category?: string;
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

const isUnder = (file: string, dir: string) => !path.relative(dir, file).startsWith('..');

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
            } else if (/(\.d\.ts|(?<!\.d)\.tsx?)$/.test(entry.name) && !/\.(test|spec|stories)\.tsx?$/.test(entry.name)) {
                if (fs.readFileSync(full, 'utf8').includes('@docsCategory')) found.push(full);
            }
        }
    };
    for (const dir of new Set(pkg.entries.map(e => path.dirname(path.join(pkg.root, e))))) walk(dir);
    return found.sort();
}

function kindOf(node: ts.Node): DeclarationKind | undefined {
    if (ts.isClassDeclaration(node)) return 'class';
    if (ts.isInterfaceDeclaration(node)) return 'interface';
    if (ts.isFunctionDeclaration(node)) return 'function';
    if (ts.isEnumDeclaration(node)) return 'enum';
    if (ts.isTypeAliasDeclaration(node)) return 'type';
    if (ts.isVariableDeclaration(node)) return 'variable';
    return undefined;
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some(m => m.kind === kind);

/** Doc comments nested inside a signature (members of inline object types) are noise in the outline. */
const stripDocComments = (text: string) => text.replace(/[ \t]*\/\*\*[\s\S]*?\*\/[ \t]*\n?/g, '');

const text = (value: string): RichPart => ({ kind: 'text', text: value });

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

function trimEndRich(rich: RichText): RichText {
    const last = rich[rich.length - 1];
    return last?.kind === 'text' ? [...rich.slice(0, -1), text(last.text.trimEnd())] : rich;
}

/** Rich lines joined with newline text parts. */
function joinRich(lines: RichText[]): RichText {
    return lines.flatMap((line, i) => (i === 0 ? line : [text('\n'), ...line]));
}

/** A declaration's text without a function body (source files ship bodies, `.d.ts` files do not). */
function headText(node: ts.Node): string {
    const body = (node as { body?: ts.Node }).body;
    const sf = node.getSourceFile();
    if (body && !ts.isModuleDeclaration(node)) return `${sf.text.slice(node.getStart(), body.getStart()).trimEnd()};`;
    return node.getText();
}

/**
 * A compiler host that reads third-party declaration files as empty modules. Only names declared in the
 * documented packages can become links, and signatures are printed from source text, so the thousands of
 * files of React, NestJS, TypeORM, icon sets… would cost time (most of it) and add nothing.
 */
function focusedHost(options: ts.CompilerOptions, packages: ReaderPackage[]): ts.CompilerHost {
    const host = ts.createCompilerHost(options, true);
    const keep = (file: string) =>
        packages.some(p => isUnder(file, p.root)) ||
        /[\\/]node_modules[\\/]@vendure[\\/]/.test(file) ||
        // React's and TanStack Query's types: the Dashboard hooks' return types are inferred through them.
        /[\\/]node_modules[\\/](@types[\\/](react|prop-types)|@tanstack[\\/](react-query|query-core)|csstype)[\\/]/.test(file) ||
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

export function readApiModel(options: ReaderOptions): ApiModel {
    const { packages } = options;
    const dashboard = packages.find(p => p.name === '@vendure/dashboard');
    const compilerOptions: ts.CompilerOptions = {
        ...defaultCompilerOptions,
        // The Dashboard's own sources import each other through this alias.
        ...(dashboard ? { baseUrl: dashboard.root, paths: { '@/vdb/*': ['src/lib/*'], '@/graphql/*': ['src/lib/graphql/*'] } } : {}),
        ...options.compilerOptions,
    };
    const entryFiles = new Map(packages.map(p => [p, p.entries.map(e => path.join(p.root, e))]));
    const scannedFiles = new Map(packages.map(p => [p, documentedFiles(p)]));
    const uncommentedFiles = packages.flatMap(p => (p.uncommented ?? []).map(u => path.join(p.root, u.file)));
    const rootNames = [...new Set([...packages.flatMap(p => [...entryFiles.get(p)!, ...scannedFiles.get(p)!]), ...uncommentedFiles])];
    const program = ts.createProgram({ rootNames, options: compilerOptions, host: focusedHost(compilerOptions, packages) });
    const checker = program.getTypeChecker();

    const resolveAlias = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
    const noResolve: SymbolResolver = () => ({});

    // Pass 1: find the documented exports and give each an id, so that references can be resolved in pass 2.
    const found: Found[] = [];
    const bySymbol = new Map<ts.Symbol, Found>();
    const usedIds = new Set<string>();
    // Entry exports first (they decide a declaration's package and section), then the other documented modules.
    const passes: Array<[ReaderPackage, string]> = [
        ...packages.flatMap(p => entryFiles.get(p)!.map(f => [p, f] as [ReaderPackage, string])),
        ...packages.flatMap(p => scannedFiles.get(p)!.map(f => [p, f] as [ReaderPackage, string])),
    ];
    const entryCount = packages.reduce((n, p) => n + entryFiles.get(p)!.length, 0);
    {
        for (const [passIndex, [pkg, file]] of passes.entries()) {
            const scanned = passIndex >= entryCount;
            const sf = program.getSourceFile(file);
            if (!sf) throw new Error(`reference: cannot read ${file}`);
            const moduleSymbol = checker.getSymbolAtLocation(sf);
            if (!moduleSymbol) continue;
            for (const exported of checker.getExportsOfModule(moduleSymbol)) {
                const symbol = resolveAlias(exported);
                if (bySymbol.has(symbol)) continue;
                for (const node of symbol.declarations ?? []) {
                    if (!kindOf(node) || !isUnder(node.getSourceFile().fileName, pkg.root)) continue;
                    const { docs, doc } = readDoc(node, checker, noResolve);
                    if (!docs.category || doc.tags.internal) continue;
                    // A plugin's bundled copies of core types (e.g. generated GraphQL enums) are not plugin docs.
                    if (scanned && pkg.categoryPrefix && !docs.category.toLowerCase().startsWith(pkg.categoryPrefix)) continue;
                    const name = symbol.name === 'default' ? exported.name : symbol.name;
                    // Generated files can hold identical copies (e.g. an enum in both the admin and shop types):
                    // one page, and references to either copy link to it.
                    const copyOf = found.find(f => f.pkg === pkg && f.name === name && readDoc(f.node, checker, noResolve).docs.category === docs.category);
                    if (copyOf) {
                        bySymbol.set(symbol, copyOf);
                        break;
                    }
                    let id = `${pkg.name}:${name}`;
                    for (let n = 2; usedIds.has(id); n++) id = `${pkg.name}:${name}~${n}`;
                    usedIds.add(id);
                    const item: Found = { id, symbol, node, name, pkg };
                    found.push(item);
                    bySymbol.set(symbol, item);
                    break;
                }
            }
        }
    }

    for (const pkg of packages) {
        for (const extra of pkg.uncommented ?? []) {
            const sf = program.getSourceFile(path.join(pkg.root, extra.file));
            const moduleSymbol = sf && checker.getSymbolAtLocation(sf);
            const exported = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find(e => e.name === extra.name);
            const symbol = exported && resolveAlias(exported);
            const node = symbol?.declarations?.find(d => kindOf(d));
            if (!symbol || !node) throw new Error(`reference: ${pkg.name}/${extra.file} does not export ${extra.name}`);
            if (bySymbol.has(symbol)) continue;
            const item: Found = { id: `${pkg.name}:${extra.name}`, symbol, node, name: extra.name, pkg, category: extra.category };
            found.push(item);
            bySymbol.set(symbol, item);
        }
    }

    /**
     * `{@link X}` names that the published `.d.ts` no longer imports (TypeScript drops imports used only in
     * comments) resolve as an import from the declaring package would: through the exports of the modules
     * read for that package, then of the other packages (`@vendure/core` first).
     */
    const moduleExports = new Map<ReaderPackage, Map<string, ts.Symbol>>();
    for (const [pkg, file] of passes) {
        const sf = program.getSourceFile(file);
        const moduleSymbol = sf && checker.getSymbolAtLocation(sf);
        if (!moduleSymbol) continue;
        const exports = moduleExports.get(pkg) ?? new Map<string, ts.Symbol>();
        for (const e of checker.getExportsOfModule(moduleSymbol)) if (!exports.has(e.name)) exports.set(e.name, e);
        moduleExports.set(pkg, exports);
    }
    let currentPackage: ReaderPackage | undefined;
    const byName = (name: string): ts.Symbol | undefined => {
        const order = [currentPackage, ...packages.filter(p => p.name === '@vendure/core'), ...packages];
        let first: ts.Symbol | undefined;
        for (const pkg of order) {
            const symbol = pkg && moduleExports.get(pkg)?.get(name);
            // A documented declaration wins over an undocumented one of the same name earlier in the order.
            if (symbol && bySymbol.has(resolveAlias(symbol))) return symbol;
            first ??= symbol;
        }
        return first;
    };

    const resolve: SymbolResolver = (symbol, linkName) => {
        const viaSymbol = resolveSymbol(symbol);
        // A `{@link}` whose symbol is not documented itself (an undocumented re-export, a same-named local)
        // still links by name, as an import from the declaring package would resolve.
        return viaSymbol.target || !linkName ? viaSymbol : resolveSymbol(undefined, linkName);
    };
    const resolveSymbol: SymbolResolver = (symbol, linkName) => {
        if (!symbol && linkName) {
            const [head, ...rest] = linkName.replace(/#/g, '.').split('.');
            const found = byName(head);
            if (!found) return {};
            const target = bySymbol.get(resolveAlias(found))?.id;
            return target ? { target, member: rest.length ? rest.join('.') : undefined } : {};
        }
        if (!symbol) return {};
        const real = resolveAlias(symbol);
        // A type parameter (`T`) is a local name, not something with an entry of its own.
        if (real.flags & ts.SymbolFlags.TypeParameter) return {};
        const own = bySymbol.get(real);
        if (own) return { target: own.id };
        const parent = (real as SymbolWithParent).parent;
        const owner = parent ? bySymbol.get(resolveAlias(parent)) : undefined;
        return owner ? { target: owner.id, member: real.name } : {};
    };

    const rich = (node: ts.Node) => typeText(node, checker, resolve);
    /** Source text of a range of `node` with its type names resolved, for the "Signature" outline. */
    const outline = (node: ts.Node, start = node.getStart(), end = node.getEnd()): RichText =>
        cleanOutline(typeText(node, checker, resolve, start, end));
    /** Like `headText`: a declaration without its body. */
    const headRich = (node: ts.Node): RichText => {
        const body = (node as { body?: ts.Node }).body;
        if (body && !ts.isModuleDeclaration(node)) return [...outline(node, node.getStart(), node.getStart() + headText(node).length - 1), text(';')];
        return outline(node);
    };
    /** `: Type` that the checker infers for a function written without a return type (source files). */
    const inferredReturn = (fn: ts.SignatureDeclaration): RichText => {
        const signature = checker.getSignatureFromDeclaration(fn);
        if (!signature) return [];
        const type = checker.getReturnTypeOfSignature(signature);
        const printed = checker.typeToString(type, fn, ts.TypeFormatFlags.NoTypeReduction | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope);
        const symbol = type.aliasSymbol ?? type.getSymbol();
        const { target, member } = symbol && printed.startsWith(symbol.name) ? resolve(symbol) : {};
        if (!target) return [text(`: ${printed}`)];
        return [text(': '), { kind: 'ref', text: symbol!.name, target, member }, ...(printed.length > symbol!.name.length ? [text(printed.slice(symbol!.name.length))] : [])];
    };
    /** A function's head, with the inferred return type when none is written. */
    const functionHead = (fn: ts.FunctionDeclaration): RichText => {
        const head = headRich(fn);
        if (fn.type) return head;
        const last = head[head.length - 1];
        const withoutSemicolon = last?.kind === 'text' && last.text === ';' ? head.slice(0, -1) : head;
        return [...withoutSemicolon, ...inferredReturn(fn), text(';')];
    };
    /** Plain names in `@default` text link like type names. */
    const withLinkedDefault = <T extends { tags: { default?: RichText } }>(doc: T): T => {
        if (doc.tags.default) doc.tags.default = linkNames(doc.tags.default, name => resolve(undefined, name));
        return doc;
    };
    const fallbackType = (node: ts.Node): RichText => [{ kind: 'text', text: checker.typeToString(checker.getTypeAtLocation(node)) }];

    function parametersOf(fn: ts.SignatureDeclaration, descriptions: Map<string, RichText>): Parameter[] {
        return fn.parameters.map(p => {
            const name = ts.isIdentifier(p.name) ? p.name.text : 'props';
            return {
                name,
                type: p.type ? rich(p.type) : fallbackType(p),
                optional: !!p.questionToken || !!p.initializer,
                description: descriptions.get(name),
            };
        });
    }

    function memberOf(node: ts.Node, overloads: ts.Node[]): Member | undefined {
        if (hasModifier(node, ts.SyntaxKind.PrivateKeyword) || hasModifier(node, ts.SyntaxKind.ProtectedKeyword)) return undefined;
        const nameNode = (node as { name?: ts.Node }).name;
        if (nameNode && ts.isPrivateIdentifier(nameNode)) return undefined;
        const name = ts.isConstructorDeclaration(node) ? 'constructor'
            : ts.isCallSignatureDeclaration(node) ? '(call)'
            : ts.isIndexSignatureDeclaration(node) ? '[index]'
            : ts.isConstructSignatureDeclaration(node) ? 'new'
            : nameNode ? nameNode.getText().replace(/^['"]|['"]$/g, '') : undefined;
        if (!name || name.startsWith('ɵ')) return undefined;
        const { doc, paramDescriptions } = readDoc(node, checker, resolve);
        if (doc.tags.internal) return undefined;
        withLinkedDefault(doc);
        let kind: MemberKind;
        let type: RichText;
        let parameters: Parameter[] = [];
        if (ts.isPropertyDeclaration(node) || ts.isPropertySignature(node)) {
            kind = 'property';
            type = node.type ? rich(node.type) : fallbackType(node);
        } else if (ts.isEnumMember(node)) {
            kind = 'enum-member';
            type = node.initializer ? rich(node.initializer) : [];
        } else if (ts.isGetAccessor(node) || ts.isSetAccessor(node)) {
            kind = 'accessor';
            type = ts.isGetAccessor(node) && node.type ? rich(node.type) : ts.isSetAccessor(node) && node.parameters[0]?.type ? rich(node.parameters[0].type) : [];
        } else if (ts.isIndexSignatureDeclaration(node)) {
            kind = 'index-signature';
            type = rich(node);
        } else {
            kind = ts.isConstructorDeclaration(node) ? 'constructor' : ts.isCallSignatureDeclaration(node) || ts.isConstructSignatureDeclaration(node) ? 'call-signature' : 'method';
            type = [];
            for (const [i, overload] of overloads.entries()) {
                if (i > 0) type.push({ kind: 'text', text: '\n' });
                const sig = overload as ts.SignatureDeclaration;
                const start = (sig.typeParameters ? sig.typeParameters.pos : sig.parameters.pos) - 1;
                const end = sig.type ? sig.type.getEnd() : sig.parameters.end + 1;
                type.push(...typeText(sig, checker, resolve, Math.max(start, sig.getStart()), end));
            }
            parameters = parametersOf(overloads[0] as ts.SignatureDeclaration, paramDescriptions);
        }
        const optional = !!(node as { questionToken?: ts.Node }).questionToken;
        return {
            name, kind, type, optional, parameters, doc,
            readonly: hasModifier(node, ts.SyntaxKind.ReadonlyKeyword),
            isStatic: hasModifier(node, ts.SyntaxKind.StaticKeyword),
        };
    }

    function membersOf(nodes: readonly ts.Node[]): { members: Member[]; lines: RichText[] } {
        const groups = new Map<string, ts.Node[]>();
        for (const [i, node] of nodes.entries()) {
            const callable = ts.isMethodDeclaration(node) || ts.isMethodSignature(node) || ts.isConstructorDeclaration(node);
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
            const member = memberOf(overloads[0], overloads);
            if (!member) continue;
            members.push(member);
            lines.push(...overloads.map(o => [text('    '), ...headRich(o)]));
        }
        return { members, lines };
    }

    function componentProps(fn: ts.FunctionDeclaration): Member[] {
        const param = fn.parameters[0];
        if (!param) return [];
        const props = checker.getTypeAtLocation(param).getProperties();
        const members: Member[] = [];
        for (const prop of props) {
            const decl = prop.valueDeclaration ?? prop.declarations?.[0];
            // Inherited DOM/React attributes would drown the component's own props.
            if (!decl || !packages.some(p => isUnder(decl.getSourceFile().fileName, p.root))) continue;
            const doc = withLinkedDefault(readDoc(decl, checker, resolve).doc);
            if (doc.tags.internal) continue;
            const typeNode = (decl as { type?: ts.TypeNode }).type;
            members.push({
                name: prop.name,
                kind: 'prop',
                type: typeNode ? rich(typeNode) : [{ kind: 'text', text: checker.typeToString(checker.getTypeOfSymbolAtLocation(prop, decl)) }],
                optional: (prop.flags & ts.SymbolFlags.Optional) !== 0,
                readonly: false,
                isStatic: false,
                doc,
                parameters: [],
            });
        }
        return members;
    }

    const repositories = new Map(packages.map(p => [p, repositoryOf(p.root)]));
    // Pass 2: the content of each declaration.
    const declarations: Declaration[] = [];
    for (const item of found) {
        const { node, pkg } = item;
        currentPackage = pkg;
        const kind = kindOf(node)!;
        const { doc, docs, paramDescriptions } = readDoc(node, checker, resolve);
        withLinkedDefault(doc);
        const category = (docs.category ?? item.category!).split('/').map(s => s.trim()).filter(Boolean);
        if (pkg.categoryPrefix && category[0]?.toLowerCase() === pkg.categoryPrefix.toLowerCase()) category.shift();
        const declaration: Declaration = {
            id: item.id,
            name: item.name,
            kind,
            packageName: pkg.name,
            packageVersion: pkg.version,
            section: pkg.section,
            category,
            docsPage: docs.page,
            weight: docs.weight ?? 0,
            doc,
            signature: [],
            extends: [],
            implements: [],
            members: [],
            parameters: [],
            position: { file: path.relative(pkg.root, node.getSourceFile().fileName), offset: node.getStart() },
            repositoryUrl: repositories.get(pkg)!,
            repoTag: pkg.repoTag,
            packageDeprecated: pkg.deprecated,
            publishedDate: pkg.published,
        };
        const sf = node.getSourceFile();
        declaration.source = sourceLocation(sf.fileName, item.name, sf.getLineAndCharacterOfPosition(node.getStart()).line, pkg.root, pkg.repoDir);

        if (ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node)) {
            for (const clause of node.heritageClauses ?? []) {
                const target = clause.token === ts.SyntaxKind.ExtendsKeyword ? declaration.extends : declaration.implements;
                target.push(...clause.types.map(t => rich(t)));
            }
            const { members, lines } = membersOf(node.members);
            declaration.members = members;
            const header = trimEndRich(outline(node, node.getStart(), node.members.pos));
            declaration.signature = joinRich([header, ...lines, [text('}')]]);
        } else if (ts.isEnumDeclaration(node)) {
            declaration.members = membersOf(node.members).members;
            declaration.signature = outline(node);
        } else if (ts.isTypeAliasDeclaration(node)) {
            if (ts.isTypeLiteralNode(node.type)) declaration.members = membersOf(node.type.members).members;
            declaration.signature = outline(node);
        } else if (ts.isFunctionDeclaration(node)) {
            const overloads = (item.symbol.declarations ?? []).filter(ts.isFunctionDeclaration);
            const signatures = overloads.some(o => !o.body) ? overloads.filter(o => !o.body) : overloads;
            declaration.signature = joinRich(signatures.map(functionHead));
            declaration.parameters = parametersOf(signatures[0], paramDescriptions);
            const looksLikeComponent = /^[A-Z]/.test(item.name) && (sf.fileName.endsWith('.tsx') || /JSX|ReactNode|ReactElement|Element/.test(node.type?.getText() ?? ''));
            if (looksLikeComponent) {
                declaration.kind = 'component';
                declaration.members = componentProps(signatures[0]);
            }
        } else if (ts.isVariableDeclaration(node)) {
            const type = node.type ? outline(node.type) : [text(checker.typeToString(checker.getTypeAtLocation(node), node, ts.TypeFormatFlags.NoTruncation))];
            const keyword = node.parent && ts.isVariableDeclarationList(node.parent) && node.parent.flags & ts.NodeFlags.Const ? 'const' : 'let';
            declaration.signature = [text(`${keyword} ${item.name}: `), ...type];
            if (node.type && ts.isTypeLiteralNode(node.type)) declaration.members = membersOf(node.type.members).members;
        }
        declarations.push(declaration);
    }
    return { declarations };
}
