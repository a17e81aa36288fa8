import assert from 'node:assert/strict';
import { test } from 'node:test';

import { toString } from 'mdast-util-to-string';

import { parseMdx } from '../../../lib/content/markdown';
import { fixtureModel } from '../../../reference/permissions/fixtures/model';
import { mdxToMarkdown } from '../llms-txt/mdx-to-markdown';
import remarkPermissions from './index';

const run = (markdown: string) => {
    const tree = parseMdx(markdown);
    remarkPermissions({ model: fixtureModel() })(tree, { path: 'p.md' });
    return tree;
};

test("a table cell's marker becomes the Dashboard's labels of the permissions; a marker in prose stays a comment", () => {
    const tree = run(
        [
            'Needs *Order: Read* {/* gate: defaults.ts#orders */}.',
            '',
            '| Task | Dashboard | Server |',
            '| --- | --- | --- |',
            '| Read | {/* gate: defaults.ts#orders */} | {/* server: order */} |',
            '| Note | needs *Order: Read* {/* gate: defaults.ts#orders */} | |',
        ].join('\n'),
    );
    const [paragraph, table] = tree.children;
    assert.equal(table.type, 'table');
    assert.deepEqual(
        table.children[1].children.map(cell => toString(cell)),
        ['Read', 'Order: Read', 'Order: Read or Owner'],
    );
    // A cell that says more than the marker keeps it as a comment, like prose.
    assert.deepEqual(
        table.children[2].children[1].children.map(c => c.type),
        ['text', 'emphasis', 'text', 'mdxTextExpression'],
    );
    assert.ok(paragraph.type === 'paragraph' && paragraph.children.some(c => c.type === 'mdxTextExpression'));
});

test('a marker that names nothing fails the build', () => {
    assert.throws(() => run('| a |\n| --- |\n| {/* server: nothing */} |'), /p\.md: permission marker: no Admin API/);
});

test("the page's Markdown twin carries the same labels", () => {
    const markdown = mdxToMarkdown(
        '| Task | Dashboard |\n| --- | --- |\n| See orders | {/* gate: defaults.ts#orders */} |',
        {
            title: 'Orders',
            siteUrl: 'https://example.com',
            pagePath: '/user-guide/orders/',
            permissionModel: fixtureModel(),
        },
    );
    assert.match(markdown, /\| See orders \| Order: Read \|/);
});
