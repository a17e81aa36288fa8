import path from 'node:path';
import ts from 'typescript';
import { packageSources } from '../../reference/sources';
import { extractedDir } from '../../reference/typescript/packages';
import type { CodeBlock, Failure } from './types';

/**
 * Compiler options of a project made by `@vendure/create` 3.7.3 (its tsconfig template uses nodenext,
 * decorators with metadata, strict without strictPropertyInitialization), plus DOM and JSX for storefront code.
 */
export function vendureCompilerOptions(repoRoot: string): ts.CompilerOptions {
    return {
        strict: true,
        strictPropertyInitialization: false,
        useDefineForClassFields: false,
        experimentalDecorators: true,
        emitDecoratorMetadata: true,
        esModuleInterop: true,
        allowSyntheticDefaultImports: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
        jsx: ts.JsxEmit.ReactJSX,
        skipLibCheck: true,
        noEmit: true,
        // Only Node's globals: node_modules/@types holds many unrelated packages (d3, jest-like globals).
        types: ['node'],
        typeRoots: [path.join(repoRoot, 'node_modules/@types')],
        // Dashboard extensions import the dashboard's components through this alias in a generated project.
        paths: {
            '@/vdb/*': [path.join(repoRoot, 'node_modules/@vendure/dashboard/src/lib/*')],
            // Plugins published at other versions are not installed; guides import them from the pinned tarballs.
            ...Object.fromEntries(
                packageSources
                    .filter(source => source.origin === 'tarball')
                    .flatMap(source => [
                        [source.name, [extractedDir(repoRoot, source)]],
                        [`${source.name}/*`, [`${extractedDir(repoRoot, source)}/*`]],
                    ]),
            ),
        },
    };
}

export interface VirtualFile {
    fileName: string;
    block: CodeBlock;
}

const tsLanguages = new Set(['ts', 'tsx']);
export const pathLikeTitle = /^(?!\/)(?!.*\.\.)[\w@.\-/[\]()]+\.(ts|tsx|mts|cts)$/;

export function isTypeScriptBlock(block: CodeBlock): boolean {
    return tsLanguages.has(block.lang);
}

/**
 * Places each block in a virtual folder per page under the repository root (so Node resolution finds
 * node_modules/@vendure/*). A block titled with a relative file path lives at that path, so titled
 * blocks of one page can import each other; any other block is a module of its own.
 */
export function layoutVirtualFiles(
    repoRoot: string,
    blocks: CodeBlock[],
    baseDir = path.join(repoRoot, '.content-check'),
): VirtualFile[] {
    const files: VirtualFile[] = [];
    const taken = new Set<string>();
    for (const block of blocks) {
        const pageRoot = path.join(baseDir, block.page.replace(/\.mdx?$/, ''));
        const title = typeof block.attributes.title === 'string' ? block.attributes.title.trim() : '';
        let fileName: string;
        if (pathLikeTitle.test(title)) {
            fileName = path.join(pageRoot, title);
            // The same file shown twice (before/after) gets a sibling name so relative imports still work.
            for (let n = 2; taken.has(fileName); n++) {
                fileName = path.join(pageRoot, title.replace(/(\.[cm]?tsx?)$/, `.__${n}$1`));
            }
        } else {
            // Storefront-style scripts may await at top level, which Node allows only in ES modules.
            const extension = block.lang === 'ts' && hasTopLevelAwait(block.code) ? 'mts' : block.lang;
            fileName = path.join(pageRoot, `__block-${block.index + 1}.${extension}`);
        }
        taken.add(fileName);
        files.push({ fileName, block });
    }
    return files;
}

export function hasTopLevelAwait(code: string): boolean {
    const sourceFile = ts.createSourceFile('block.ts', code, ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node): boolean => {
        if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false;
        if (ts.isAwaitExpression(node) || (ts.isForOfStatement(node) && node.awaitModifier)) return true;
        return ts.forEachChild(node, visit) ?? false;
    };
    return ts.forEachChild(sourceFile, visit) ?? false;
}

// Declarations of node_modules and the default libs do not change between runs in one process.
const sharedSourceFiles = new Map<string, ts.SourceFile>();

function createHost(options: ts.CompilerOptions, virtual: Map<string, string>): ts.CompilerHost {
    const host = ts.createCompilerHost(options, true);
    const virtualDirs = new Set<string>();
    for (const fileName of virtual.keys()) {
        for (let dir = path.dirname(fileName); dir !== path.dirname(dir); dir = path.dirname(dir)) virtualDirs.add(dir);
    }
    const realFileExists = host.fileExists.bind(host);
    const realReadFile = host.readFile.bind(host);
    const realDirectoryExists = host.directoryExists?.bind(host);
    const realGetSourceFile = host.getSourceFile.bind(host);
    host.fileExists = fileName => virtual.has(fileName) || realFileExists(fileName);
    host.readFile = fileName => virtual.get(fileName) ?? realReadFile(fileName);
    host.directoryExists = dir =>
        virtualDirs.has(dir) || (realDirectoryExists ? realDirectoryExists(dir) : ts.sys.directoryExists(dir));
    host.realpath = p => (virtual.has(p) || virtualDirs.has(p) ? p : (ts.sys.realpath?.(p) ?? p));
    host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
        const text = virtual.get(fileName);
        if (text !== undefined) {
            let sourceFile = ts.createSourceFile(fileName, text, languageVersion, true);
            // A block without import/export would be a global script and clash with other blocks' names.
            if (!ts.isExternalModule(sourceFile))
                sourceFile = ts.createSourceFile(fileName, `${text}\nexport {};\n`, languageVersion, true);
            return sourceFile;
        }
        const key = `${fileName}|${JSON.stringify(languageVersion)}`;
        const cached = sharedSourceFiles.get(key);
        if (cached) return cached;
        const sourceFile = realGetSourceFile(fileName, languageVersion, onError, shouldCreate);
        if (sourceFile) sharedSourceFiles.set(key, sourceFile);
        return sourceFile;
    };
    return host;
}

