/**
 * Turns a reference example into a file the compiler can check. Doc-comment examples are often fragments:
 * statements using `this`, `return` or `await` outside a function, class members without their class,
 * parameters without their method, object properties without their object, names imported nowhere. A
 * fragment's own imports are moved before everything, and the rest is placed in the first context in which
 * it parses (a function body, a class body, a parameter list, an object literal, an array, a type, JSX;
 * code with exports stays a module). It is given the imports of the names it uses that the documented
 * package (or @vendure/core) exports. What an example leaves out on purpose (`...`) becomes a comment, a body
 * holding only a comment gets one that returns anything, and the check does not report what leaving out
 * causes (diagnostics.ts).
 *
 * Everything added goes on one first line and one last line, so the example's lines keep their numbers
 * (plus one); its moved imports leave empty lines behind.
 */
import ts from 'typescript';

import type { ExampleError, ImportSource } from './types';

export type Context = 'module' | 'statements' | 'members' | 'parameters' | 'object' | 'array' | 'type' | 'jsx';

/** What surrounds the example in each context: the end of the first line, and the last line. */
const wrappers: Record<Context, [string, string]> = {
    module: ['', ''],
    // `this: any`: statements using `this` come from a method of a class the example leaves out.
    statements: ['async function __example(this: any) {', '}'],
    // The class's other members are left out, hence the index signature.
    members: ['abstract class __Example { [key: string]: any;', '}'],
    parameters: ['abstract class __Example { __example(', ') {} }'],
    object: ['const __example = {', '};'],
    // Also a bare object, or objects shown one after the other: `{ a: 1 },`.
    array: ['const __example = [', '];'],
    // The shape of a value, written as a type.
    type: ['type __Example =', ';'],
    // JSX elements side by side.
    jsx: ['const __example = <>', '</>;'],
};

/** The contexts tried, in order, for code without exports. */
const fragmentContexts = ['statements', 'members', 'parameters', 'object', 'array', 'type', 'jsx'] as const;

/** `...` standing for left-out code (not a spread): followed by the end of a line, a comma or a closing bracket. */
const elisionDots = /\.\.\.(?=[ \t]*(?:$|[,;)\]}]))|…/gm;

/** Left-out code becomes a comment (the lines stay). */
export function commentElisions(code: string): string {
    return code.replace(elisionDots, '/* … */');
}

/**
 * A body the example leaves out (`props => { // implementation omitted }`): a block with only comments in
 * it. It becomes `{ throw 0; …`, a body of any return type, on the same line.
 */
export function fillLeftOutBodies(code: string, lang: 'ts' | 'tsx'): string {
    const file = parse(code, lang);
    const at: number[] = [];
    const visit = (node: ts.Node): void => {
        if (
            ts.isBlock(node) &&
            node.statements.length === 0 &&
            ts.isFunctionLike(node.parent) &&
            /\/\/|\/\*/.test(code.slice(node.getStart() + 1, node.getEnd() - 1))
        )
            at.push(node.getStart() + 1);
        ts.forEachChild(node, visit);
    };
    visit(file);
    return at.reduceRight((text, position) => `${text.slice(0, position)} throw 0;${text.slice(position)}`, code);
}

const parseOptions: ts.CompilerOptions = { noLib: true, noResolve: true, types: [], jsx: ts.JsxEmit.Preserve };
const parseHost = ts.createCompilerHost(parseOptions);

/** Code parsed, with its syntax errors (from a Program of that file alone, without libraries). */
export function parseWithErrors(code: string, lang: 'ts' | 'tsx'): { file: ts.SourceFile; errors: ts.Diagnostic[] } {
    const file = parse(code, lang);
    const host: ts.CompilerHost = { ...parseHost, getSourceFile: name => (name === file.fileName ? file : undefined) };
    const program = ts.createProgram({ rootNames: [file.fileName], options: parseOptions, host });
    const errors = program.getSyntacticDiagnostics(file).filter(d => d.category === ts.DiagnosticCategory.Error);
    return { file, errors };
}

function parse(code: string, lang: 'ts' | 'tsx'): ts.SourceFile {
    return ts.createSourceFile(`example.${lang}`, code, ts.ScriptTarget.ES2022, true);
}

const hasExportModifier = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node)?.some(m => m.kind === ts.SyntaxKind.ExportKeyword) ?? false);

/** Exports and module declarations: code that only a module can hold. */
const isModuleCode = (file: ts.SourceFile) =>
    file.statements.some(
        s => ts.isExportDeclaration(s) || ts.isExportAssignment(s) || ts.isModuleDeclaration(s) || hasExportModifier(s),
    );

/**
 * What the parser accepts but a context cannot mean: a labelled statement (`args: { … }` read as a label is an
 * object property) or an exported class member or parameter (`export config: VendureConfig = …` is a typo).
 */
function misread(node: ts.Node): boolean {
    if (ts.isLabeledStatement(node) || ((ts.isClassElement(node) || ts.isParameter(node)) && hasExportModifier(node)))
        return true;
    return ts.forEachChild(node, misread) ?? false;
}

