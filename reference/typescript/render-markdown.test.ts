import assert from 'node:assert/strict';
import { test } from 'node:test';

import { checkMarkdown } from '../../plugins/content/llms-txt/check-markdown';
import { fixturePackages } from './fixtures';
import { admonitionsToBlockquotes, codeSpan, richToInlineMarkdown, richToMarkdown } from './markdown';
import type { Declaration } from './model';
import { readApiModel } from './reader';
import { renderReference } from './render';
import { renderReferenceMarkdown, renderSectionsForLlms } from './render-markdown';

const siteUrl = 'https://docs.example.com';
const model = readApiModel({ packages: fixturePackages });
const graphqlTypeUrls = () => ({});
const mdx = renderReference(model, { graphqlTypeUrls });
const markdown = renderReferenceMarkdown(model, { siteUrl, graphqlTypeUrls });
const file = (name: string) => {
    const found = markdown.find(f => f.file === name);
    assert.ok(found, `missing ${name}; have ${markdown.map(f => f.file).join(', ')}`);
    return found.content;
};

test('every generated MDX page has a Markdown twin at the same path', () => {
    const pages = mdx.files.filter(f => f.file.endsWith('.mdx')).map(f => f.file.replace(/\.mdx$/, '.md'));
    assert.deepEqual(markdown.map(f => f.file).sort(), pages.sort());
});

test('every twin is clean Markdown: a # title, closed fences, no JSX or HTML, absolute links', () => {
    for (const { file: name, content } of markdown) assert.deepEqual(checkMarkdown(content), [], name);
    for (const { file: name, content } of markdown) {
        // The hostile fixture's prose says "a <div> tag": escaped, it is text.
        assert.doesNotMatch(content, /(?<!\\)<(code|span|div|pre)\b|className=|dangerouslySetInnerHTML|^---$/m, name);
    }
});

