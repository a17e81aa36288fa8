/**
 * Type-checks every TypeScript example of the generated reference against the pinned packages, with the
 * content check's checker (lib/content/check-ts.ts: its compiler options and Programs): one Program for all
 * of them, plus one per example that augments a module. Fragments are prepared first (fragment.ts); which
 * errors are reported is decided by diagnostics.ts.
 */
import ts from 'typescript';

import { typeScriptDiagnostics } from '../../lib/content/check-ts';
import type { CodeBlock } from '../../lib/content/types';
import type { ReferenceExample } from './collect';
import { reportedError } from './diagnostics';
import { prepareExample, type Preparation } from './fragment';
import type { ExampleError, ImportSource } from './types';

export interface ExampleResult {
    example: ReferenceExample;
    /** `unchecked`: the example parses in no context (fragment.ts). */
    status: 'compiles' | 'fails' | 'unchecked';
    preparation: Preparation & { lang: 'ts' | 'tsx' };
    /** The errors of a failing example (of its first file when it has two). */
    errors: ExampleError[];
}

export function checkExamples(
    repoRoot: string,
    examples: readonly ReferenceExample[],
    sourcesOf: (packageName: string) => readonly ImportSource[],
): ExampleResult[] {
    const blocks: CodeBlock[] = [];
    const owners = new Map<CodeBlock, { result: number; variant: number }>();
    const errorsOf: ExampleError[][][] = [];
    const results: ExampleResult[] = examples.map((example, i) => {
        const preparation = prepareExample(example.code, example.lang, sourcesOf(example.declaration.packageName));
        errorsOf.push([]);
        if (preparation.kind === 'syntax-errors')
            return { example, status: 'fails', preparation, errors: preparation.errors };
        if (preparation.kind === 'no-context') return { example, status: 'unchecked', preparation, errors: [] };
        preparation.prepared.texts.forEach((text, variant) => {
            // A page per example: an example that augments a module gets a Program of its own (groupForPrograms).
            const block: CodeBlock = {
                page: `reference-examples/${i + 1}.md`,
                lang: preparation.lang,
                meta: '',
                attributes: {},
                code: text,
                fenceLine: 0,
                index: variant,
            };
            blocks.push(block);
            owners.set(block, { result: i, variant });
            errorsOf[i].push([]);
        });
        return { example, status: 'compiles', preparation, errors: [] };
    });
    for (const found of typeScriptDiagnostics(repoRoot, blocks).diagnostics) {
        const owner = found.block && owners.get(found.block);
        if (!owner) {
            throw new Error(
                `reference examples: ${ts.flattenDiagnosticMessageText(found.diagnostic.messageText, ' ')}`,
            );
        }
        const { preparation, example } = results[owner.result];
        if (preparation.kind !== 'file') continue;
        const error = reportedError(found, preparation.prepared, example.code);
        if (error) errorsOf[owner.result][owner.variant].push(error);
    }
    results.forEach((result, i) => {
        if (result.preparation.kind !== 'file') return;
        // It compiles when one of its files does.
        if (errorsOf[i].some(errors => errors.length === 0)) return;
        result.status = 'fails';
        result.errors = errorsOf[i][0];
    });
    return results;
}