/** A parameter list fragment shows decorated parameters or parameter properties (`private service: X`). */
function hasParameterProperty(file: ts.SourceFile): boolean {
    const methods = file.statements
        .filter(ts.isClassDeclaration)
        .flatMap(c => c.members.filter(ts.isMethodDeclaration));
    return methods.some(m =>
        m.parameters.some(p => (ts.getDecorators(p)?.length ?? 0) > 0 || (ts.getModifiers(p)?.length ?? 0) > 0),
    );
}

/**
 * Class members are what the members context is for: a method, an accessor, a decorator or a property with a
 * value. Properties with only a type (`args: { apiKey: { type: 'string' } }` read as a type literal) are
 * object properties.
 */
function hasClassMember(file: ts.SourceFile): boolean {
    const members = file.statements.filter(ts.isClassDeclaration).flatMap(c => [...c.members]);
    return members.some(
        m =>
            !ts.isIndexSignatureDeclaration(m) &&
            (!ts.isPropertyDeclaration(m) || m.initializer !== undefined || (ts.getDecorators(m)?.length ?? 0) > 0),
    );
}

/** The import declarations an example opens with, each with its line; the rest of the code with their lines left empty. */
export function splitImports(
    code: string,
    lang: 'ts' | 'tsx',
): { imports: Array<{ text: string; line: number }>; rest: string } {
    const file = parse(code, lang);
    const imports: Array<{ text: string; line: number }> = [];
    let rest = '';
    let cursor = 0;
    for (const statement of file.statements) {
        if (!ts.isImportDeclaration(statement)) break;
        const text = statement.getText();
        const line = file.getLineAndCharacterOfPosition(statement.getStart()).line;
        imports.push({ text: `${text.replace(/\s*\n\s*/g, ' ').replace(/;?$/, '')};`, line });
        // Only the import's line breaks stay.
        rest += `${code.slice(cursor, statement.getStart())}${text.replace(/[^\n]/g, '')}`;
        cursor = statement.getEnd();
    }
    rest += code.slice(cursor);
    return { imports, rest };
}

/** Whether an identifier stands in a type (not a value) position: `x: Foo`, `implements Foo`. */
function inTypePosition(node: ts.Node): boolean {
    for (let current: ts.Node = node; current.parent; current = current.parent) {
        const parent = current.parent;
        if (ts.isTypeQueryNode(parent)) return false;
        if (ts.isTypeNode(parent) && !ts.isExpressionWithTypeArguments(parent)) return true;
        if (ts.isHeritageClause(parent)) {
            return parent.token === ts.SyntaxKind.ImplementsKeyword || ts.isInterfaceDeclaration(parent.parent);
        }
        if (ts.isExpression(parent) || ts.isStatement(parent) || ts.isSourceFile(parent)) return false;
    }
    return false;
}

/**
 * The names code declares, and those it refers to without declaring them (not property names after a dot or
 * in an object), each with whether it is used as a value anywhere.
 */
export function namesOf(code: string, lang: 'ts' | 'tsx'): { free: Map<string, boolean>; declared: Set<string> } {
    const used = new Map<string, boolean>();
    const declared = new Set<string>();
    const isPropertyName = (node: ts.Identifier, parent: ts.Node) =>
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isQualifiedName(parent) && parent.right === node) ||
        (ts.isBindingElement(parent) && parent.propertyName === node) ||
        ts.isLabeledStatement(parent) ||
        ((ts.isPropertyAssignment(parent) ||
            ts.isPropertySignature(parent) ||
            ts.isPropertyDeclaration(parent) ||
            ts.isMethodDeclaration(parent) ||
            ts.isMethodSignature(parent) ||
            ts.isGetAccessorDeclaration(parent) ||
            ts.isSetAccessorDeclaration(parent) ||
            ts.isEnumMember(parent) ||
            ts.isJsxAttribute(parent)) &&
            parent.name === node);
    const isDeclaredName = (node: ts.Identifier, parent: ts.Node) =>
        (ts.isVariableDeclaration(parent) ||
            ts.isFunctionDeclaration(parent) ||
            ts.isClassDeclaration(parent) ||
            ts.isInterfaceDeclaration(parent) ||
            ts.isTypeAliasDeclaration(parent) ||
            ts.isEnumDeclaration(parent) ||
            ts.isParameter(parent) ||
            ts.isBindingElement(parent) ||
            ts.isTypeParameterDeclaration(parent) ||
            ts.isImportSpecifier(parent) ||
            ts.isImportClause(parent) ||
            ts.isNamespaceImport(parent) ||
            ts.isFunctionExpression(parent) ||
            ts.isClassExpression(parent)) &&
        parent.name === node;
    const visit = (node: ts.Node): void => {
        if (!ts.isIdentifier(node)) return ts.forEachChild(node, visit);
        if (isPropertyName(node, node.parent)) return;
        if (isDeclaredName(node, node.parent)) {
            declared.add(node.text);
            return;
        }
        used.set(node.text, (used.get(node.text) ?? false) || !inTypePosition(node));
    };
    visit(parse(code, lang));
    return { free: new Map([...used].filter(([name]) => !declared.has(name))), declared };
}