/**
 * A block that augments a module or the global scope (`declare module '@vendure/core' { … }` for custom
 * fields, `declare global`, a `.d.ts` file) changes the types every other file in its Program sees.
 */
export function declaresAmbientTypes(block: CodeBlock): boolean {
    const title = typeof block.attributes.title === 'string' ? block.attributes.title : '';
    return /\.d\.[cm]?ts$/.test(title) || /^\s*(export\s+)?declare\s+(module|global)\b/m.test(block.code);
}

/**
 * Groups blocks into Programs: every page without type augmentations shares one Program (loading the
 * @vendure/* declarations once is what costs time); a page that augments types gets a Program of its own so
 * its augmentation cannot make another page's example compile, or clash with another page's augmentation.
 */
export function groupForPrograms(blocks: CodeBlock[]): CodeBlock[][] {
    const isolatedPages = new Set(blocks.filter(declaresAmbientTypes).map(b => b.page));
    const shared = blocks.filter(b => !isolatedPages.has(b.page));
    const isolated = [...isolatedPages].sort().map(page => blocks.filter(b => b.page === page));
    return [shared, ...isolated].filter(group => group.length > 0);
}

/** One compiler error, with the block it is in (none for an error outside every block). */
export interface BlockDiagnostic {
    block: CodeBlock | undefined;
    /** 0-based line inside the block's code (none when the error has no position). */
    line: number | undefined;
    diagnostic: ts.Diagnostic;
    /** The first block of the Program that reported it: where an error outside every block is reported. */
    programBlock: CodeBlock;
}

export interface TypeScriptDiagnostics {
    diagnostics: BlockDiagnostic[];
    programs: number;
}

/**
 * Type-checks TypeScript blocks (see groupForPrograms) and returns every error with the block it is in.
 * The content check reports them all (checkTypeScriptBlocks); the reference's examples check filters them.
 */
export function typeScriptDiagnostics(repoRoot: string, blocks: CodeBlock[]): TypeScriptDiagnostics {
    const tsBlocks = blocks.filter(isTypeScriptBlock);
    const options = vendureCompilerOptions(repoRoot);
    const diagnostics: BlockDiagnostic[] = [];
    let oldProgram: ts.Program | undefined;
    const groups = groupForPrograms(tsBlocks);
    for (const group of groups) {
        const files = layoutVirtualFiles(repoRoot, group);
        const virtual = new Map(files.map(f => [f.fileName, f.block.code]));
        const byFileName = new Map(files.map(f => [f.fileName, f.block]));
        const program: ts.Program = ts.createProgram({
            rootNames: [...virtual.keys()],
            options,
            host: createHost(options, virtual),
            oldProgram,
        });
        oldProgram = program;
        diagnostics.push(...collectDiagnostics(program, byFileName, group[0]));
    }
    return { diagnostics, programs: groups.length };
}

export interface TypeScriptCheckResult {
    failures: Failure[];
    programs: number;
}

/** Type-checks TypeScript blocks (see groupForPrograms) and maps every error to its markdown line. */
export function checkTypeScriptBlocks(repoRoot: string, blocks: CodeBlock[]): TypeScriptCheckResult {
    const { diagnostics, programs } = typeScriptDiagnostics(repoRoot, blocks);
    const failures = diagnostics.map(({ block, line, diagnostic, programBlock }): Failure => {
        const message = `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
        // An error without a position is reported at the fence of its block.
        if (block) return { page: block.page, line: block.fenceLine + 1 + (line ?? -1), kind: 'ts', message };
        const where = diagnostic.file ? ` (in ${path.relative(repoRoot, diagnostic.file.fileName)})` : '';
        return { page: programBlock.page, line: programBlock.fenceLine, kind: 'ts', message: `${message}${where}` };
    });
    return { failures, programs };
}

function collectDiagnostics(
    program: ts.Program,
    byFileName: Map<string, CodeBlock>,
    programBlock: CodeBlock,
): BlockDiagnostic[] {
    const found: BlockDiagnostic[] = [];
    const diagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
    for (const sourceFile of program.getRootFileNames().map(name => program.getSourceFile(name))) {
        if (!sourceFile) continue;
        diagnostics.push(...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile));
    }
    for (const diagnostic of diagnostics) {
        if (diagnostic.category !== ts.DiagnosticCategory.Error) continue;
        const block = diagnostic.file ? byFileName.get(diagnostic.file.fileName) : undefined;
        let line: number | undefined;
        if (block && diagnostic.file && diagnostic.start !== undefined) {
            const codeLines = block.code.split('\n').length;
            line = Math.min(diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line, codeLines - 1);
        }
        found.push({ block, line, diagnostic, programBlock });
    }
    return found;
}
