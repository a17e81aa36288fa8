/**
 * The docs MCP server (mcp/) over build/ (or $BUILD_DIR), started by the SDK's client with the command and
 * arguments that mcp/README.md gives assistants, and called as an assistant calls it.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

import type { ApiEntry } from '../../mcp/api-lookup';
import type { Page } from '../../mcp/docs-build';
import type { SearchDocsResult } from '../../mcp/search-docs';
import { vendureRelease } from '../../reference/sources';
import { docAreaNames } from '../../src/doc-areas';
import { siteUrl } from '../../src/site';

const repoRoot = path.resolve(__dirname, '../..');
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(repoRoot, 'build'));
/** What the README asks readers to replace with the path of their clone. */
const clonePlaceholder = '/path/to/vendure-docs';

interface ServerConfig {
    command: string;
    args: string[];
}

/** The server entry of each JSON block of mcp/README.md: the npx command first, then the node command. */
function documentedServers(): ServerConfig[] {
    const readme = fs.readFileSync(path.join(repoRoot, 'mcp', 'README.md'), 'utf8');
    return [...readme.matchAll(/```json\n([\s\S]*?)\n```/g)]
        .map(([, json]) => (JSON.parse(json) as { mcpServers?: Record<string, ServerConfig> }).mcpServers)
        .filter(servers => servers !== undefined)
        .map(servers => servers['vendure-docs']);
}

/** The file of the bin that the npx command runs, if package.json has it. */
function npxBin(server: ServerConfig): string | undefined {
    const packageJson = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
        bin?: Record<string, string>;
    };
    const file = packageJson.bin?.[server.args[2]];
    return file && fs.existsSync(path.join(repoRoot, file)) ? file : undefined;
}

/** A client of the server as `server` starts it, from outside the clone, as an assistant would. */
async function connect(server: ServerConfig): Promise<Client> {
    const args = server.args.map(arg =>
        arg.startsWith(clonePlaceholder) ? repoRoot + arg.slice(clonePlaceholder.length) : arg,
    );
    if (process.env.BUILD_DIR) args.push('--build', buildDir);
    const connected = new Client({ name: 'tests-build-mcp', version: '1.0.0' });
    await connected.connect(
        new StdioClientTransport({ command: server.command, args, cwd: path.dirname(repoRoot), stderr: 'ignore' }),
    );
    return connected;
}

const [npx, node] = documentedServers();
let client: Client;

before(async () => {
    // Without the bin, npx would look the name up in the registry.
    assert.ok(npxBin(npx), `package.json has no bin "${npx.args[2]}"`);
    client = await connect(npx);
});

after(() => client?.close());

test("the README's commands: npx runs this repository's bin, node runs the same file", () => {
    assert.equal(npx.command, 'npx');
    assert.deepEqual(npx.args.slice(0, 2), ['--prefix', clonePlaceholder]);
    assert.equal(npx.args[3], 'mcp');
    assert.equal(npxBin(npx), 'mcp/vendure-docs.cjs');
    assert.equal(node.command, 'node');
    assert.deepEqual(node.args, [`${clonePlaceholder}/${npxBin(npx)}`, 'mcp']);
});

test("the README's node command starts the same server", async () => {
    const direct = await connect(node);
    try {
        const names = async (c: Client) => (await c.listTools()).tools.map(tool => tool.name).sort();
        assert.deepEqual(await names(direct), await names(client));
        const { content } = (await direct.callTool({
            name: 'lookup_api',
            arguments: { name: 'OrderService' },
        })) as CallToolResult;
        assert.match(content[0].type === 'text' ? content[0].text : '', /^OrderService: class/);
    } finally {
        await direct.close();
    }
});

async function call(name: string, args: Record<string, unknown>) {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    const text = result.content.map(part => (part.type === 'text' ? part.text : '')).join('\n');
    return { result, text };
}

async function ok<T>(name: string, args: Record<string, unknown>): Promise<{ data: T; text: string }> {
    const { result, text } = await call(name, args);
    assert.ok(!result.isError, `${name} ${JSON.stringify(args)} failed: ${text}`);
    return { data: result.structuredContent as T, text };
}

async function failure(name: string, args: Record<string, unknown>): Promise<string> {
    const { result, text } = await call(name, args);
    assert.equal(result.isError, true, `${name} ${JSON.stringify(args)} should fail, answered: ${text.slice(0, 300)}`);
    return text;
}

test('the server lists the three tools, the search with the doc areas as its filter', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map(tool => tool.name).sort(), ['lookup_api', 'read_page', 'search_docs']);
    const area = tools.find(tool => tool.name === 'search_docs')!.inputSchema.properties?.area as { enum: string[] };
    assert.deepEqual(area.enum, docAreaNames);
});

test('search_docs: an API name finds its reference entry first, in plain text', async () => {
    const { data, text } = await ok<SearchDocsResult>('search_docs', { query: 'OrderProcess' });
    assert.equal(data.results[0].url, `${siteUrl}/reference/typescript-api/orders/order-process/`);
    assert.equal(data.results[0].area, 'Reference');
    assert.ok(text.includes(data.results[0].url));
    const fields = data.results.flatMap(result => [result.title, ...result.hits.flatMap(h => [h.heading, h.snippet])]);
    assert.ok(fields.some(Boolean));
    for (const field of fields) assert.doesNotMatch(field ?? '', /<\/?[a-z]+>|&(amp|lt|gt|quot);/, String(field));
});

