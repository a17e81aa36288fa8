import assert from 'node:assert/strict';
import { test } from 'node:test';

import { fixturePackages } from './fixtures';
import { escapeLiteral, richToMarkdown } from './markdown';
import type { Declaration } from './model';
import { headingSlug, kebab, layoutPages } from './pages';
import { readApiModel } from './reader';
import { titleFirstFence } from './doc-body';
import { renderReference } from './render';

const model = readApiModel({ packages: fixturePackages });
const result = renderReference(model, { graphqlTypeUrls: () => ({}) });
const file = (name: string) => {
    const found = result.files.find(f => f.file === name);
    assert.ok(found, `missing ${name}; have ${result.files.map(f => f.file).join(', ')}`);
    return found.content;
};

/** The HTML of each "Signature" block of a page, decoded from its `__html` string literal. */
const signatures = (mdx: string): string[] =>
    [
        ...mdx.matchAll(
            /<div className="ts-signature-block" dangerouslySetInnerHTML=\{\{ __html: ("(?:[^"\\]|\\.)*") \}\} \/>/g,
        ),
    ].map(m => JSON.parse(m[1]) as string);

/** The MDX compiler Docusaurus uses: anything it rejects would break the site build. */
async function compileMdx(source: string): Promise<void> {
    const { compile } = await import('@mdx-js/mdx');
    await compile(source.replace(/^---\n[\s\S]*?\n---\n/, ''));
}

test('kebab-cased page names as the site expects them', () => {
    const pageNames = {
        OrderProcess: 'order-process',
        isGraphQlErrorResult: 'is-graph-ql-error-result',
        'products & stock': 'products-stock',
        JobQueue: 'job-queue',
    };
    for (const [name, pageName] of Object.entries(pageNames)) assert.equal(kebab(name), pageName);
});

test('pages: category folders, @docsPage grouping ordered by @docsWeight, category index pages', () => {
    const files = result.files.map(f => f.file).sort();
    for (const expected of [
        'typescript-api/storage/store.mdx',
        'typescript-api/storage/modes.mdx',
        'typescript-api/things/thing.mdx',
        'typescript-api/storage/index.mdx',
        'typescript-api/storage/_category_.json',
        'typescript-api/index.mdx',
        'typescript-api/_category_.json',
        'dashboard/components/badge.mdx',
    ]) {
        assert.ok(files.includes(expected), `${expected} not in ${files.join(', ')}`);
    }
    const modes = file('typescript-api/storage/modes.mdx');
    assert.ok(modes.indexOf('## ModeOptions') < modes.indexOf('## StoreMode'), 'weight 0 before weight 1');
    assert.match(file('typescript-api/_category_.json'), /"position": 1/);
});

test('two declarations with one name get two pages, and links go to the right one', () => {
    const layout = layoutPages({
        declarations: model.declarations.map(d =>
            d.name === 'Thing' ? { ...d, category: [d.packageName === '@fixture/a' ? 'a' : 'b'] } : d,
        ),
    });
    assert.equal(layout.urlOf('@fixture/a:Thing'), '/reference/typescript-api/a/thing/');
    assert.equal(layout.urlOf('@fixture/b:Thing'), '/reference/typescript-api/b/thing/');
    const store = file('typescript-api/storage/store.mdx');
    // Both are on the shared "things/thing" page here; the anchors tell them apart.
    assert.match(store, /### own[\s\S]*?\[Thing\]\(\/reference\/typescript-api\/things\/thing\/#Thing\)/);
    assert.match(store, /### other[\s\S]*?\[OtherThing\]\(\/reference\/typescript-api\/things\/thing\/#Thing-1\)/);
});

test('signature type names link to the declaration the checker resolved, also between two same-named ones', () => {
    const apart = renderReference({
        declarations: model.declarations.map(d =>
            d.name === 'Thing' ? { ...d, category: [d.packageName === '@fixture/a' ? 'a' : 'b'] } : d,
        ),
    });
    const store = apart.files.find(f => f.file === 'typescript-api/storage/store.mdx')!.content;
    const [signature] = signatures(store);
    assert.match(
        signature,
        /class Store&lt;T extends <a href="\/reference\/typescript-api\/a\/thing\/">Thing<\/a> = <a href="\/reference\/typescript-api\/a\/thing\/">Thing<\/a>&gt;/,
    );
    assert.match(signature, /\n {4}own: <a href="\/reference\/typescript-api\/a\/thing\/">Thing<\/a>;\n/);
    assert.match(signature, /\n {4}other: <a href="\/reference\/typescript-api\/b\/thing\/">OtherThing<\/a>;\n/);
    // Type parameters and names without a page stay plain text.
    assert.doesNotMatch(signature, /<a [^>]*>T<\/a>/);
    const create = signatures(apart.files.find(f => f.file === 'typescript-api/storage/create-store.mdx')!.content)[0];
    assert.equal(
        create,
        '<pre class="ts-signature" tabindex="0" style="--lines:2"><code>function createStore(mode: <a href="/reference/typescript-api/storage/modes/#StoreMode">StoreMode</a>): <a href="/reference/typescript-api/storage/store/">Store</a>;\n' +
            'function createStore(mode: <a href="/reference/typescript-api/storage/modes/#StoreMode">StoreMode</a>, size: number): <a href="/reference/typescript-api/storage/store/">Store</a>;</code></pre>',
    );
});

test('a page: package row, source link at the release tag, badges, signature, example, members', () => {
    const store = file('typescript-api/storage/store.mdx');
    assert.match(store, /last_update:\n {2}date: 2026-01-02/);
    assert.match(store, /\[@fixture\/a 1\.0\.0\]\(https:\/\/www\.npmjs\.com\/package\/@fixture\/a\/v\/1\.0\.0\)/);
    assert.match(store, /Since 2\.1\.0/);
    assert.match(store, /\*\*Signature\*\*\n\n<div className="ts-signature-block"/);
    const [signature] = signatures(store);
    assert.match(
        signature,
        /^<pre class="ts-signature" tabindex="0" style="--lines:\d+"><code>class Store&lt;T extends <a href="\/reference\/typescript-api\/things\/thing\/#Thing">Thing<\/a> = /,
    );
    assert.match(
        signature,
        /extends <a href="\/reference\/typescript-api\/storage\/base\/">Base<\/a> implements <a href="\/reference\/typescript-api\/storage\/countable\/">Countable<\/a> \{\n {4}readonly items: T\[\];/,
    );
    assert.match(signature, /\n {4}find\(predicate: \(item: T\) =&gt; boolean\): T \| undefined;\n/);
    assert.match(signature, /<\/code><\/pre>$/);
    assert.match(
        signatures(file('typescript-api/storage/modes.mdx')).join('\n'),
        /mode: <a href="\/reference\/typescript-api\/storage\/modes\/#StoreMode">StoreMode<\/a>;/,
    );
    assert.match(store, /```ts title="Example"\n/);
    assert.match(store, /\/\/ highlight-next-line\nstore\.add\(thing\);\n/);
    assert.match(store, /\* Extends: <code>\[Base\]\(\/reference\/typescript-api\/storage\/base\/\)<\/code>/);
    assert.doesNotMatch(store, /secretCache|hidden/);
    const base = file('typescript-api/storage/base.mdx');
    assert.match(base, /badge--danger">Deprecated/);
    assert.match(file('dashboard/components/badge.mdx'), /\*\*Props\*\*[\s\S]*### label[\s\S]*### tone/);
});

test('hostile descriptions are escaped and every generated page compiles as MDX', async () => {
    const modes = file('typescript-api/storage/modes.mdx');
    assert.match(modes, /a \\<div\\> tag, braces \\\{like this\\\}, a `code \{span\}`/);
    assert.match(modes, /&#101;xport const notModule/);
    assert.doesNotMatch(modes, /\/guides\/nowhere/);
    for (const { file: name, content } of result.files.filter(f => f.file.endsWith('.mdx'))) {
        await assert.doesNotReject(compileMdx(content), name);
    }
});

test('hostile strings in every escaping path compile', async () => {
    const declarationId = model.declarations.find(d => d.name === 'Store')!.id;
    const hostile = 'a < b > c { d } `e ${f}` <script>alert(1)</script> {@link X} ``` [x](/y) import x from "y"';
    const declaration: Declaration = {
        ...model.declarations.find(d => d.name === 'Store')!,
        name: 'Hostile',
        doc: {
            description: [{ kind: 'text', text: hostile }],
            examples: [[{ kind: 'text', text: hostile }]],
            tags: { experimental: false, internal: false, since: '<1>', deprecated: [{ kind: 'text', text: hostile }] },
        },
        members: [
            {
                name: '{x}',
                kind: 'property',
                type: [{ kind: 'text', text: hostile }],
                optional: false,
                readonly: false,
                isStatic: false,
                parameters: [],
                doc: {
                    description: [{ kind: 'text', text: hostile }],
                    examples: [],
                    tags: { experimental: false, internal: false, default: [{ kind: 'text', text: hostile }] },
                },
            },
        ],
        signature: [
            { kind: 'text', text: `${hostile} }}} " \u2028 </code></pre><img src=x onerror=alert(1)> ` },
            { kind: 'ref', text: '<b>{X}</b>', target: declarationId },
            { kind: 'ref', text: '}"{', target: 'nowhere' },
        ],
        docsPage: undefined,
    };
    const rendered = renderReference({ declarations: [declaration] });
    for (const { content } of rendered.files.filter(f => f.file.endsWith('.mdx'))) await compileMdx(content);
    const page = rendered.files.find(f => f.file.endsWith('hostile.mdx'))!.content;
    const [signature] = signatures(page);
    assert.ok(signature, 'the hostile signature block is present');
    // Only the block's own element tags and the one resolvable link are markup; the rest is escaped text.
    assert.deepEqual(
        [...signature.matchAll(/<\/?([a-z]+)/g)].map(m => m[1]),
        ['pre', 'code', 'a', 'a', 'code', 'pre'],
    );
    assert.match(signature, /&lt;script&gt;alert\(1\)&lt;\/script&gt;[\s\S]* \}\}\} &quot; \u2028 &lt;\/code&gt;/);
    assert.match(
        signature,
        /<a href="\/reference\/typescript-api\/storage\/hostile\/">&lt;b&gt;\{X\}&lt;\/b&gt;<\/a>\}&quot;\{<\/code>/,
    );
    assert.doesNotMatch(page, /__html: "(?:[^"\\]|\\.)*[{}]/, 'no raw brace inside the string literal');
    assert.equal(headingSlug('find'), 'find');
    assert.equal(escapeLiteral('<T>{}'), '\\<T\\>\\{\\}');
    assert.equal(
        richToMarkdown([{ kind: 'ref', text: 'Missing' }], () => undefined),
        '`Missing`',
    );
});

