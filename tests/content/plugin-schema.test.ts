import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { checkGraphqlBlocks, loadSchemas } from './check-graphql';
import { parsePageSource } from '../../lib/content/markdown';
import { schemaFromPlugin } from './run';

const repoRoot = path.resolve(__dirname, '../..');
const { schemas } = loadSchemas({
    'Shop API': path.join(repoRoot, 'tests/content/fixtures/schemas/shop.graphql'),
    'Admin API': path.join(repoRoot, 'tests/content/fixtures/schemas/admin.graphql'),
});

const page = (name: string, body: string) =>
    parsePageSource(`---\ntitle: T\ndescription: D\n---\n\n${body}`, name).page;
const pluginQuery = '```graphql title="Shop API"\nquery { suppliers { id } }\n```\n\n';

test('GraphQL of a page that builds its plugin, or marked as needing a plugin, is parsed but not validated against the default schema', () => {
    const withPlugin = page(
        'docs/a.md',
        '```ts title="src/a.plugin.ts" run-plugin\nexport class A {}\n```\n\n' + pluginQuery,
    );
    const withNeeds = page(
        'docs/b.md',
        '```graphql title="Shop API" needs="plugin:suppliers"\nquery { suppliers { id } }\n```\n\n',
    );
    const plain = page('docs/c.md', pluginQuery);
    const syntaxError = page(
        'docs/d.md',
        '```ts title="src/d.plugin.ts" run-plugin\nexport class D {}\n```\n\n```graphql title="Shop API"\nquery { suppliers { id }\n```\n\n',
    );
    const pagesWithPlugin = new Set(['docs/a.md', 'docs/d.md']);
    const blocks = [withPlugin, withNeeds, plain, syntaxError].flatMap(p => p.blocks.filter(b => b.lang === 'graphql'));
    const failures = checkGraphqlBlocks(blocks, schemas, undefined, block => schemaFromPlugin(block, pagesWithPlugin));
    assert.deepEqual(
        failures.map(f => [f.page, f.message.split(':')[0]]),
        [
            ['docs/d.md', 'Syntax Error'],
            ['docs/c.md', 'Shop API'],
        ],
    );
});
