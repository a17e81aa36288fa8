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
    assert.deepEqual(checkMarkdown('# T\n\n```ts\nconst a = 1;\n'), ['line 3: code fence ``` does not close']);
    assert.deepEqual(checkMarkdown('# T\n\n````ts\nconst a = 1;\n```\n'), ['line 3: code fence ```` does not close']);
    assert.deepEqual(checkMarkdown('# T\n\n> ```ts\n> const a = 1;\n> ```\n'), [], 'a fence closed inside a quote');
    assert.deepEqual(checkMarkdown('# T\n\n> ```ts\n> const a = 1;\n\nAfter.\n'), [
        'line 3: code fence ``` does not close',
    ]);
    assert.deepEqual(checkMarkdown('# T\n\n<Tabs groupId="pm">\n\nx\n'), [
        'line 3: HTML or JSX left: <Tabs groupId="pm">',
    ]);
    assert.deepEqual(checkMarkdown('# T\n\nPress <TabItem value="a">.\n'), [
        'line 3: HTML or JSX left: <TabItem value="a">',
    ]);
    assert.deepEqual(checkMarkdown("# T\n\nimport Tabs from '@theme/Tabs';\n"), [
        "line 3: import/export statement outside code: import Tabs from '@theme/Tabs';",
    ]);
    assert.deepEqual(checkMarkdown('# T\n\nexport default function Page() {}\n'), [
        'line 3: import/export statement outside code: export default function Page() {}',
    ]);
    assert.deepEqual(checkMarkdown("# T\n\nimport './styles.css';\n"), [
        "line 3: import/export statement outside code: import './styles.css';",
    ]);
    assert.deepEqual(checkMarkdown('# T\n\n:::note\nx\n:::\n'), ['line 3: admonition syntax left: :::note\nx\n:::']);
    assert.deepEqual(checkMarkdown('# T\n\n{/* hidden */}\n'), ['line 3: MDX expression left: {/* hidden */}']);
    assert.deepEqual(checkMarkdown('# T\n\nSee [x](/guides/x/) and ![y](./y.png).\n'), [
        'line 3: link is not absolute: /guides/x/',
        'line 3: link is not absolute: ./y.png',
    ]);
});

test('the few inline elements Markdown lacks are allowed', () => {
    assert.deepEqual(checkMarkdown('# T\n\nPress <kbd>Ctrl</kbd>; 2<sup>31</sup> and H<sub>2</sub>O.\n'), []);
});
