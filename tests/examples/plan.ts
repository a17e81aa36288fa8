/**
 * Turns a parsed page (tests/content's parser) into the list of GraphQL examples to run: each block with its
 * API, its document (plus fragments borrowed from sibling blocks, as the content check does), its Variables
 * and shown Response, and its run meta.
 */
import { Kind, OperationTypeNode, parse, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import {
    apiTitles,
    borrowFragments,
    collectPageFragments,
    isFragmentsOnly,
    type ApiTitle,
    type ParsedBlock,
} from '../content/check-graphql';
import { isSdlDocument } from '../content/check-sdl';
import { pathLikeTitle } from '../../lib/content/check-ts';
import { isConfigTitle, isRunConfig, isRunPlugin, readRunMeta, type RunMeta } from '../../lib/content/meta';
import type { CodeBlock, Failure, Page } from '../../lib/content/types';
import { runningExampleOf } from '../../lib/content/running-example';

export interface JsonBlock {
    block: CodeBlock;
    value: unknown;
}

export interface Example {
    block: CodeBlock;
    api: ApiTitle;
    /** The block's own text followed by the fragments it borrows; line numbers of the block's text are kept. */
    source: string;
    /** Names of the operations, in order ('' for an anonymous one); empty for a fragment or type-definition block. */
    operations: string[];
    /** Whether the block signs in (a top-level `login` or `authenticate` mutation). */
    signsIn: boolean;
    meta: RunMeta;
    variables?: JsonBlock;
    response?: JsonBlock;
    /** The next code block when it is a json block without a title: probably Variables or a Response missing its title. */
    untitledJson?: CodeBlock;
}

export interface PagePlan {
    page: string;
    examples: Example[];
    /** Blocks holding only fragments or type definitions: not run. */
    definitionsOnly: number;
    /** Path-titled ts blocks marked `run-plugin`. */
    pluginBlocks: CodeBlock[];
    /** The plugin file of the guide's running example the page runs with (front matter `running_example`). */
    runningExample?: string;
    /** On a page with `run-plugin` blocks or a running example, the config it shows, which the plugin's server runs with. */
    configBlock?: CodeBlock;
    /** Configs the page shows but does not run with (`no-run="…"`), with the reason. */
    configOptOuts: Array<{ block: CodeBlock; reason: string }>;
    /** Mistakes in the page's conventions (orphan Variables, a Response that is not `{ "data": … }`, …). */
    failures: Failure[];
}

const titleOf = (block: CodeBlock): string =>
    typeof block.attributes.title === 'string' ? block.attributes.title.trim() : '';
const isJsonTitled = (block: CodeBlock | undefined, title: string): block is CodeBlock =>
    block?.lang === 'json' && titleOf(block) === title;

/** Docusaurus `// highlight-…` comment lines are allowed in json blocks (the content check drops them too). */
function parseJson(block: CodeBlock): unknown {
    return JSON.parse(block.code.replace(/^\s*\/\/\s*highlight-.*$/gm, ''));
}

function operationsOf(document: DocumentNode): OperationDefinitionNode[] {
    return document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
}

function signsIn(operations: OperationDefinitionNode[]): boolean {
    return operations.some(
        op =>
            op.operation === OperationTypeNode.MUTATION &&
            op.selectionSet.selections.some(
                s => s.kind === Kind.FIELD && (s.name.value === 'login' || s.name.value === 'authenticate'),
            ),
    );
}

export function planPage(page: Page): PagePlan {
    const failures: Failure[] = [];
    const fail = (block: CodeBlock, message: string) =>
        failures.push({ page: page.path, line: block.fenceLine, kind: 'examples', message });
    const parsed: ParsedBlock[] = [];
    const noCheck: Example[] = [];
    // On a page that builds its plugin, the server with the plugin validates the GraphQL: a block that is
    // opted out of the content check for lack of the plugin's schema is run like any other.
    const runningExample = runningExampleOf(page);
    const pageHasPlugin = !!runningExample || page.blocks.some(b => b.lang === 'ts' && isRunPlugin(b.attributes));
    for (const block of page.blocks) {
        if (block.lang !== 'graphql') continue;
        const optOut = block.attributes['no-check'];
        if (optOut !== undefined && !pageHasPlugin) {
            // Not valid against the schema, so not run either; counted as opted out with the content check's reason.
            const reason = typeof optOut === 'string' ? optOut.trim() : '';
            const api = (titleOf(block) in apiTitles ? titleOf(block) : 'Shop API') as ApiTitle;
            noCheck.push({
                block,
                api,
                source: block.code,
                operations: [],
                signsIn: false,
                meta: { kind: 'no-run', reason: `no-check: ${reason}` },
            });
            continue;
        }
        const title = titleOf(block);
        // A wrong title or a syntax error is the content check's to report; such a block cannot run either.
        if (!(title in apiTitles)) continue;
        try {
            parsed.push({ block, api: title as ApiTitle, document: parse(block.code) });
        } catch {
            continue;
        }
    }
    const fragments = collectPageFragments(parsed);
    const examples: Example[] = [];
    let definitionsOnly = 0;

    for (const { block, api, document } of parsed) {
        if (isSdlDocument(document) || isFragmentsOnly(document)) {
            definitionsOnly++;
            continue;
        }
        const borrowed = borrowFragments(document, fragments.get(`${block.page}|${api}`)!);
        const source = [block.code, ...borrowed.map(f => print(f))].join('\n\n');
        const operations = operationsOf(document);
        const example: Example = {
            block,
            api,
            source,
            operations: operations.map(op => op.name?.value ?? ''),
            signsIn: signsIn(operations),
            meta: readRunMeta(block.attributes),
        };
        // Variables: the next code block of the page, if it is a json block titled "Variables"; then the
        // Response: the next code block after the GraphQL block or after its Variables.
        let next = page.blocks[block.index + 1];
        if (next?.lang === 'json' && titleOf(next) === '') example.untitledJson = next;
        if (isJsonTitled(next, 'Variables')) {
            try {
                const value = parseJson(next);
                if (value === null || typeof value !== 'object' || Array.isArray(value))
                    fail(next, 'a Variables block holds one JSON object: { "name": value, … }');
                else example.variables = { block: next, value };
            } catch {
                // Invalid JSON is reported by the content check.
            }
            next = page.blocks[next.index + 1];
        }
        if (next?.lang === 'json' && titleOf(next) === '') {
            fail(
                next,
                'a json block right after a GraphQL block (or its Variables) is read only with a title: title="Variables" for its variables, title="Response" for the response it shows',
            );
        }
        if (isJsonTitled(next, 'Response')) {
            try {
                const value = parseJson(next);
                if (value === null || typeof value !== 'object' || Array.isArray(value) || !('data' in value)) {
                    fail(next, 'a Response block shows the whole response, written as { "data": … }');
                } else if (operations.length !== 1) {
                    fail(next, 'a Response can only follow a GraphQL block with one operation');
                } else {
                    example.response = { block: next, value };
                }
            } catch {
                // Invalid JSON is reported by the content check.
            }
        }
        examples.push(example);
    }

    // Positional, so that the Variables of a block that is not run (no-check, wrong title) are not orphans.
    for (const block of page.blocks) {
        const previous = page.blocks[block.index - 1];
        const afterGraphql = previous?.lang === 'graphql';
        const afterVariables =
            isJsonTitled(previous, 'Variables') && page.blocks[previous.index - 1]?.lang === 'graphql';
        if (isJsonTitled(block, 'Variables') && !afterGraphql)
            fail(
                block,
                'a json block titled "Variables" must be the next code block after a GraphQL block (title="Shop API" or "Admin API")',
            );
        if (isJsonTitled(block, 'Response') && !afterGraphql && !afterVariables)
            fail(
                block,
                'a json block titled "Response" must be the next code block after a GraphQL block or after its Variables',
            );
    }
    examples.push(...noCheck);
    examples.sort((a, b) => a.block.fenceLine - b.block.fenceLine);
    const pluginBlocks = page.blocks.filter(b => b.lang === 'ts' && isRunPlugin(b.attributes));
    const config = pluginBlocks.length > 0 || runningExample ? pickConfig(page, fail) : { configOptOuts: [] };
    failures.sort((a, b) => a.line - b.line);
    return { page: page.path, examples, definitionsOnly, pluginBlocks, runningExample, ...config, failures };
}

/**
 * The config a plugin page's server runs with: its one path-titled `vendure-config.ts` (or variant) block
 * that is not opted out with `no-run`, or the one block marked `run-config`. A page that shows several
 * configs must say which one its responses come from.
 */
function pickConfig(
    page: Page,
    fail: (block: CodeBlock, message: string) => void,
): Pick<PagePlan, 'configBlock' | 'configOptOuts'> {
    const candidates = page.blocks.filter(b => b.lang === 'ts' && isConfigTitle(titleOf(b), b.attributes));
    const configOptOuts: PagePlan['configOptOuts'] = [];
    const runnable: CodeBlock[] = [];
    for (const block of candidates) {
        const meta = readRunMeta(block.attributes);
        if (!pathLikeTitle.test(titleOf(block))) {
            fail(block, 'run-config belongs on a ts block titled with its file path (title="src/vendure-config.ts")');
        } else if (meta.kind === 'no-run') {
            if (isRunConfig(block.attributes)) fail(block, 'a config block is either run-config or no-run, not both');
            else configOptOuts.push({ block, reason: meta.reason });
        } else if (meta.kind === 'invalid') {
            fail(block, meta.message);
        } else {
            runnable.push(block);
        }
    }
    const marked = runnable.filter(b => isRunConfig(b.attributes));
    if (marked.length > 1) {
        for (const block of marked.slice(1))
            fail(block, `only one config block runs: run-config is already on line ${marked[0].fenceLine}`);
    }
    if (marked.length > 0) return { configBlock: marked[0], configOptOuts };
    if (runnable.length > 1) {
        const lines = runnable.map(b => b.fenceLine).join(', ');
        for (const block of runnable)
            fail(
                block,
                `this page shows ${runnable.length} configs (lines ${lines}): mark the one its responses come from with run-config, or opt the others out with no-run="why"`,
            );
        return { configOptOuts };
    }
    return { configBlock: runnable[0], configOptOuts };
}
