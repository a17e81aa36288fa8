import { existsSync, readFileSync } from 'node:fs';
import {
    buildSchema,
    GraphQLError,
    GraphQLSchema,
    Kind,
    NoUnusedFragmentsRule,
    parse,
    specifiedRules,
    validate,
    visit,
    type DocumentNode,
    type FragmentDefinitionNode,
} from 'graphql';
import { checkSdlExcerpt, isSdlDocument } from './check-sdl';
import type { CodeBlock, Failure } from '../../lib/content/types';

export const apiTitles = { 'Shop API': 'shop', 'Admin API': 'admin' } as const;
export type ApiTitle = keyof typeof apiTitles;
export type SchemaPaths = Record<ApiTitle, string>;

export function loadSchemas(paths: SchemaPaths): { schemas?: Record<ApiTitle, GraphQLSchema>; error?: string } {
    const missing = Object.values(paths).filter(p => !existsSync(p));
    if (missing.length > 0) {
        return {
            error: `GraphQL schema file(s) missing: ${missing.join(', ')}. Run \`npm run reference\` to generate them.`,
        };
    }
    const schemas = {} as Record<ApiTitle, GraphQLSchema>;
    for (const [title, file] of Object.entries(paths) as [ApiTitle, string][]) {
        schemas[title] = buildSchema(readFileSync(file, 'utf8'), { assumeValidSDL: true });
    }
    return { schemas };
}

export interface ParsedBlock {
    block: CodeBlock;
    api: ApiTitle;
    document: DocumentNode;
}

/** The fragments defined in a page's blocks, per page and API (`page|Shop API`); the first definition of a name wins. */
export function collectPageFragments(parsed: ParsedBlock[]): Map<string, Map<string, FragmentDefinitionNode>> {
    const fragmentsByPageApi = new Map<string, Map<string, FragmentDefinitionNode>>();
    for (const { block, api, document } of parsed) {
        const key = `${block.page}|${api}`;
        const fragments = fragmentsByPageApi.get(key) ?? new Map<string, FragmentDefinitionNode>();
        for (const definition of document.definitions) {
            if (definition.kind === Kind.FRAGMENT_DEFINITION && !fragments.has(definition.name.value))
                fragments.set(definition.name.value, definition);
        }
        fragmentsByPageApi.set(key, fragments);
    }
    return fragmentsByPageApi;
}

/**
 * The fragments from sibling blocks that a document spreads without defining them, transitively, in the
 * order they are to be appended after the document's own definitions.
 */
export function borrowFragments(
    document: DocumentNode,
    pageFragments: Map<string, FragmentDefinitionNode>,
): FragmentDefinitionNode[] {
    const own = new Set(
        document.definitions
            .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
            .map(d => d.name.value),
    );
    const borrowed: FragmentDefinitionNode[] = [];
    const pending = [...usedFragmentNames(document)];
    while (pending.length > 0) {
        const name = pending.pop()!;
        if (own.has(name)) continue;
        const fragment = pageFragments.get(name);
        if (!fragment) continue;
        own.add(name);
        borrowed.push(fragment);
        pending.push(...usedFragmentNames(fragment));
    }
    return borrowed;
}

export function isFragmentsOnly(document: DocumentNode): boolean {
    return document.definitions.every(d => d.kind === Kind.FRAGMENT_DEFINITION);
}

function usedFragmentNames(node: DocumentNode | FragmentDefinitionNode): Set<string> {
    const names = new Set<string>();
    visit(node, { FragmentSpread: spread => void names.add(spread.name.value) });
    return names;
}

/**
 * Validates each block against the schema named in its title: operations with graphql-js's rules, and a
 * block of type definitions as an excerpt of that schema (see check-sdl.ts). A fragment defined in another block of the
 * same page and API may be spread without repeating it; a block holding only fragments is not required to use them.
 */
export function checkGraphqlBlocks(
    blocks: CodeBlock[],
    schemas: Record<ApiTitle, GraphQLSchema> | undefined,
    schemaError?: string,
    /** Blocks whose schema comes from a plugin (see schemaFromPlugin in run.ts): parsed, not validated here. */
    parseOnly: (block: CodeBlock) => boolean = () => false,
): Failure[] {
    const failures: Failure[] = [];
    const parsed: ParsedBlock[] = [];
    for (const block of blocks) {
        const title = block.attributes.title;
        if (typeof title !== 'string' || !(title in apiTitles)) {
            failures.push({
                page: block.page,
                line: block.fenceLine,
                kind: 'graphql',
                message: `graphql block needs title="Shop API" or title="Admin API" (found ${typeof title === 'string' ? `"${title}"` : 'no title'})`,
            });
            continue;
        }
        try {
            parsed.push({ block, api: title as ApiTitle, document: parse(block.code) });
        } catch (error) {
            failures.push(locate(block, error as GraphQLError));
        }
    }
    if (!schemas) {
        if (parsed.length > 0)
            failures.push({
                page: parsed[0].block.page,
                line: parsed[0].block.fenceLine,
                kind: 'graphql',
                message: schemaError ?? 'GraphQL schemas not loaded',
            });
        return failures;
    }

    const fragmentsByPageApi = collectPageFragments(parsed);

    for (const { block, api, document } of parsed) {
        if (parseOnly(block)) continue;
        if (isSdlDocument(document)) {
            for (const problem of checkSdlExcerpt(document, schemas[api])) {
                failures.push({
                    page: block.page,
                    line: block.fenceLine + problem.line,
                    kind: 'graphql',
                    message: `${api} schema excerpt: ${problem.message}`,
                });
            }
            continue;
        }
        const borrowed = borrowFragments(document, fragmentsByPageApi.get(`${block.page}|${api}`)!);
        const onlyFragments = isFragmentsOnly(document);
        const rules = onlyFragments ? specifiedRules.filter(rule => rule !== NoUnusedFragmentsRule) : specifiedRules;
        const combined: DocumentNode = { ...document, definitions: [...document.definitions, ...borrowed] };
        const errors = validate(schemas[api], combined, rules);
        for (const error of errors) {
            // Errors inside borrowed fragments are reported on the block that defines them.
            const nodes = error.nodes ?? [];
            if (nodes.length > 0 && nodes.every(n => n.loc?.source !== document.loc?.source)) continue;
            failures.push(locate(block, error, api));
        }
    }
    return failures;
}

function locate(block: CodeBlock, error: GraphQLError, api?: ApiTitle): Failure {
    const ownLocation = error.nodes?.find(n => n.loc)?.loc;
    const line = error.locations?.[0]?.line ?? (ownLocation ? ownLocation.startToken.line : 0);
    const prefix = api ? `${api}: ` : '';
    return {
        page: block.page,
        line: line > 0 ? block.fenceLine + line : block.fenceLine,
        kind: 'graphql',
        message: `${prefix}${error.message}`,
    };
}
