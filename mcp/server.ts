/**
 * The docs MCP server: three tools over a built site, on the official SDK. Read-only: it reads the build and
 * writes nothing; the search reads the index from disk (src/search/node-search.ts), so it opens no socket.
 * Each tool answers with text for the model and the same facts as `structuredContent` for programs.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod/v4';

import { docAreaNames, type DocArea } from '../src/doc-areas';
import { nodeLocalSearch } from '../src/search/node-search';
import { siteUrl } from '../src/site';
import { ApiLookup, lookupText } from './api-lookup';
import { DocsBuild } from './docs-build';
import { searchDocs, searchDocsText } from './search-docs';

const areas = docAreaNames as [DocArea, ...DocArea[]];

const searchInput = {
    query: z
        .string()
        .trim()
        .min(1, 'query is empty: give words or an API name to search for')
        .max(300)
        .describe('Words, a question or an API name, as typed into the site search ("order process", "OrderService")'),
    area: z.enum(areas).optional().describe('Only pages of this doc area'),
};

const searchOutput = {
    query: z.string(),
    correctedQuery: z.string().nullable(),
    area: z.enum(areas).nullable(),
    total: z.number(),
    results: z.array(
        z.object({
            title: z.string(),
            area: z.string(),
            url: z.string(),
            hits: z.array(
                z.object({ heading: z.string().nullable(), url: z.string(), snippet: z.string().nullable() }),
            ),
        }),
    ),
};

const readInput = {
    url_or_path: z
        .string()
        .trim()
        .min(1, 'url_or_path is empty: give a page URL or path such as /guides/core-concepts/orders/')
        .describe(`A page of ${siteUrl}: its URL or path, with or without a trailing slash, .md or #anchor`),
};

const pageOutput = {
    title: z.string(),
    url: z.string(),
    markdownUrl: z.string(),
    area: z.enum(areas).nullable(),
    vendureVersion: z.string().nullable(),
    section: z.string().nullable(),
    unknownAnchor: z.string().nullable(),
    redirectedFrom: z.string().nullable(),
    markdown: z.string(),
};

const lookupInput = {
    name: z
        .string()
        .trim()
        .min(1, 'name is empty: give an API name such as OrderService, OrderService.findOne or addItemToOrder')
        .describe('A TypeScript or GraphQL name: OrderProcess, OrderService.findOne, addItemToOrder, ProductVariant'),
};

const lookupOutput = {
    vendureVersion: z.string().nullable(),
    entries: z.array(
        z.object({
            name: z.string(),
            member: z.string().nullable(),
            kind: z.string(),
            source: z.string(),
            url: z.string(),
            markdownUrl: z.string(),
            signature: z.string().nullable(),
            markdown: z.string(),
        }),
    ),
};

function failure(text: string): CallToolResult {
    return { content: [{ type: 'text', text }], isError: true };
}

function answer<T extends Record<string, unknown>>(text: string, structuredContent: T): CallToolResult {
    return { content: [{ type: 'text', text }], structuredContent };
}

export function createDocsServer(buildDir: string): McpServer {
    const build = new DocsBuild(buildDir);
    const search = nodeLocalSearch(build.dir);
    // Pagefind's script, wasm and metadata load while the client is still starting up.
    search.warm();
    const lookup = new ApiLookup(build);
    const version = build.vendureVersion ? `Vendure ${build.vendureVersion}` : 'Vendure';
    const server = new McpServer(
        { name: 'vendure-docs', version: build.vendureVersion ?? '0.0.0' },
        {
            instructions:
                `The documentation of ${version} (${siteUrl}), read from a local build: guides (Learn), the API ` +
                `reference (TypeScript, GraphQL Admin and Shop APIs, core plugins, Dashboard) and the User Guide. ` +
                'search_docs finds pages as the site search does; read_page gives a page or one section as Markdown; ' +
                'lookup_api gives the reference entry of a TypeScript or GraphQL name with its signature.',
        },
    );

    server.registerTool(
        'search_docs',
        {
            title: 'Search the Vendure docs',
            description:
                `Search the ${version} docs with the site's own search (same index, ranking and spelling correction). ` +
                'Returns the best pages, each with its URL and its best headings and snippets. An exact API name ranks its reference entry first.',
            inputSchema: searchInput,
            outputSchema: searchOutput,
            annotations: { readOnlyHint: true, openWorldHint: false },
        },
        async ({ query, area }) => {
            const result = await searchDocs(search, query, area ?? null);
            return answer(searchDocsText(result), { ...result });
        },
    );

    server.registerTool(
        'read_page',
        {
            title: 'Read a docs page as Markdown',
            description:
                `A page of the ${version} docs as Markdown, with its title, doc area and the Vendure version it documents. ` +
                'With a #anchor, only the section under that heading.',
            inputSchema: readInput,
            outputSchema: pageOutput,
            annotations: { readOnlyHint: true, openWorldHint: false },
        },
        async ({ url_or_path }) => {
            const page = await build.page(url_or_path);
            if ('error' in page) return failure(page.error);
            const facts = [
                `${page.title} · ${page.area ?? 'no doc area'} · documents Vendure ${page.vendureVersion ?? '(version unknown)'}`,
                page.url,
            ];
            if (page.redirectedFrom) facts.push(`(${page.redirectedFrom} moved here)`);
            if (page.section) facts.push(`Section "${page.section}" only; without the anchor, the whole page.`);
            if (page.unknownAnchor) facts.push(`No heading matches #${page.unknownAnchor}: the whole page follows.`);
            return answer(`${facts.join('\n')}\n\n${page.markdown}`, { ...page });
        },
    );

    server.registerTool(
        'lookup_api',
        {
            title: 'Look up a Vendure API name',
            description:
                `The ${version} reference entry of a TypeScript name (class, interface, function, type, enum, or Name.member) ` +
                'or GraphQL name (query, mutation, type, input, enum): kind, package or API, URL, signature and its section of the page as Markdown. ' +
                'A name documented in several places (a TypeScript entity and its GraphQL types) gives every entry.',
            inputSchema: lookupInput,
            outputSchema: lookupOutput,
            annotations: { readOnlyHint: true, openWorldHint: false },
        },
        async ({ name }) => {
            const result = await lookup.lookup(name);
            if ('error' in result) return failure(result.error);
            return answer(lookupText(result.entries, result.vendureVersion), { ...result });
        },
    );

    return server;
}
