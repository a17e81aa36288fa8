/**
 * The reference's TypeScript examples, type-checked while the reference is generated: collect.ts finds them,
 * fragment.ts makes each a file, check.ts type-checks them all with the content check's checker,
 * diagnostics.ts decides what is reported, annotate.ts puts a note after each example that does not compile.
 */
import type { ApiModel, RichText } from '../typescript/model';
import type { EntryExports } from '../typescript/reader';
import { annotateModel, exampleNote } from './annotate';
import { checkExamples, type ExampleResult } from './check';
import { collectExamples } from './collect';
import { exampleModules } from './modules';

export type { ExampleResult } from './check';

export interface ExamplesCheck {
    /** The model with a note after every example that does not type-check. */
    model: ApiModel;
    results: ExampleResult[];
}

export function checkReferenceExamples(
    repoRoot: string,
    model: ApiModel,
    entryExports: readonly EntryExports[],
    packageRoots: ReadonlyMap<string, string>,
): ExamplesCheck {
    const sources = exampleModules(repoRoot, packageRoots, entryExports);
    const results = checkExamples(repoRoot, collectExamples(model), name => sources.get(name) ?? []);
    const notes = new Map<RichText, Map<number, string>>();
    for (const { example, status, errors } of results) {
        if (status !== 'fails') continue;
        const { packageName, packageVersion } = example.declaration;
        const forText = notes.get(example.text) ?? new Map<number, string>();
        forText.set(example.fence, exampleNote(packageName, packageVersion, errors));
        notes.set(example.text, forText);
    }
    return { model: annotateModel(model, notes), results };
}

/** What the generator prints: the counts, then every example that does not compile and every one not checked. */
export function examplesReport(
    results: readonly ExampleResult[],
    urlOf: (declarationId: string) => string | undefined,
): string {
    const count = (status: ExampleResult['status']) => results.filter(r => r.status === status).length;
    const lines = [
        `reference examples: ${results.length} TypeScript examples, ${count('compiles')} compile, ` +
            `${count('fails')} do not (noted on their pages), ${count('unchecked')} not checked (they parse in no context)`,
    ];
    const where = (r: ExampleResult) => {
        const { declaration, member } = r.example;
        return `${urlOf(declaration.id) ?? declaration.id} ${declaration.name}${member ? `.${member}` : ''}`;
    };
    for (const r of results.filter(r => r.status === 'fails')) {
        const [first] = r.errors;
        const more = r.errors.length > 1 ? ` (+${r.errors.length - 1})` : '';
        lines.push(`  does not type-check: ${where(r)} line ${first.line}: TS${first.code} ${first.message}${more}`);
    }
    for (const r of results.filter(r => r.status === 'unchecked')) {
        const reason = r.preparation.kind === 'no-context' ? r.preparation.firstError : '';
        lines.push(`  not checked: ${where(r)}${reason ? ` (${reason})` : ''}`);
    }
    return lines.join('\n');
}
