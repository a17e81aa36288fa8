import assert from 'node:assert/strict';
import { test } from 'node:test';

import { entriesOf } from './entries';
import { entryLayout } from './entry-layout';
import { hostileSchemas } from './fixture-schema';
import { renderPageMarkdown } from './render-markdown';
import { renderPage } from './render-page';
import type { SdlContext } from './sdl-html';

const schemas = hostileSchemas();
const tsUrls: Record<string, string> = { Product: '/reference/typescript-api/entities/product/' };
const typescriptUrl = (name: string) => tsUrls[name];
const ctx = (page: SdlContext['page']): SdlContext => ({
    schema: schemas.admin,
    api: 'admin',
    page,
    contributors: schemas.contributors.admin,
    plain: true,
});
const entry = (page: SdlContext['page'], name: string) => {
    const found = entriesOf(schemas.admin, page).find(e => e.name === name);
    assert.ok(found, `${page} has ${name}`);
    return entryLayout(ctx(page), found, typescriptUrl);
};

test('an entry is laid out once: notes (plugin, TypeScript entity, deprecation), description, SDL, implementations', () => {
    assert.deepEqual(entry('queries', 'search').notes, [{ kind: 'contributor', plugin: 'ExamplePlugin' }]);
    assert.deepEqual(entry('queries', 'oldSearch').notes, [{ kind: 'deprecated', reason: 'Use search {instead}' }]);
    const product = entry('object-types', 'Product');
    assert.deepEqual(product.notes, [{ kind: 'typescript-entity', name: 'Product', url: tsUrls.Product }]);
    assert.match(product.sdl[0], /^type Product implements Node & Named \{$/);
    assert.deepEqual(
        entry('object-types', 'Node').implementedBy.map(t => t.name),
        ['Product', 'Variant'],
    );
});

test('the MDX page and its Markdown twin show an entry in the same order', () => {
    const options = { typescriptUrl, siteUrl: 'https://docs.example.com' };
    const mdx = renderPage(schemas.admin, 'admin', 'object-types', schemas.contributors.admin, options);
    const md = renderPageMarkdown(schemas.admin, 'admin', 'object-types', schemas.contributors.admin, options);
    // The SDL block: static HTML on the page, a fenced block in the twin.
    for (const [name, content, sdl] of [
        ['mdx', mdx.slice(mdx.indexOf('## Node')), 'class=\\"gql-sdl\\"'],
        ['md', md.slice(md.indexOf('## Node')), '```graphql\ninterface Node'],
    ]) {
        const at = ['## Node', sdl, 'Implemented by', 'Product', 'Variant'].map(text => content.indexOf(text));
        assert.ok(!at.includes(-1), `${name}: ${at.join(', ')}`);
        assert.deepEqual(
            at,
            [...at].sort((a, b) => a - b),
            `${name}: in layout order`,
        );
    }
});
