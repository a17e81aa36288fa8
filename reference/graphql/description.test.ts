import assert from 'node:assert/strict';
import { test } from 'node:test';

import { cleanDescription, descriptionToCommentLines, descriptionToMdx } from './description';

test('doc tags are removed and {@link} becomes inline code', () => {
    const cleaned = cleanDescription(
        '@description\nState of a job\n\n@docsCategory common\n@docsPage Job\nSee {@link JobQueue}.',
    );
    assert.equal(cleaned, 'State of a job\n\nSee `JobQueue`.');
});

test('escaped decorators lose their backslash', () => {
    assert.match(cleanDescription('```ts\n\\@Query()\n```'), /^```ts\n@Query\(\)\n```$/);
});

test('outside code, < { } are escaped; inside code spans they are kept', () => {
    const mdx = descriptionToMdx('Use `<input type="x">` or {a} <b>');
    assert.equal(mdx, 'Use `<input type="x">` or \\{a\\} &lt;b&gt;');
});

test('a code span opened by two backticks is closed only by two', () => {
    assert.equal(descriptionToMdx('a ``x ` {y}`` {z}'), 'a ``x ` {y}`` \\{z\\}');
});

test('an unclosed backtick does not stop escaping', () => {
    assert.equal(descriptionToMdx('a ` {b}'), 'a ` \\{b\\}');
});

test('headings become bold lines and fences get a lowercase no-check language', () => {
    const mdx = descriptionToMdx('## Title\n\n```TypeScript\nconst a = {b: 1};\n```');
    assert.equal(
        mdx,
        '**Title**\n\n```typescript no-check excerpt from the schema description\nconst a = {b: 1};\n```',
    );
});

test('relative links keep only their text; absolute links stay', () => {
    assert.equal(descriptionToMdx('[a](/x/) [b](https://e.com/)'), 'a [b](https://e.com/)');
});

test('lines starting with import/export are not read as ESM', () => {
    assert.equal(descriptionToMdx('export const a = 1'), '&#101;xport const a = 1');
});

test('comment lines are plain, cleaned text', () => {
    assert.deepEqual(descriptionToCommentLines('One <b>\n\n@docsCategory x\nTwo'), ['One <b>', '', 'Two']);
    assert.deepEqual(descriptionToCommentLines(undefined), []);
});
