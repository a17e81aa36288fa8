import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PropSidebarItem, PropVersionDocs } from '@docusaurus/plugin-content-docs';

import { withFirstPageDescriptions } from './card-descriptions';

const link = (docId: string) => ({ type: 'link', label: docId, href: `/${docId}/`, docId }) as PropSidebarItem;
const category = (label: string, items: PropSidebarItem[], description?: string) =>
    ({ type: 'category', label, items, collapsed: true, collapsible: true, description }) as PropSidebarItem;
const docs = {
    first: { id: 'first', title: 'First', description: 'What the first page says.' },
    second: { id: 'second', title: 'Second', description: 'Not this one.' },
} as unknown as PropVersionDocs;

test('a category card without a description gets that of its first page in reading order; others keep theirs', () => {
    const items = withFirstPageDescriptions(
        [
            category('Nested', [category('Inner', [link('first')]), link('second')]),
            category('Own', [link('second')], 'Said by the category.'),
            category('External', [{ type: 'link', label: 'x', href: 'https://x' }]),
            link('second'),
        ],
        docs,
    );
    assert.deepEqual(
        items.map(item => (item.type === 'category' ? item.description : item.type)),
        ['What the first page says.', 'Said by the category.', undefined, 'link'],
    );
});
