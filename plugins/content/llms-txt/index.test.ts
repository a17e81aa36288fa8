import { test } from 'node:test';
import assert from 'node:assert/strict';

import { generatedIndexCategories, generatedIndexMarkdown, sidebarCardsList, sidebarDocIds } from './index';
import { stringifyMarkdown } from './mdx-to-markdown';

type SidebarItem = Parameters<typeof sidebarCardsList>[0][number];
/** A category as the docs plugin loads it, collapsed and collapsible like every category of the site. */
const category = (
    label: string,
    items: SidebarItem[],
    more: Partial<Extract<SidebarItem, { type: 'category' }>> = {},
): SidebarItem => ({ type: 'category', label, collapsed: true, collapsible: true, items, ...more });

test('sidebarDocIds walks categories depth-first, their linked doc first', () => {
    const ids = sidebarDocIds({
        learn: [
            { type: 'doc', id: 'a' },
            category(
                'C',
                [
                    { type: 'doc', id: 'c/one' },
                    { type: 'link', label: 'x', href: 'https://x' },
                ],
                { link: { type: 'doc', id: 'c/index' } },
            ),
        ],
        other: [{ type: 'doc', id: 'z' }],
    });
    assert.deepEqual(ids, ['a', 'c/index', 'c/one', 'z']);
});

type Docs = Parameters<typeof sidebarCardsList>[2];
const doc = (id: string, title: string, permalink: string, description = '') =>
    ({ id, title, permalink, description }) as unknown as NonNullable<ReturnType<Docs['get']>>;
const docsById: Docs = new Map([
    ['user-guide/index', doc('user-guide/index', 'User Guide', '/user-guide/', 'For admins.')],
    ['user-guide/orders/index', doc('user-guide/orders/index', 'Orders', '/user-guide/orders/', 'Handling orders.')],
    ['user-guide/customers', doc('user-guide/customers', 'Customers', '/user-guide/customers/', 'Customer accounts.')],
]);
const items = [
    { type: 'doc', id: 'user-guide/index' },
    category('Orders', [], { link: { type: 'doc', id: 'user-guide/orders/index' } }),
    { type: 'doc', id: 'user-guide/customers', label: 'Customers and groups' },
    category('Settings', [{ type: 'doc', id: 'user-guide/customers' }], {
        description: 'Shop settings.',
        link: { type: 'generated-index', slug: '/user-guide/settings', permalink: '/user-guide/settings/' },
    }),
] as Parameters<typeof sidebarCardsList>[0];

test('SidebarCards in Markdown: the sidebar top level except the page itself, as absolute links with descriptions', () => {
    const markdown = stringifyMarkdown({
        type: 'root',
        children: sidebarCardsList(items, docsById.get('user-guide/index')!, docsById, 'https://docs.example.com'),
    });
    assert.equal(
        markdown,
        [
            '- [Orders](https://docs.example.com/user-guide/orders/): Handling orders.',
            '- [Customers and groups](https://docs.example.com/user-guide/customers/): Customer accounts.',
            '- [Settings](https://docs.example.com/user-guide/settings/): Shop settings.',
            '',
        ].join('\n'),
    );
});

test('a generated index page: found in the sidebars, written with its title, description and entries', () => {
    const categories = generatedIndexCategories({ userGuide: [...items] });
    assert.deepEqual(
        categories.map(c => c.label),
        ['Settings'],
    );
    const markdown = generatedIndexMarkdown(
        { title: 'Settings', description: 'Shop settings.', permalink: '/user-guide/settings/' },
        categories[0].items,
        docsById,
        'https://docs.example.com',
    );
    assert.equal(
        markdown,
        '# Settings\n\nShop settings.\n\n- [Customers](https://docs.example.com/user-guide/customers/): Customer accounts.\n',
    );
});

test('a category without a page of its own is listed too, linking its first page in reading order', () => {
    const markdown = stringifyMarkdown({
        type: 'root',
        children: sidebarCardsList(
            [
                category('Fundamentals', [
                    { type: 'link', label: 'x', href: 'https://x' },
                    { type: 'doc', id: 'user-guide/orders/index' },
                    { type: 'doc', id: 'user-guide/customers' },
                ]),
                category('Described', [{ type: 'doc', id: 'user-guide/customers' }], {
                    description: 'Said by the category.',
                }),
            ],
            docsById.get('user-guide/index')!,
            docsById,
            'https://docs.example.com',
        ),
    });
    assert.equal(
        markdown,
        [
            '- [Fundamentals](https://docs.example.com/user-guide/orders/): Handling orders.',
            '- [Described](https://docs.example.com/user-guide/customers/): Said by the category.',
            '',
        ].join('\n'),
    );
});