export interface PreparedExample {
    context: Context;
    /**
     * The files to check, each the added first line, the example's lines and the added last line; the example
     * compiles when one of them does. There are two when a name the example uses is exported by both the
     * documented package and @vendure/core: one imports it from each.
     */
    texts: string[];
    /** The names the example declares itself. */
    declared: Set<string>;
    /** The parts of the first line: up to which column each goes, and the example's line it was moved from. */
    firstLine: Array<{ end: number; line?: number }>;
}

export type Preparation =
    | { kind: 'file'; prepared: PreparedExample }
    /**
     * Code that is never a fragment does not parse: its import declarations, or an example with exports (a
     * module shown whole, with any left-out part written as `...`). Reported as it is.
     */
    | { kind: 'syntax-errors'; errors: ExampleError[] }
    /** It parses in no context: not checked. */
    | { kind: 'no-context'; firstError: string };

const errorOf = (diagnostic: ts.Diagnostic, line: number): ExampleError => ({
    line,
    code: diagnostic.code,
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '),
});

/** The imports of the free names, taking each from the first of `sources` that exports it with that meaning. */
function importsFor(free: Map<string, boolean>, sources: readonly ImportSource[]): string[] {
    const bySpecifier = new Map<string, string[]>();
    for (const [name, asValue] of free) {
        const from = sources.find(s => (asValue ? s.values : s.names).has(name));
        if (from) bySpecifier.set(from.specifier, [...(bySpecifier.get(from.specifier) ?? []), name]);
    }
    return [...bySpecifier].map(([specifier, names]) => `import { ${names.join(', ')} } from '${specifier}';`);
}

/** Whether code has a line that opens with `export`: it is meant as a whole module. */
const exportsSomething = (code: string) => /^export\s/m.test(code);

function firstSyntaxError(errors: readonly ts.Diagnostic[]): ExampleError | undefined {
    const [first] = errors;
    if (!first) return undefined;
    const line =
        first.file && first.start !== undefined ? first.file.getLineAndCharacterOfPosition(first.start).line : 0;
    return errorOf(first, line + 1);
}

/**
 * The example as files to check (see PreparedExample). `sources`: the modules whose names it may use without
 * importing them, the documented package's own first. A `ts` example that parses only as TSX (a React
 * component in a fence labelled `ts`) is checked as TSX.
 */
export function prepareExample(
    code: string,
    lang: 'ts' | 'tsx',
    sources: readonly ImportSource[],
): Preparation & { lang: 'ts' | 'tsx' } {
    const prepared = prepareAs(code, lang, sources);
    if (prepared.kind !== 'file' && lang === 'ts') {
        const asTsx = prepareAs(code, 'tsx', sources);
        if (asTsx.kind === 'file') return { ...asTsx, lang: 'tsx' };
    }
    return { ...prepared, lang };
}

function prepareAs(code: string, lang: 'ts' | 'tsx', sources: readonly ImportSource[]): Preparation {
    const source = commentElisions(code);
    const whole = parseWithErrors(source, lang);
    const first = firstSyntaxError(whole.errors);
    const isModule = !first && isModuleCode(whole.file);
    if (first && exportsSomething(source)) return { kind: 'syntax-errors', errors: [first] };
    const { imports, rest } = isModule ? { imports: [], rest: source } : splitImports(source, lang);
    const importErrors = imports.flatMap(i => parseWithErrors(i.text, lang).errors.map(d => errorOf(d, i.line + 1)));
    if (importErrors.length) return { kind: 'syntax-errors', errors: importErrors };
    const ownImports = imports.map(i => i.text).join(' ');
    const context = isModule
        ? 'module'
        : fragmentContexts.find(c => {
              const { file, errors } = parseWithErrors(
                  `${ownImports} ${wrappers[c][0]}\n${rest}\n${wrappers[c][1]}`,
                  lang,
              );
              return (
                  errors.length === 0 &&
                  !misread(file) &&
                  (c !== 'members' || hasClassMember(file)) &&
                  (c !== 'parameters' || hasParameterProperty(file))
              );
          });
    if (!context) return { kind: 'no-context', firstError: first ? `line ${first.line}: ${first.message}` : '' };
    const [open, close] = wrappers[context];
    const body = fillLeftOutBodies(rest, lang);
    const { free, declared } = namesOf(`${ownImports}\n${open}\n${body}\n${close}`, lang);
    const orders = [sources, [...sources].reverse()];
    const added = orders.map(order => importsFor(free, order).join(' '));
    const variants = added[1] === added[0] ? added.slice(0, 1) : added;
    // The first line's parts: the example's own imports (from their lines), then what is added.
    const firstLine: PreparedExample['firstLine'] = [];
    let column = 0;
    for (const i of imports) firstLine.push({ end: (column += i.text.length + 1), line: i.line + 1 });
    firstLine.push({ end: Number.MAX_SAFE_INTEGER });
    const texts = variants.map(a => `${[ownImports, a, open].filter(Boolean).join(' ')}\n${body}\n${close}`);
    return { kind: 'file', prepared: { context, texts, declared, firstLine } };
}