test('api index: names map to urls, packages, kinds and member anchors', () => {
    assert.deepEqual(result.index.Store[0].url, '/reference/typescript-api/storage/store/');
    assert.equal(result.index.Store[0].package, '@fixture/a');
    assert.equal(result.index.Store[0].members.add, '/reference/typescript-api/storage/store/#add');
    assert.deepEqual(result.index.Thing.map(e => e.package).sort(), ['@fixture/a', '@fixture/b']);
});

test('an example fence gets a title only on its opening line; a titled one keeps its bare closing fence', () => {
    assert.equal(titleFirstFence('```\na\n```', 'Example'), '```ts title="Example"\na\n```');
    assert.equal(titleFirstFence('```TSX\na\n```', 'Example 2'), '```tsx title="Example 2"\na\n```');
    assert.equal(titleFirstFence('```ts title="Own"\na\n```', 'Example'), '```ts title="Own"\na\n```');
    assert.equal(titleFirstFence('```ts {1}\na\n```', 'Example'), '```ts {1}\na\n```');
});

test('a shared page opens with its namesake, which gives the description; the rest follow in source order', () => {
    const page = file('typescript-api/registry/store-registry.mdx');
    assert.deepEqual(
        [...page.matchAll(/^## (.+)$/gm)].map(m => m[1]),
        ['StoreRegistry', 'StoreRegistryOptions', 'configureStoreRegistry'],
    );
    assert.match(page, /^title: "StoreRegistry"$/m);
    assert.match(page, /^description: "Keeps every store by name\."$/m);
    assert.match(page, /npm install @fixture\/a/);
    assert.doesNotMatch(page, /\\@/);
});

test('parameter tables: @param text in the Description column, a pipe in a type stays a pipe, no empty column', () => {
    const registry = file('typescript-api/registry/store-registry.mdx');
    assert.match(
        registry,
        /\| Name \| Type \| Description \|\n\| --- \| --- \| --- \|\n\| options \| .*StoreRegistryOptions.* \| what the registry starts with \|\n\| strict \| <code>boolean<\/code> \| {2}\|/,
    );
    const modes = file('typescript-api/storage/create-store.mdx');
    assert.doesNotMatch(modes, /&#124;/);
    const withoutDescriptions = renderReference({
        declarations: [
            {
                ...model.declarations.find(d => d.name === 'createStore')!,
                parameters: [{ name: 'mode', type: [{ kind: 'text', text: "'a' | 'b'" }], optional: false }],
            },
        ],
    }).files.find(f => f.file.endsWith('create-store.mdx'))!.content;
    assert.match(
        withoutDescriptions,
        /\| Name \| Type \|\n\| --- \| --- \|\n\| mode \| <code>'a' \\\| 'b'<\/code> \|\n/,
    );
});

test('a default value names a type as a link; source links use the package repository', () => {
    const registry = file('typescript-api/registry/store-registry.mdx');
    assert.match(registry, /\*\*Default:\*\* <code>\[Store\]\(\/reference\/typescript-api\/storage\/store\/\)<\/code>/);
    const registry2 = model.declarations.find(d => d.name === 'StoreRegistry')!;
    const withSource = renderReference({
        declarations: [{ ...registry2, source: { path: 'packages/a/src/registry.ts', line: 3 } }],
    });
    assert.match(
        withSource.files.find(f => f.file.endsWith('store-registry.mdx'))!.content,
        /\[registry\.ts:3\]\(https:\/\/github\.com\/fixture-org\/fixture\/blob\/v1\.0\.0\/packages\/a\/src\/registry\.ts#L3\)/,
    );
});
