import { test } from 'node:test';
import assert from 'node:assert/strict';

import { codeBlockAfter, codeBlocks, headingsOf, inlineText, sectionOf } from './markdown-sections';

const page = [
    '# Order\\_Things',
    '',
    '## First',
    '',
    '```md',
    '## not a heading',
    '```',
    '',
    '### A member',
    '',
    'Text.',
    '',
    '**Signature**',
    '',
    '````ts',
    'class First {}',
    '````',
    '',
    '## [`Second`](https://x) ##',
    '',
    'More.',
];

test('headingsOf skips code blocks and gives plain text', () => {
    assert.deepEqual(
        headingsOf(page).map(h => [h.depth, h.text]),
        [
            [1, 'Order_Things'],
            [2, 'First'],
            [3, 'A member'],
            [2, 'Second'],
        ],
    );
    assert.equal(inlineText('**Type:** [`Order`](https://x)`<T>` \\*'), '**Type:** Order<T> *');
});

test('sectionOf runs to the next heading of the same depth or higher', () => {
    const headings = headingsOf(page);
    const first = sectionOf(page, headings, headings[1]);
    assert.ok(first.startsWith('## First') && first.includes('### A member') && !first.includes('Second'));
    assert.equal(sectionOf(page, headings, headings[2]).split('\n').at(-1), '````');
    assert.equal(sectionOf(page, headings, headings[3]), '## [`Second`](https://x) ##\n\nMore.');
});

test('codeBlockAfter finds the block after a label; codeBlocks gives each fence its language', () => {
    assert.equal(codeBlockAfter(page.join('\n'), '**Signature**'), 'class First {}');
    assert.equal(codeBlockAfter(page.join('\n'), '**Missing**'), null);
    assert.deepEqual(
        codeBlocks(page).map(block => block.lang),
        ['md', 'ts'],
    );
});
