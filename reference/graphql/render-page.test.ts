import assert from 'node:assert/strict';
import { test } from 'node:test';

import { entriesOf, pageUrl } from './entries';
import { hostileSchemas } from './fixture-schema';
import { pageKinds, type PageKind } from './model';
import { renderPage } from './render-page';
import { wrapText } from './sdl-html';

const schemas = hostileSchemas();
const tsUrls: Record<string, string> = { Product: '/reference/typescript-api/entities/product/' };
const render = (page: PageKind) =>
    renderPage(schemas.admin, 'admin', page, schemas.contributors.admin, { typescriptUrl: name => tsUrls[name] });

/** Compiles and renders the MDX the way Docusaurus would, without the theme's components. */
async function toHtml(mdx: string): Promise<string> {
    const { evaluate } = await import('@mdx-js/mdx');
    const runtime = await import('react/jsx-runtime');
    const { createElement } = await import('react');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const body = mdx.replace(/^---\n[\s\S]*?\n---\n/, '');
    // Docusaurus reads `{#id}` after a heading as its id; plain MDX would read it as an expression.
    const withIds = body.replace(/^## (\S+) \{#([a-z0-9_]+)\}$/gm, '<h2 id="$2">$1</h2>');
    const { default: Content } = await evaluate(withIds, { ...runtime, baseUrl: __filename });
    return renderToStaticMarkup(createElement(Content));
}

function idsOf(html: string): string[] {
    return [...html.matchAll(/ id="([^"]+)"/g)].map(m => m[1]);
}

test('each page has one h2 per entry, sorted, with a lowercase anchor', () => {
    for (const page of pageKinds) {
        const headings = [...render(page).matchAll(/^## (\S+) \{#(\S+)\}$/gm)];
        const names = entriesOf(schemas.admin, page).map(e => e.name);
        assert.deepEqual(
            headings.map(h => h[1]),
            names,
        );
        assert.deepEqual(
            headings.map(h => h[2]),
            names.map(n => n.toLowerCase()),
        );
        const sorted = [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
        assert.deepEqual(names, sorted, `${page} is sorted`);
    }
});

test('object-types holds objects, interfaces, unions and scalars but not the root types', () => {
    const names = entriesOf(schemas.admin, 'object-types').map(e => e.name);
    for (const name of ['Product', 'Variant', 'Node', 'Named', 'SearchHit', 'DateTime', 'String', 'ID'])
        assert.ok(names.includes(name), name);
    assert.ok(!names.includes('Query') && !names.includes('Mutation'));
});

test('hostile descriptions compile as MDX and keep their text', async () => {
    const html = await toHtml(render('object-types'));
    assert.match(
        html,
        /A product with <code>&lt;b&gt;<\/code> markup, a \{curly\} expression, a &lt;Widget \/&gt; tag/,
    );
    assert.match(html, /<code>Order<\/code> link/);
    assert.match(html, /<strong>A heading inside a description<\/strong>/);
    assert.match(html, /@Query\(\)/);
    assert.doesNotMatch(html, /\\@Query/);
    assert.doesNotMatch(html, /@docs(Category|Page)|@description|hostile/);
    assert.match(html, /export const notEsm = 1;/);
    assert.match(html, /See the guide and <a href="https:\/\/example.com\/">a site<\/a>/);
    assert.match(html, /A date &amp; time &lt;ISO 8601&gt;/);
    // Field descriptions and deprecations inside the SDL block, escaped once.
    assert.match(html, /<span class="c"># The name, e.g. `&lt;i&gt;` or \{x\}<\/span>/);
    assert.match(
        html,
        /cost: <a href="#int">Int<\/a>\n {4}<span class="d">@deprecated\(reason: &quot;Use &lt;price&gt; \{now\}&quot;\)<\/span>/,
    );
    assert.match(
        html,
        /<span class="c"># Currency, like `\{EUR\}`<\/span>\n {4}currency: <a href="\/reference\/graphql-api\/admin\/enums\/#currency">Currency<\/a> = EUR/,
    );
    assert.match(html, /<span class="c"># Added by ExamplePlugin<\/span>\n {2}price\(/);
    assert.match(
        html,
        /variants\(options: <a href="\/reference\/graphql-api\/admin\/input-types\/#variantlistoptions">VariantListOptions<\/a>\): \[<a href="#variant">Variant<\/a>!\]!/,
    );
    assert.match(
        html,
        /<span class="k">type<\/span> Product <span class="k">implements<\/span> <a href="#node">Node<\/a> &amp; <a href="#named">Named<\/a> \{/,
    );
    assert.match(
        html,
        /<span class="k">union<\/span> SearchHit = <a href="#product">Product<\/a> \| <a href="#variant">Variant<\/a>/,
    );
    assert.match(html, /Implemented by <a href="#product">Product<\/a>, <a href="#variant">Variant<\/a>/);
    // A type added by a plugin is credited once, above its block, not on each of its fields.
    assert.match(html, /<h2 id="variant">Variant<\/h2>\n<p>Added by <code>ExamplePlugin<\/code>\.<\/p>/);
    assert.equal(html.match(/# Added by ExamplePlugin/g)?.length, 1);
    assert.match(
        html,
        /TypeScript entity: <a href="\/reference\/typescript-api\/entities\/product\/"><code>Product<\/code><\/a>/,
    );
});

test('queries show deprecation, plugin and description above the SDL', async () => {
    const html = await toHtml(render('queries'));
    assert.match(html, /<strong>Deprecated:<\/strong> Use search \{instead\}/);
    assert.match(html, /Added by <code>ExamplePlugin<\/code>/);
    assert.match(
        html,
        /Find a product by <code>id<\/code>; returns <code>null<\/code> when &lt;none&gt; matches \{ \.\.\. \}/,
    );
    assert.match(
        html,
        /oldSearch\(term: <a href="\/reference\/graphql-api\/admin\/object-types\/#string">String<\/a>\): \[<a href="\/reference\/graphql-api\/admin\/object-types\/#searchhit">SearchHit<\/a>!\]!\n {4}<span class="d">@deprecated/,
    );
});

test('enum and input pages mark deprecated values and show defaults', async () => {
    const enums = await toHtml(render('enums'));
    assert.match(enums, /USD\n {4}<span class="d">@deprecated\(reason: &quot;Dollars \{gone\}&quot;\)<\/span>/);
    assert.match(enums, /<span class="c"># Pound `&lt;GBP&gt;`<\/span>\n {2}GBP/);
    const inputs = await toHtml(render('input-types'));
    assert.match(inputs, /take: <a href="\/reference\/graphql-api\/admin\/object-types\/#int">Int<\/a> = 10/);
});

test('every link in the rendered pages points at an entry that exists', async () => {
    const idsByUrl = new Map<string, Set<string>>();
    const htmlByPage = new Map<PageKind, string>();
    for (const page of pageKinds) {
        const html = await toHtml(render(page));
        htmlByPage.set(page, html);
        idsByUrl.set(pageUrl('admin', page), new Set(idsOf(html)));
    }
    let checked = 0;
    for (const [page, html] of htmlByPage) {
        for (const [, href] of html.matchAll(/href="([^"]*#[^"]*)"/g)) {
            const [path, id] = href.split('#');
            const target = path === '' ? pageUrl('admin', page) : path;
            assert.ok(idsByUrl.get(target)?.has(id), `${page}: ${href}`);
            checked++;
        }
    }
    assert.ok(checked > 20, `checked ${checked} links`);
});

test('long comment lines are wrapped at spaces, never losing a word', () => {
    const line = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda';
    const pieces = wrapText(line, 20);
    assert.ok(pieces.length > 1);
    assert.ok(
        pieces.every(p => p.length <= 20),
        pieces.join('|'),
    );
    assert.equal(pieces.join(' '), line);
    assert.deepEqual(wrapText('averyveryverylongword x', 5), ['averyveryverylongword', 'x']);
});
