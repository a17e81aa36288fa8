import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parsePageSource } from './markdown';

const source = [
    '---', // 1
    'title: "T: with colon"', // 2
    'description: D', // 3
    '---', // 4
    '', // 5
    ':::tip', // 6
    '```ts title="src/x.ts"', // 7
    'export const x = 1;', // 8
    '```', // 9
    ':::', // 10
    '', // 11
    '<div>', // 12
    '', // 13
    '```graphql title="Shop API"', // 14
    'query { a }', // 15
    '```', // 16
    '', // 17
    '</div>', // 18
].join('\n');

test('finds fences inside admonitions and JSX with their fence lines and meta', () => {
    const { page, failures } = parsePageSource(source, 'docs/p.md');
    assert.deepEqual(failures, []);
    assert.deepEqual(page.frontMatter, { title: 'T: with colon', description: 'D' });
    assert.deepEqual(
        page.blocks.map(b => [b.lang, b.fenceLine, b.attributes.title, b.code]),
        [
            ['ts', 7, 'src/x.ts', 'export const x = 1;'],
            ['graphql', 14, 'Shop API', 'query { a }'],
        ],
    );
});

test('a page without front matter has undefined front matter', () => {
    const { page } = parsePageSource('# Hi\n', 'docs/p.md');
    assert.equal(page.frontMatter, undefined);
});

test('an MDX syntax error is a failure with its line', () => {
    const { failures } = parsePageSource('---\ntitle: a\ndescription: b\n---\n\n<div>\n\ntext {broken\n', 'docs/p.md');
    assert.equal(failures.length, 1);
    assert.equal(failures[0].kind, 'markdown');
    assert.ok(failures[0].line >= 6, `line ${failures[0].line}`);
});

test('heading ids, titled admonitions and mdx-code-block fences parse as in Docusaurus, keeping line numbers', () => {
    const source = [
        '---', // 1
        'title: T', // 2
        'description: D', // 3
        '---', // 4
        '## Who can see what {#who}', // 5
        '', // 6
        ':::note A title', // 7
        '```json', // 8
        '{}', // 9
        '```', // 10
        ':::', // 11
        '', // 12
        '````mdx-code-block', // 13
        '<div>', // 14
        '', // 15
        '```yaml', // 16
        'a: 1', // 17
        '```', // 18
        '', // 19
        '</div>', // 20
        '````', // 21
    ].join('\n');
    const { page, failures } = parsePageSource(source, 'docs/p.md');
    assert.deepEqual(failures, []);
    assert.deepEqual(
        page.blocks.map(b => [b.lang, b.fenceLine]),
        [
            ['json', 8],
            ['yaml', 16],
        ],
    );
});

test('highlight magic comments are blanked as Docusaurus removes them, keeping line numbers', async () => {
    const { blankMagicComments } = await import('./markdown');
    const code =
        'const a = gql`\n    // highlight-start\n    type A { id: ID! }\n    // highlight-end\n`;\n# highlight-next-line\nx\n<!-- highlight-start -->\n// a highlight-start in prose stays';
    assert.equal(
        blankMagicComments(code),
        'const a = gql`\n\n    type A { id: ID! }\n\n`;\n\nx\n\n// a highlight-start in prose stays',
    );
});