test('a page: title, facts with package, source and since, description, example, signature, heritage, members', () => {
    const store = file('typescript-api/storage/store.md');
    assert.match(
        store,
        /^# Store\n\n## Store\n\n`class` · \[@fixture\/a 1\.0\.0\]\(https:\/\/www\.npmjs\.com\/package\/@fixture\/a\/v\/1\.0\.0\) · Since 2\.1\.0\n/,
    );
    assert.match(
        store,
        /A generic store that keeps \[Thing\]\(https:\/\/docs\.example\.com\/reference\/typescript-api\/things\/thing\/#Thing\) items/,
    );
    // The example keeps its code; the HTML page's highlight marker is not in the Markdown.
    assert.match(store, /```ts title="Example"\nconst store = new Store<Thing>\(\);\nstore\.add\(thing\);\n```/);
    assert.doesNotMatch(store, /highlight|\[!code/);
    assert.match(
        store,
        /\*\*Signature\*\*\n\n```ts\nclass Store<T extends Thing = Thing> extends Base implements Countable \{\n {4}readonly items: T\[\];/,
    );
    assert.match(
        store,
        /^- Extends: \[`Base`\]\(https:\/\/docs\.example\.com\/reference\/typescript-api\/storage\/base\/\)$/m,
    );
    assert.match(
        store,
        /^- Implements: \[`Countable`\]\(https:\/\/docs\.example\.com\/reference\/typescript-api\/storage\/countable\/\)$/m,
    );
    assert.match(
        store,
        /### items\n\n`property` · readonly\n\n\*\*Type:\*\* `T\[\]`\n\nThe items, in insertion order\./,
    );
    // Overloads are listed one per line.
    assert.match(
        store,
        /### find\n\n`method`\n\n\*\*Signatures:\*\*\n\n- `\(id: number\): T \| undefined`\n- `\(predicate: \(item: T\) => boolean\): T \| undefined`/,
    );
    assert.match(
        store,
        /### own\n\n`property`\n\n\*\*Type:\*\* \[`Thing`\]\(https:\/\/docs\.example\.com\/reference\/typescript-api\/things\/thing\/#Thing\)/,
    );
});

test('defaults, deprecation, parameters and props', () => {
    const registry = file('typescript-api/registry/store-registry.md');
    assert.match(
        registry,
        /\*\*Default:\*\* \[`Store`\]\(https:\/\/docs\.example\.com\/reference\/typescript-api\/storage\/store\/\)/,
    );
    assert.match(
        registry,
        /\| Name \| Type \| Description \|\n\| --- \| --- \| --- \|\n\| `options` \| \[`StoreRegistryOptions`\]\([^)]+\) \| what the registry starts with \|\n\| `strict` \| `boolean` \| {2}\|/,
    );
    assert.match(
        file('typescript-api/storage/base.md'),
        /### size\n\n`property` · Deprecated\n\n\*\*Type:\*\* `number`\n\n> \*\*Warning: Deprecated\*\*\n>\n> Use `count\(\)` instead\./,
    );
    assert.match(file('dashboard/components/badge.md'), /\*\*Props\*\*[\s\S]*### label[\s\S]*### tone/);
});

test('a category without a page of its own lists its pages and sub-categories with absolute links', () => {
    const storage = file('typescript-api/storage/index.md');
    assert.match(storage, /^# Storage\n\nThe Storage part of the reference\.\n\n- \[/);
    assert.match(
        storage,
        /^- \[Store\]\(https:\/\/docs\.example\.com\/reference\/typescript-api\/storage\/store\/\): A generic store/m,
    );
    assert.match(
        storage,
        /^- \[createStore\]\(https:\/\/docs\.example\.com\/reference\/typescript-api\/storage\/create-store\/\): Creates a store\.$/m,
    );
    const section = file('typescript-api/index.md');
    assert.match(section, /^- \[Storage\]\(https:\/\/docs\.example\.com\/reference\/typescript-api\/storage\/\)$/m);
});

test('the llms text of a section: every page with its URL, no links, member types left to the signature', () => {
    const sections = renderSectionsForLlms(model, { siteUrl, graphqlTypeUrls });
    const text = sections.get('typescript-api')!;
    assert.ok(text, 'typescript-api is there');
    assert.match(
        text,
        /^# Store\n\nURL: https:\/\/docs\.example\.com\/reference\/typescript-api\/storage\/store\/\n\n## Store\n\n`class` · @fixture\/a 1\.0\.0 · Since 2\.1\.0\n/m,
    );
    assert.doesNotMatch(text, /\]\(https?:/, 'no links');
    assert.match(text, /A generic store that keeps `Thing` items/);
    assert.match(text, /### items\n\n`property` · readonly\n\nThe items, in insertion order\./);
    assert.doesNotMatch(text, /\*\*Type:\*\*/);
    assert.ok(sections.get('dashboard')?.includes('# Badge'));
    assert.ok(!text.includes('# Badge'), 'each section holds only its own pages');
    assert.deepEqual(checkMarkdown(text), []);
});

test('types as Markdown: code spans, a link around each resolved name, spaces outside the spans, pipes escaped in tables', () => {
    const linkFor = (target: string | undefined) => (target ? `https://x/${target}/` : undefined);
    const rich: Declaration['signature'] = [
        { kind: 'text', text: 'Promise<' },
        { kind: 'ref', text: 'Order', target: 'order' },
        { kind: 'text', text: ' | ' },
        { kind: 'ref', text: 'Missing' },
        { kind: 'text', text: '>' },
    ];
    assert.equal(richToInlineMarkdown(rich, linkFor), '`Promise<`[`Order`](https://x/order/) `| Missing>`');
    assert.equal(
        richToInlineMarkdown(rich, linkFor, { inTable: true }),
        '`Promise<`[`Order`](https://x/order/) `\\| Missing>`',
    );
    assert.equal(codeSpan('a`b'), '``a`b``');
    assert.equal(codeSpan('`a'), '`` `a ``');
});

test('prose for Markdown escapes only what CommonMark would read as HTML', () => {
    const rich: Declaration['signature'] = [
        { kind: 'text', text: 'Returns a <Order> {like this} and\nimport x from "y" with `a <b>`' },
    ];
    assert.equal(
        richToMarkdown(rich, () => undefined, 'md'),
        'Returns a \\<Order> {like this} and\nimport x from "y" with `a <b>`',
    );
    assert.notEqual(
        richToMarkdown(rich, () => undefined, 'mdx'),
        richToMarkdown(rich, () => undefined, 'md'),
    );
});

test('Docusaurus admonitions in doc comments become blockquotes; fences inside stay code', () => {
    assert.equal(
        admonitionsToBlockquotes(
            ':::info\n\nConfigured via `x`.\n\n```ts\n:::\n```\n\n:::\nAfter.\n\n::: warning\nCareful.\n:::\n:::caution[Performance]\nSlow.\n:::',
        ),
        [
            '> **Info**',
            '>',
            '> Configured via `x`.',
            '>',
            '> ```ts',
            '> :::',
            '> ```',
            '',
            'After.',
            '',
            '> **Warning**',
            '>',
            '> Careful.',
            '',
            '> **Caution: Performance**',
            '>',
            '> Slow.',
        ].join('\n'),
    );
    // A colon line that is not an admonition is left alone.
    assert.equal(admonitionsToBlockquotes(':::unknown\ntext\n:::'), ':::unknown\ntext\n:::');
});
