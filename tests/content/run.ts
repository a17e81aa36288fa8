import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { CliModel } from '../../reference/cli/model';
import { readCli } from '../../reference/cli/read';
import { sdlDir } from '../../reference/paths';
import { checkCliBlocks, isShellBlock } from './check-cli';
import { checkJsonBlock, checkYamlBlock } from './check-data';
import { checkGraphqlBlocks, loadSchemas, type SchemaPaths } from './check-graphql';
import { checkTypeScriptBlocks, pathLikeTitle } from '../../lib/content/check-ts';
import { checkFrontMatter } from './front-matter';
import { parseMdx, parsePageFile } from '../../lib/content/markdown';
import { isConfigTitle, isRunConfig, isRunPlugin, readRunMeta } from '../../lib/content/meta';
import { runningExampleOf } from '../../lib/content/running-example';
import { isPartial } from './pages';
import { checkDashboardSpelling, installedDashboardStems } from './spelling';
import type { CheckedLanguage, CodeBlock, Failure, OptOut } from '../../lib/content/types';
import { checkUiLabels, userGuideLabelMatcher, userGuideRoot } from './ui-labels';
import { checkPermissionStatements, readPermissionModel } from './permissions';
import { checkGlossaryLinks, glossaryPage, readGlossaryTerms, type GlossaryTerm } from './glossary-links';
import type { PermissionModel } from '../../reference/permissions/model';

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
    /** GraphQL blocks only parsed, because their schema comes from a plugin (see schemaFromPlugin). */
    graphqlParsedOnly: number;
    /** Command lines of shell blocks that run the Vendure CLI, checked against its declarations (check-cli.ts). */
    cliCommands: number;
    /** The CLI they were checked against, when a page runs it. */
    cliVersion?: string;
    /** The TypeScript blocks checked (not opted out): the Admin UI's Angular stage compiles some of them again. */
    typescriptBlocks: CodeBlock[];
    /** The Angular compile of the Admin UI blocks (check-angular.ts), when the caller ran it. */
    angular?: { blocks: number; pages: number; compilerVersion: string; seconds: number };
}

/**
 * GraphQL whose schema comes from a plugin cannot be validated against the default schema: the blocks of a
 * page that builds its plugin (`run-plugin`), which `npm run check:examples` runs against a server with that
 * plugin, and blocks marked `needs="plugin:…"` or `needs="custom-field:…"`. They are parsed only.
 */
export function schemaFromPlugin(block: CodeBlock, pagesWithPlugin: Set<string>): boolean {
    const needs = block.attributes.needs;
    return pagesWithPlugin.has(block.page) || (typeof needs === 'string' && /^\s*(plugin|custom-field):/.test(needs));
}

export interface CheckOptions {
    repoRoot: string;
    /** Page paths relative to repoRoot. */
    pages: string[];
    schemaPaths: SchemaPaths;
}

export function defaultSchemaPaths(repoRoot: string): SchemaPaths {
    return {
        'Shop API': path.join(repoRoot, sdlDir, 'shop.graphql'),
        'Admin API': path.join(repoRoot, sdlDir, 'admin.graphql'),
    };
}

function isChecked(lang: string): lang is CheckedLanguage {
    return (checkedLanguages as string[]).includes(lang);
}

