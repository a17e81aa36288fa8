import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type ts from 'typescript';

import { isTypeScriptBlock, layoutVirtualFiles } from '../../lib/content/check-ts';
import type { CodeBlock, Failure } from '../../lib/content/types';

/**
 * The Admin UI's extension code is built by `compileUiExtensions` (`@vendure/ui-devkit/compiler`): it copies
 * the extension files into its scaffold app and runs the Angular compiler with the scaffold's tsconfig. This
 * stage runs that compiler (the `@angular/compiler-cli` and TypeScript that `@vendure/ui-devkit` depends on,
 * not the site's own TypeScript) in AOT mode over the pages' blocks, so their templates are type-checked
 * against the component classes and the declarations of `@vendure/admin-ui`.
 */

/** A block is Admin UI code when it imports Angular or the Admin UI; its relative imports come with it. */
const adminUiImport = /\bfrom\s+['"](@angular\/|@vendure\/admin-ui['"/])/;

export function isAdminUiBlock(block: CodeBlock): boolean {
    return isTypeScriptBlock(block) && adminUiImport.test(block.code);
}

/** Where the blocks are written: the Angular compiler reads files from disk (git-ignored). */
export function angularWorkDir(repoRoot: string): string {
    return path.join(repoRoot, 'tests/content/.work/angular');
}

/**
 * The scaffold's `angularCompilerOptions` turn template type-checking off (`fullTemplateTypeCheck: false`),
 * which would let a wrong binding through. Strict templates check it, except null input types: the inputs of
 * @vendure/admin-ui's components are declared non-null (`items: T[]`) and its own templates feed them with
 * `items$ | async`, so a page that follows them could not pass.
 */
const templateChecks = {
    fullTemplateTypeCheck: undefined,
    strictTemplates: true,
    strictNullInputTypes: false,
};

/**
 * Errors a page cannot avoid because @vendure/admin-ui's own templates make them: its list pages bind the
 * base list's `searchTermControl` (`FormControl<string | null>`) to `vdr-dt2-search`, which declares a
 * `FormControl<string>`.
 */
const libraryIdioms = [/^Type 'FormControl<string \| null>' is not assignable to type 'FormControl<string>'\./];

interface AngularCompilerCli {
    readConfiguration(project: string): { options: ts.CompilerOptions; errors: readonly ts.Diagnostic[] };
    performCompilation(args: {
        rootNames: string[];
        options: ts.CompilerOptions;
        gatherDiagnostics?: (program: AngularProgram) => readonly ts.Diagnostic[];
    }): { diagnostics: readonly ts.Diagnostic[] };
}

interface AngularProgram {
    getTsOptionDiagnostics(): readonly ts.Diagnostic[];
    getNgOptionDiagnostics(): readonly ts.Diagnostic[];
    getTsSyntacticDiagnostics(): readonly ts.Diagnostic[];
    getTsSemanticDiagnostics(): readonly ts.Diagnostic[];
    getNgStructuralDiagnostics(): readonly ts.Diagnostic[];
    getNgSemanticDiagnostics(): readonly ts.Diagnostic[];
}

export interface AngularCheckResult {
    failures: Failure[];
    /** Admin UI blocks compiled as root files (their relative imports are compiled with them). */
    blocks: number;
    pages: number;
    compilerVersion: string;
}

/** Compiles the Admin UI blocks of the given blocks' pages with the Admin UI's Angular compiler. */
export async function checkAngularBlocks(repoRoot: string, blocks: CodeBlock[]): Promise<AngularCheckResult> {
    const roots = blocks.filter(isAdminUiBlock);
    const pages = new Set(roots.map(b => b.page));
    // Every TypeScript block of those pages is written, so that relative imports between them resolve.
    const pageBlocks = blocks.filter(b => pages.has(b.page) && isTypeScriptBlock(b));
    const devkit = createRequire(path.join(repoRoot, 'node_modules/@vendure/ui-devkit/package.json'));
    const compilerCliEntry = devkit.resolve('@angular/compiler-cli');
    const compilerVersion = (
        createRequire(compilerCliEntry)('@angular/compiler-cli/package.json') as { version: string }
    ).version;
    if (roots.length === 0) return { failures: [], blocks: 0, pages: 0, compilerVersion };

    const workDir = angularWorkDir(repoRoot);
    rmSync(workDir, { recursive: true, force: true });
    const files = layoutVirtualFiles(repoRoot, pageBlocks, workDir);
    for (const file of files) {
        mkdirSync(path.dirname(file.fileName), { recursive: true });
        writeFileSync(file.fileName, file.block.code);
    }
    const byFileName = new Map(files.map(f => [path.resolve(f.fileName), f.block]));
    const rootNames = files.filter(f => isAdminUiBlock(f.block)).map(f => f.fileName);

    const ng = (await import(pathToFileURL(compilerCliEntry).href)) as AngularCompilerCli;
    const tsOfCompiler = createRequire(compilerCliEntry)('typescript') as typeof ts;
    const scaffold = ng.readConfiguration(
        path.join(path.dirname(devkit.resolve('@vendure/ui-devkit/package.json')), 'scaffold/src/tsconfig.app.json'),
    );
    const { diagnostics } = ng.performCompilation({
        rootNames,
        options: { ...scaffold.options, ...templateChecks, noEmit: true },
        // The default stops at the first kind of error; a page wants all of them at once.
        gatherDiagnostics: program => [
            ...program.getTsOptionDiagnostics(),
            ...program.getNgOptionDiagnostics(),
            ...program.getTsSyntacticDiagnostics(),
            ...program.getTsSemanticDiagnostics(),
            ...program.getNgStructuralDiagnostics(),
            ...program.getNgSemanticDiagnostics(),
        ],
    });

    const fallback = roots[0];
    const failures = [...scaffold.errors, ...diagnostics]
        .filter(d => d.category === tsOfCompiler.DiagnosticCategory.Error)
        .filter(d => {
            const first = typeof d.messageText === 'string' ? d.messageText : d.messageText.messageText;
            return !libraryIdioms.some(idiom => idiom.test(first));
        })
        .map((diagnostic): Failure => {
            const text = tsOfCompiler.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
            const code = String(diagnostic.code);
            // Angular's own errors are numbered -99xxxx; Angular prints them as NGxxxx.
            const message = `${code.startsWith('-99') ? `NG${code.slice(3)}` : `TS${code}`}: ${text}`;
            const block = diagnostic.file && byFileName.get(path.resolve(diagnostic.file.fileName));
            if (block && diagnostic.file && diagnostic.start !== undefined) {
                const line = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line;
                const lastLine = block.code.split('\n').length - 1;
                return {
                    page: block.page,
                    line: block.fenceLine + 1 + Math.min(line, lastLine),
                    kind: 'angular',
                    message,
                };
            }
            const where = diagnostic.file ? ` (in ${path.relative(repoRoot, diagnostic.file.fileName)})` : '';
            const at = block ?? fallback;
            return { page: at.page, line: at.fenceLine, kind: 'angular', message: `${message}${where}` };
        });
    return { failures, blocks: rootNames.length, pages: pages.size, compilerVersion };
}
