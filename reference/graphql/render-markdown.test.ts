import assert from 'node:assert/strict';
import { test } from 'node:test';

import { buildSchema, lexicographicSortSchema, printSchema } from 'graphql';

import { checkMarkdown } from '../../plugins/content/llms-txt/check-markdown';
import { entriesOf } from './entries';
import { hostileSchemas } from './fixture-schema';
import { indexPagesMarkdown } from './index-pages';
import { pageKinds, type PageKind } from './model';
import { renderPageMarkdown, schemaSdlText } from './render-markdown';

const siteUrl = 'https://docs.example.com';
const schemas = hostileSchemas();
const tsUrls: Record<string, string> = { Product: '/reference/typescript-api/entities/product/' };
const render = (page: PageKind) =>
    renderPageMarkdown(schemas.admin, 'admin', page, schemas.contributors.admin, {
        siteUrl,
        typescriptUrl: name => tsUrls[name],
    });

test('each page is clean Markdown with one ## per entry, in the order of the HTML page', () => {
    for (const page of pageKinds) {
        const markdown = render(page);
        assert.deepEqual(checkMarkdown(markdown), [], page);
        assert.deepEqual(
            [...markdown.matchAll(/^## (\S+)$/gm)].map(m => m[1]),
            entriesOf(schemas.admin, page).map(e => e.name),
        );
    }
    assert.match(render('object-types'), /^# Admin API: Object types\n\nAll \d+ object types/);
});

test('an entry: plugin, TypeScript entity link, cleaned description, plain SDL block, implementations', () => {
    const objects = render('object-types');
    const product = objects.slice(objects.indexOf('## Product'), objects.indexOf('## SearchHit'));
    assert.match(
        product,
        /TypeScript entity: \[`Product`\]\(https:\/\/docs\.example\.com\/reference\/typescript-api\/entities\/product\/\)\./,
    );
    // Markdown needs no MDX escapes: braces stay braces, a tag outside code is escaped with a backslash.
    assert.match(
        product,
        /A product with `<b>` markup, a \{curly\} expression, a \\<Widget \/> tag and\nan `Order` link\./,
    );
    assert.match(product, /\*\*A heading inside a description\*\*/);
    assert.match(product, /```typescript\n@Query\(\)\nconst x = \{ a: 1 \} as Record<string, number>;\n```/);
    assert.doesNotMatch(product, /&lt;|&#|no-check|@docsCategory|\/guides\/nowhere/);
    assert.match(
        product,
        /```graphql\ntype Product implements Node & Named \{\n {2}id: ID!\n {2}# The name, e\.g\. `<i>` or \{x\}\n {2}name: String!/,
    );
    assert.match(product, /cost: Int\n {4}@deprecated\(reason: "Use <price> \{now\}"\)/);
    assert.match(product, /price\(\n {4}# Currency, like `\{EUR\}`\n {4}currency: Currency = EUR/);
    assert.doesNotMatch(objects, /<span|<a |&amp;/);
    assert.match(
        objects,
        /Implemented by \[`Product`\]\(https:\/\/docs\.example\.com\/reference\/graphql-api\/admin\/object-types\/#product\), \[`Variant`\]\([^)]+#variant\)\./,
    );
    assert.match(objects, /## Variant\n\nAdded by `ExamplePlugin`\./);
    const queries = render('queries');
    assert.match(
        queries,
        /## search\n\nAdded by `ExamplePlugin`\.\n\n```graphql\ntype Query \{\n {2}search\(term: String!\): \[SearchHit!\]!\n\}\n```/,
    );
    assert.match(queries, /## oldSearch\n\n\*\*Deprecated:\*\* Use search \{instead\}/);
});

test('the index pages: headings, absolute links, the schema download as a link', () => {
    const pages = indexPagesMarkdown(schemas, siteUrl);
    assert.deepEqual(Object.keys(pages).sort(), ['admin/index.md', 'index.md', 'shop/index.md']);
    for (const [name, markdown] of Object.entries(pages)) assert.deepEqual(checkMarkdown(markdown), [], name);
    assert.match(pages['admin/index.md'], /^# Admin API\n\nThe Admin API is the API for managing/);
    assert.match(
        pages['admin/index.md'],
        /^- \[Queries\]\(https:\/\/docs\.example\.com\/reference\/graphql-api\/admin\/queries\/\): \d+ queries$/m,
    );
    assert.match(
        pages['admin/index.md'],
        /\[admin\/schema\.graphql\]\(https:\/\/docs\.example\.com\/reference\/graphql-api\/admin\/schema\.graphql\)/,
    );
    assert.doesNotMatch(pages['admin/index.md'], /<a |download|^---$/m);
    assert.match(
        pages['index.md'],
        /^- \[Shop API\]\(https:\/\/docs\.example\.com\/reference\/graphql-api\/shop\/\): /m,
    );
});

test('the commented SDL of an API is a valid schema with the same types, fields and descriptions as comments', () => {
    const text = schemaSdlText(schemas, 'admin');
    const rebuilt = buildSchema(text);
    // Comments are not descriptions, so compare the schemas without them.
    const print = (sdl: string) =>
        printSchema(
            lexicographicSortSchema(buildSchema(sdl.replace(/"""[\s\S]*?"""|"[^"\n]*"(?=\s*\n\s*[\w@])/g, ''))),
        );
    assert.equal(print(text), print(printSchema(schemas.admin)));
    assert.ok(rebuilt.getType('Product') && rebuilt.getQueryType()?.getFields().search);
    assert.match(text, /^type Query \{\n/);
    assert.match(
        text,
        /\n {2}# Find a product by `id`; returns `null` when <none> matches \{ \.\.\. \}\n {2}product\(id: ID!\): Product\n {2}# Added by ExamplePlugin\n {2}search/,
    );
    // GraphQL's own scalars need no definition.
    assert.doesNotMatch(text, /^scalar (String|Boolean|ID|Int|Float)$/m);
    assert.match(text, /^# A date & time <ISO 8601>\nscalar DateTime$/m);
    assert.match(text, /^# A product with `<b>` markup[\s\S]*?\ntype Product implements Node & Named \{/m);
    assert.doesNotMatch(text, /@docsCategory|@description/);
    assert.match(text, /^# Added by ExamplePlugin\ntype Variant implements Node \{/m);
});