test('search_docs: a question finds its guide, with the heading that answers it', async () => {
    const { data } = await ok<SearchDocsResult>('search_docs', { query: 'reset a forgotten password' });
    assert.equal(data.results[0].url, `${siteUrl}/guides/storefront/customer-accounts/`);
    assert.ok(data.results[0].hits.some(hit => /forgotten password/i.test(hit.heading ?? '')));
});

test('search_docs: the area keeps only that doc area; a misspelling is corrected', async () => {
    const all = await ok<SearchDocsResult>('search_docs', { query: 'tax' });
    const userGuide = await ok<SearchDocsResult>('search_docs', { query: 'tax', area: 'User Guide' });
    assert.ok(all.data.results.some(result => result.area !== 'User Guide'));
    assert.ok(userGuide.data.results.length > 0);
    assert.deepEqual([...new Set(userGuide.data.results.map(result => result.area))], ['User Guide']);
    const misspelt = await ok<SearchDocsResult>('search_docs', { query: 'shiping methd' });
    assert.equal(misspelt.data.correctedQuery, 'shipping method');
});

test('read_page: every spelling of a page gives its Markdown twin, with title, area and version', async () => {
    const twin = fs.readFileSync(path.join(buildDir, 'guides', 'core-concepts', 'orders.md'), 'utf8').trim();
    for (const address of [
        `${siteUrl}/guides/core-concepts/orders/`,
        '/guides/core-concepts/orders',
        'guides/core-concepts/orders.md',
    ]) {
        const { data, text } = await ok<Page>('read_page', { url_or_path: address });
        assert.equal(data.markdown, twin, address);
        assert.equal(data.title, 'Orders');
        assert.equal(data.area, 'Learn');
        assert.equal(data.url, `${siteUrl}/guides/core-concepts/orders/`);
        assert.equal(data.vendureVersion, vendureRelease.version);
        assert.ok(text.includes(`Vendure ${vendureRelease.version}`) && text.endsWith(twin));
    }
});

test('read_page: with an anchor, the section under that heading only', async () => {
    const { data } = await ok<Page>('read_page', {
        url_or_path: `${siteUrl}/reference/typescript-api/orders/order-process/#DefaultOrderProcessOptions`,
    });
    assert.equal(data.section, 'DefaultOrderProcessOptions');
    assert.match(data.markdown, /^## DefaultOrderProcessOptions\n/);
    assert.doesNotMatch(data.markdown, /^## (?!DefaultOrderProcessOptions)/m);
});

test('lookup_api: a TypeScript class, with its signature and its section', async () => {
    const { data } = await ok<{ entries: ApiEntry[]; vendureVersion: string }>('lookup_api', { name: 'OrderService' });
    const [entry] = data.entries;
    assert.equal(data.vendureVersion, vendureRelease.version);
    assert.equal(entry.kind, 'class');
    assert.equal(entry.source, '@vendure/core');
    assert.equal(entry.url, `${siteUrl}/reference/typescript-api/services/order-service/`);
    assert.match(entry.signature ?? '', /^class OrderService\b/);
    assert.match(entry.markdown, /^## OrderService\n/);
    assert.match(entry.markdown, /^### findOne$/m);
});

test('lookup_api: a GraphQL mutation, its SDL and its own entry of the mutations page', async () => {
    const { data, text } = await ok<{ entries: ApiEntry[] }>('lookup_api', { name: 'addItemToOrder' });
    assert.deepEqual(
        data.entries.map(entry => [entry.kind, entry.source, entry.url]),
        [['GraphQL mutation', 'Shop API', `${siteUrl}/reference/graphql-api/shop/mutations/#additemtoorder`]],
    );
    const [entry] = data.entries;
    assert.match(entry.signature ?? '', /type Mutation \{\s+addItemToOrder\(/);
    assert.match(entry.markdown, /^## addItemToOrder\n/);
    assert.doesNotMatch(entry.markdown, /^## (?!addItemToOrder\n)/m);
    assert.ok(text.includes(entry.markdown));
});

test('errors: an empty query, an unknown page, another site, an unknown name', async () => {
    assert.match(await failure('search_docs', { query: '   ' }), /query is empty/);
    const page = await failure('read_page', { url_or_path: '/guides/core-concepts/orderz/' });
    assert.match(page, /No page at \/guides\/core-concepts\/orderz\//);
    assert.ok(page.includes(`${siteUrl}/guides/core-concepts/orders/`), page);
    assert.match(await failure('read_page', { url_or_path: 'https://example.com/guides/' }), /not this site/);
    const name = await failure('lookup_api', { name: 'OrderServise' });
    assert.match(name, /No reference entry is named OrderServise\. Close names: OrderService\b/);
    assert.match(await failure('lookup_api', { name: 'OrderService.findOen' }), /OrderService\.findOne/);
});
