import path from 'node:path';
import { checkJsonBlock, checkYamlBlock } from './check-data.js';
import { checkGraphqlBlocks, loadSchemas, type SchemaPaths } from './check-graphql.js';
import { checkTypeScriptBlocks } from './check-ts.js';
import { checkFrontMatter } from './front-matter.js';
import { parsePageFile } from './markdown.js';
import { isPartial } from './pages.js';
import type { CheckedLanguage, CodeBlock, Failure, OptOut } from './types.js';

export const checkedLanguages: CheckedLanguage[] = ['ts', 'tsx', 'graphql', 'json', 'yaml'];

export interface LanguageCount {
    checked: number;
    optedOut: number;
}

export interface CheckResult {
    pages: number;
    failures: Failure[];
    optOuts: OptOut[];
    counts: Record<CheckedLanguage, LanguageCount>;
    /** Blocks in languages the check does not verify (bash, mermaid, …), by language. */
    unchecked: Record<string, number>;
    /** How many TypeScript Programs were built: one shared, plus one per page that augments types. */
    typescriptPrograms: number;
}

export interface CheckOptions {
    repoRoot: string;
    /** Page paths relative to repoRoot. */
    pages: string[];
    schemaPaths: SchemaPaths;
}

export function defaultSchemaPaths(repoRoot: string): SchemaPaths {
    return {
        'Shop API': path.join(repoRoot, 'generated/graphql/shop.graphql'),
        'Admin API': path.join(repoRoot, 'generated/graphql/admin.graphql'),
    };
}

function isChecked(lang: string): lang is CheckedLanguage {
    return (checkedLanguages as string[]).includes(lang);
}

export function runContentCheck({ repoRoot, pages, schemaPaths }: CheckOptions): CheckResult {
    const failures: Failure[] = [];
    const optOuts: OptOut[] = [];
    const counts = Object.fromEntries(checkedLanguages.map((l) => [l, { checked: 0, optedOut: 0 }])) as Record<CheckedLanguage, LanguageCount>;
    const unchecked: Record<string, number> = {};
    const toCheck: CodeBlock[] = [];

    for (const pagePath of pages) {
        const { page, failures: parseFailures } = parsePageFile(path.join(repoRoot, pagePath), pagePath);
        failures.push(...parseFailures);
        if (!isPartial(pagePath) && parseFailures.every((f) => f.kind !== 'markdown')) failures.push(...checkFrontMatter(page));
        for (const block of page.blocks) {
            const optOut = block.attributes['no-check'];
            if (optOut !== undefined) {
                const reason = typeof optOut === 'string' ? optOut.trim() : '';
                if (reason === '') {
                    failures.push({ page: block.page, line: block.fenceLine, kind: 'meta', message: 'no-check needs a reason: no-check="why this block cannot be checked"' });
                } else {
                    optOuts.push({ page: block.page, line: block.fenceLine, lang: block.lang || '(none)', reason });
                    if (isChecked(block.lang)) counts[block.lang].optedOut++;
                }
                continue;
            }
            if (isChecked(block.lang)) {
                counts[block.lang].checked++;
                toCheck.push(block);
            } else {
                const lang = block.lang || '(none)';
                unchecked[lang] = (unchecked[lang] ?? 0) + 1;
            }
        }
    }

    const typescript = checkTypeScriptBlocks(repoRoot, toCheck);
    failures.push(...typescript.failures);
    const graphqlBlocks = toCheck.filter((b) => b.lang === 'graphql');
    if (graphqlBlocks.length > 0) {
        const { schemas, error } = loadSchemas(schemaPaths);
        failures.push(...checkGraphqlBlocks(graphqlBlocks, schemas, error));
    }
    for (const block of toCheck) {
        if (block.lang === 'json') failures.push(...checkJsonBlock(block));
        if (block.lang === 'yaml') failures.push(...checkYamlBlock(block));
    }
    failures.sort((a, b) => a.page.localeCompare(b.page) || a.line - b.line);
    return { pages: pages.length, failures, optOuts, counts, unchecked, typescriptPrograms: typescript.programs };
}