export function runContentCheck({ repoRoot, pages, schemaPaths }: CheckOptions): CheckResult {
    const failures: Failure[] = [];
    const optOuts: OptOut[] = [];
    const counts = Object.fromEntries(checkedLanguages.map(l => [l, { checked: 0, optedOut: 0 }])) as Record<
        CheckedLanguage,
        LanguageCount
    >;
    const unchecked: Record<string, number> = {};
    const toCheck: CodeBlock[] = [];
    const shellBlocks: CodeBlock[] = [];
    const pagesWithPlugin = new Set<string>();
    let isUiLabel: ((text: string) => boolean) | undefined;
    let permissionModel: PermissionModel | undefined;
    let glossaryTerms: GlossaryTerm[] | undefined;

    for (const pagePath of pages) {
        const { page, failures: parseFailures } = parsePageFile(path.join(repoRoot, pagePath), pagePath);
        failures.push(...parseFailures);
        if (!isPartial(pagePath) && parseFailures.every(f => f.kind !== 'markdown'))
            failures.push(...checkFrontMatter(page));
        failures.push(
            ...checkDashboardSpelling(
                pagePath,
                readFileSync(path.join(repoRoot, pagePath), 'utf8'),
                installedDashboardStems(repoRoot),
            ),
        );
        if (pagePath.startsWith(userGuideRoot) && parseFailures.every(f => f.kind !== 'markdown')) {
            const tree = parseMdx(readFileSync(path.join(repoRoot, pagePath), 'utf8'));
            failures.push(...checkUiLabels(tree, pagePath, (isUiLabel ??= userGuideLabelMatcher(repoRoot))));
            failures.push(
                ...checkPermissionStatements(tree, pagePath, (permissionModel ??= readPermissionModel(repoRoot))),
            );
            glossaryTerms ??= readGlossaryTerms(readFileSync(path.join(repoRoot, glossaryPage), 'utf8'));
            failures.push(...checkGlossaryLinks(tree, pagePath, glossaryTerms));
        }
        if (runningExampleOf(page) || page.blocks.some(b => b.lang === 'ts' && isRunPlugin(b.attributes)))
            pagesWithPlugin.add(pagePath);
        for (const block of page.blocks) {
            failures.push(...checkRunMeta(block));
            const optOut = block.attributes['no-check'];
            if (optOut !== undefined) {
                const reason = typeof optOut === 'string' ? optOut.trim() : '';
                if (reason === '') {
                    failures.push({
                        page: block.page,
                        line: block.fenceLine,
                        kind: 'meta',
                        message: 'no-check needs a reason: no-check="why this block cannot be checked"',
                    });
                } else {
                    optOuts.push({ page: block.page, line: block.fenceLine, lang: block.lang || '(none)', reason });
                    if (isChecked(block.lang)) counts[block.lang].optedOut++;
                }
                continue;
            }
            if (isShellBlock(block)) shellBlocks.push(block);
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
    const graphqlBlocks = toCheck.filter(b => b.lang === 'graphql');
    const parseOnly = (block: CodeBlock) => schemaFromPlugin(block, pagesWithPlugin);
    if (graphqlBlocks.length > 0) {
        const { schemas, error } = loadSchemas(schemaPaths);
        failures.push(...checkGraphqlBlocks(graphqlBlocks, schemas, error, parseOnly));
    }
    for (const block of toCheck) {
        if (block.lang === 'json') failures.push(...checkJsonBlock(block));
        if (block.lang === 'yaml') failures.push(...checkYamlBlock(block));
    }
    let cli: CliModel | undefined;
    const cliCheck = checkCliBlocks(shellBlocks, () => (cli ??= readCli(repoRoot)));
    failures.push(...cliCheck.failures);
    failures.sort((a, b) => a.page.localeCompare(b.page) || a.line - b.line);
    const graphqlParsedOnly = graphqlBlocks.filter(parseOnly).length;
    return {
        pages: pages.length,
        failures,
        optOuts,
        counts,
        unchecked,
        typescriptPrograms: typescript.programs,
        graphqlParsedOnly,
        cliCommands: cliCheck.commands,
        cliVersion: cli && `${cli.packageName} ${cli.version}`,
        typescriptBlocks: toCheck.filter(b => b.lang === 'ts' || b.lang === 'tsx'),
    };
}

/** The meta conventions of `npm run check:examples` (tests/content/README.md), checked here too because they cost nothing. */
export function checkRunMeta(block: CodeBlock): Failure[] {
    const failures: Failure[] = [];
    const fail = (message: string) => failures.push({ page: block.page, line: block.fenceLine, kind: 'meta', message });
    const run = readRunMeta(block.attributes);
    const title = typeof block.attributes.title === 'string' ? block.attributes.title.trim() : '';
    const pathTitledTs = block.lang === 'ts' && pathLikeTitle.test(title);
    // A config block that the examples of a plugin page do not run with says why, as a GraphQL block does.
    const configBlock = pathTitledTs && isConfigTitle(title, block.attributes);
    const has = (name: string) => block.attributes[name] !== undefined;
    if (block.lang === 'graphql' || (configBlock && !has('needs') && !has('expect-error'))) {
        if (run.kind === 'invalid') fail(run.message);
    } else if (has('needs') || has('expect-error') || has('no-run')) {
        fail('needs and expect-error apply to GraphQL blocks only; no-run to GraphQL blocks and config blocks');
    }
    if (isRunPlugin(block.attributes) && !pathTitledTs)
        fail(
            'run-plugin belongs on a ts block titled with its file path (title="src/plugins/x/x.plugin.ts") that exports the plugin class',
        );
    if (isRunConfig(block.attributes) && !pathTitledTs)
        fail(
            'run-config belongs on a ts block titled with its file path (title="src/vendure-config.ts") that exports the config',
        );
    return failures;
}
