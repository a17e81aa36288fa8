import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';

import { apiIndex } from '../../../tests/api-index';
import { mdxToMarkdown, NoMarkdownForm, removeHighlightComments, type MdxToMarkdownOptions } from './mdx-to-markdown';

const fixtures = path.join(__dirname, 'fixtures');
const options: MdxToMarkdownOptions = {
    title: 'Every construct',
    siteUrl: 'https://docs.example.com',
    pagePath: '/guides/fixtures/every-construct/',
    resolveDocLink: file => (file === '../core-concepts/orders.md' ? '/guides/core-concepts/orders/' : undefined),
    resolveAsset: file => (file === './diagram.png' ? '/assets/images/diagram-abc123.png' : undefined),
    apiIndex: { OrderService: apiIndex.OrderService },
};
const markdown = mdxToMarkdown(fs.readFileSync(path.join(fixtures, 'every-construct.mdx'), 'utf8'), options);
/** The output read back as plain CommonMark + GFM: what a reader of the `.md` file gets. */
const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
const codeBlocks: Code[] = [];
visit(tree, 'code', (node: Code) => void codeBlocks.push(node));

test('the fixture converts to the expected Markdown', () => {
    assert.equal(markdown, fs.readFileSync(path.join(fixtures, 'every-construct.md'), 'utf8'));
});

