import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import { checkMarkdown } from './check-markdown';

test('the converted fixture page passes', () => {
    assert.deepEqual(
        checkMarkdown(fs.readFileSync(path.join(__dirname, 'fixtures', 'every-construct.md'), 'utf8')),
        [],
    );
});

test('code may hold imports, JSX and fences of another kind', () => {
    const source = [
        '# Page',
        '',
        '````md',
        '```ts',
        "import { a } from 'b';",
        '```',
        '````',
        '',
        '```tsx',
        '<Tabs groupId="x" />',
        '```',
        '',
        'A `<TabItem>` in code and a generic `Promise<Order>`; escaped \\<Order> in prose.',
    ].join('\n');
    assert.deepEqual(checkMarkdown(source), []);
});

test('each kind of leftover is reported with its line', () => {
    assert.deepEqual(checkMarkdown('Text first.\n'), ['does not open with a # title']);
    assert.deepEqual(checkMarkdown('# T\n\n> ```ts\n> const a = 1;\n> ```\n'), [], 'a fence closed inside a quote');
    // Each leftover starts on line 3, below the title and a blank line.
    const leftovers: Array<[body: string, problems: string[]]> = [
        ['```ts\nconst a = 1;\n', ['code fence ``` does not close']],
        ['````ts\nconst a = 1;\n```\n', ['code fence ```` does not close']],
        ['> ```ts\n> const a = 1;\n\nAfter.\n', ['code fence ``` does not close']],
        ['<Tabs groupId="pm">\n\nx\n', ['HTML or JSX left: <Tabs groupId="pm">']],
        ['Press <TabItem value="a">.\n', ['HTML or JSX left: <TabItem value="a">']],
        [
            "import Tabs from '@theme/Tabs';\n",
            ["import/export statement outside code: import Tabs from '@theme/Tabs';"],
        ],
        [
            'export default function Page() {}\n',
            ['import/export statement outside code: export default function Page() {}'],
        ],
        ["import './styles.css';\n", ["import/export statement outside code: import './styles.css';"]],
        [':::note\nx\n:::\n', ['admonition syntax left: :::note\nx\n:::']],
        ['{/* hidden */}\n', ['MDX expression left: {/* hidden */}']],
        [
            'See [x](/guides/x/) and ![y](./y.png).\n',
            ['link is not absolute: /guides/x/', 'link is not absolute: ./y.png'],
        ],
    ];
    for (const [body, problems] of leftovers)
        assert.deepEqual(
            checkMarkdown(`# T\n\n${body}`),
            problems.map(problem => `line 3: ${problem}`),
            body,
        );
});

test('the few inline elements Markdown lacks are allowed', () => {
    assert.deepEqual(checkMarkdown('# T\n\nPress <kbd>Ctrl</kbd>; 2<sup>31</sup> and H<sub>2</sub>O.\n'), []);
});
