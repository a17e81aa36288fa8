import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';

import { cardTarget, categoryCardDescriptions, withCardDescriptions } from './card-descriptions';

const link = (id: string, unlisted = false) =>
    ({ type: 'link', label: id, href: `/${id}`, docId: id, unlisted }) as PropSidebarItem;
const category = (label: string, items: PropSidebarItem[], extra: Record<string, unknown> = {}) =>
    ({ type: 'category', label, items, collapsed: true, collapsible: true, ...extra }) as PropSidebarItem;
const pages: Record<string, string> = {
    '/first': 'What the first page says.',
    '/second': 'Not this one.',
    '/orders': 'What the category’s own page says.',
};

const sidebar = [
    category('Nested', [link('hidden', true), category('Inner', [link('first')]), link('second')]),
    category('Orders', [link('second')], { href: '/orders' }),
    category('Own', [link('second')], { description: 'Said by the category.' }),
    category('External', [{ type: 'link', label: 'x', href: 'https://x' }]),
];

test('a card leads where DocCard leads: the category’s own page, else its first listed link', () => {
    assert.deepEqual(sidebar.map(cardTarget), ['/first', '/orders', '/second', 'https://x']);
});

test('a category without a description gets that of the page its card opens; others keep theirs', () => {
    const descriptions = categoryCardDescriptions({ s: sidebar }, permalink => pages[permalink]);
    assert.deepEqual(descriptions, {
        '/first': 'What the first page says.',
        '/orders': 'What the category’s own page says.',
    });
    assert.deepEqual(
        withCardDescriptions([...sidebar, link('second')], descriptions).map(item =>
            item.type === 'category' ? item.description : item.type,
        ),
        ['What the first page says.', 'What the category’s own page says.', 'Said by the category.', undefined, 'link'],
    );
});