test('the title is the # heading; front matter, imports and MDX comments are gone', () => {
    assert.match(markdown, /^# Every construct\n\n/);
    assert.doesNotMatch(
        markdown,
        /^---$|sidebar_position|^import (Tabs|TabItem|ThemedImage|Screenshot|useBaseUrl)\b|@theme\/|@site\/|MDX comment/m,
    );
    const h1 = tree.children.filter(n => n.type === 'heading' && n.depth === 1);
    assert.equal(h1.length, 1);
});

test('no JSX is left: tabs are labelled sections, details a labelled section', () => {
    assert.doesNotMatch(markdown, /<\/?(Tabs|TabItem|details|summary|ThemedImage|Screenshot|code)\b/);
    assert.match(markdown, /\*\*npm\*\*\n\n```bash\nnpm install @vendure\/core\n```/);
    // A TabItem without a label is labelled with its value.
    assert.match(markdown, /\*\*yarn\*\*\n\n```bash\nyarn add @vendure\/core\n```/);
    assert.match(markdown, /\*\*Unchanged: the `Review` entity\*\*\n\n```ts title="src\/review.entity.ts"/);
});

test('admonitions are blockquotes that open with their type and title, :::cli included', () => {
    assert.match(markdown, /^> \*\*Note\*\*\n>\n> A plain note\.$/m);
    assert.match(markdown, /^> \*\*Tip: Faster builds\*\*\n>\n> A tip with a title\.$/m);
    assert.match(markdown, /^> \*\*Warning: Bracket title\*\*$/m);
    assert.match(markdown, /^> \*\*Command line\*\*\n>\n> Run `npx vendure add`\.$/m);
    assert.doesNotMatch(markdown, /^:::/m);
});

test('code blocks keep their language and title; other meta and highlight comments go; mermaid stays mermaid', () => {
    const config = codeBlocks.find(c => c.meta === 'title="src/vendure-config.ts"');
    assert.ok(config, 'the titled ts block');
    assert.equal(config.lang, 'ts');
    assert.doesNotMatch(config.value, /highlight-/);
    assert.match(config.value, /^export const config: VendureConfig = \{\n {4}apiOptions/m);
    assert.equal(codeBlocks.find(c => c.lang === 'graphql')?.meta, 'title="Shop API"');
    assert.equal(codeBlocks.find(c => c.lang === 'bash' && /npm run dev/.test(c.value))?.value, 'npm run dev');
    const mermaid = codeBlocks.find(c => c.lang === 'mermaid');
    assert.equal(mermaid?.value, 'stateDiagram-v2\n    AddingItems --> ArrangingPayment');
    assert.doesNotMatch(markdown, /no-check|needs=|showLineNumbers|\{2\}/);
});

test('tables stay GFM tables, with the escaped pipe kept', () => {
    const tables = tree.children.filter(n => n.type === 'table');
    assert.equal(tables.length, 1);
    assert.match(markdown, /\| `port` \| `3000` \| The port, with a pipe \\\| inside \|/);
});

test('links and images are absolute; a themed image is one plain image; API names link to the reference', () => {
    const urls: string[] = [];
    visit(tree, ['link', 'image'], node => void urls.push((node as { url: string }).url));
    assert.ok(urls.length >= 8);
    for (const url of urls) assert.match(url, /^https:\/\//, url);
    assert.ok(
        urls.includes('https://docs.example.com/guides/core-concepts/orders/#order-states'),
        'file link resolved to its page',
    );
    assert.ok(
        urls.includes('https://docs.example.com/guides/fixtures/every-construct/#tabs-and-details'),
        'fragment on this page',
    );
    assert.ok(
        urls.includes('https://docs.example.com/img/user-guide/orders-light.png'),
        'themed image: its light source',
    );
    assert.ok(!urls.some(url => url.includes('orders-dark')));
    assert.ok(urls.includes('https://docs.example.com/assets/images/diagram-abc123.png'), 'bundled image');
    assert.match(
        markdown,
        /\[`OrderService`\]\(https:\/\/docs\.example\.com\/reference\/typescript-api\/services\/order-service\/\)/,
    );
    assert.match(
        markdown,
        /\[`OrderService\.findOne`\]\(https:\/\/docs\.example\.com\/reference\/typescript-api\/services\/order-service\/#findOne\)/,
    );
    assert.match(markdown, /`notAnApiName` stays code/);
});

test('heading ids go; kbd and sup, which Markdown lacks, stay their HTML elements; 10:30 stays text', () => {
    assert.match(markdown, /^## Admonitions$/m);
    assert.doesNotMatch(markdown, /custom-anchor/);
    assert.match(markdown, /<kbd>Ctrl<\/kbd>\+<kbd>K<\/kbd>; 2<sup>31<\/sup>/);
    assert.match(markdown, /at 10:30\./);
});

test('a page with its own # heading keeps it and gets no second one', () => {
    const out = mdxToMarkdown('---\ntitle: T\n---\n\n# Own title\n\nText.\n', { ...options, title: 'T' });
    assert.equal(out, '# Own title\n\nText.\n');
});

test('components the site fills are written by the caller; unknown components and dynamic values fail loudly', () => {
    const cards = mdxToMarkdown("import SidebarCards from '@site/src/components/SidebarCards';\n\n<SidebarCards />\n", {
        ...options,
        components: { SidebarCards: () => [{ type: 'paragraph', children: [{ type: 'text', value: 'the cards' }] }] },
    });
    assert.equal(cards, '# Every construct\n\nthe cards\n');
    assert.throws(
        () => mdxToMarkdown('<Widget />\n', { ...options, sourcePath: 'docs/x.md' }),
        (error: Error) => {
            assert.ok(error instanceof NoMarkdownForm);
            assert.match(error.message, /^docs\/x\.md:1: <Widget> has no Markdown form/);
            return true;
        },
    );
    assert.throws(() => mdxToMarkdown('<TabItem label={labels.npm}>x</TabItem>\n', options), /not static/);
    assert.throws(() => mdxToMarkdown('Total: {price * 2}\n', options), /no Markdown form/);
});

test('<Admonition>, <CodeBlock> and <Mermaid> components become the same Markdown as their syntax', () => {
    const out = mdxToMarkdown(
        [
            '<Admonition type="cli" title="Scaffold">Run it.</Admonition>',
            '',
            '<CodeBlock language="ts" title="a.ts">{`const a = 1;\n// highlight-next-line\nconst b = 2;`}</CodeBlock>',
            '',
            '<Mermaid value="graph TD; A-->B" />',
            '',
        ].join('\n'),
        options,
    );
    assert.match(out, /> \*\*Command line: Scaffold\*\*\n>\n> Run it\./);
    assert.match(out, /```ts title="a\.ts"\nconst a = 1;\nconst b = 2;\n```/);
    assert.match(out, /```mermaid\ngraph TD; A-->B\n```/);
});

test('removeHighlightComments removes every comment style Docusaurus reads, and nothing else', () => {
    const code = [
        'a',
        '// highlight-next-line',
        '  /* highlight-start */',
        '{/* highlight-end */}',
        '# highlight-next-line',
        '<!-- highlight-start -->',
        '  // highlight-end  ',
        'b // highlight-next-line is text here',
        '"// highlight-next-line"',
    ].join('\n');
    assert.equal(
        removeHighlightComments(code),
        ['a', 'b // highlight-next-line is text here', '"// highlight-next-line"'].join('\n'),
    );
});

test('an inline MDX comment leaves no extra space behind (the claim links of tests/claims)', () => {
    const source = [
        '---',
        'title: T',
        '---',
        '',
        'A claim. {/* claim: tests/claims/x.ts "a" */} The next sentence.',
        '',
        '- Last in an item. {/* claim: tests/claims/x.ts "b" */}',
        '',
    ].join('\n');
    const out = mdxToMarkdown(source, { ...options, title: 'T' });
    assert.match(out, /^A claim\. The next sentence\.$/m);
    assert.match(out, /^- Last in an item\.$/m);
    assert.doesNotMatch(out, /claim:|&#x20;/);
});
