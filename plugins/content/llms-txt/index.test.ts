import { test } from 'node:test';
import assert from 'node:assert/strict';

import { generatedIndexCategories, generatedIndexMarkdown, sidebarCardsList, sidebarDocIds } from './index';
import { stringifyMarkdown } from './mdx-to-markdown';

test('sidebarDocIds walks categories depth-first, their linked doc first', () => {
    const ids = sidebarDocIds({
        learn: [
            { type: 'doc', id: 'a' },
            {
                type: 'category',
                label: 'C',
                collapsed: true,
                collapsible: true,
                link: { type: 'doc', id: 'c/index' },
                items: [
                    { type: 'doc', id: 'c/one' },
                    { type: 'link', label: 'x', href: 'https://x' },
                ],
            },
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
    {
        type: 'category',
        label: 'Orders',
        collapsed: true,
        collapsible: true,
        link: { type: 'doc', id: 'user-guide/orders/index' },
        items: [],
    },
    { type: 'doc', id: 'user-guide/customers', label: 'Customers and groups' },
    {
        type: 'category',
        label: 'Settings',
        description: 'Shop settings.',
        collapsed: true,
        collapsible: true,
        link: { type: 'generated-index', slug: '/user-guide/settings', permalink: '/user-guide/settings/' },
        items: [{ type: 'doc', id: 'user-guide/customers' }],
    },
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
                {
                    type: 'category',
                    label: 'Fundamentals',
                    collapsed: true,
                    collapsible: true,
                    items: [
                        { type: 'link', label: 'x', href: 'https://x' },
                        { type: 'doc', id: 'user-guide/orders/index' },
                        { type: 'doc', id: 'user-guide/customers' },
                    ],
                },
                {
                    type: 'category',
                    label: 'Described',
                    description: 'Said by the category.',
                    collapsed: true,
                    collapsible: true,
                    items: [{ type: 'doc', id: 'user-guide/customers' }],
                },
            ] as Parameters<typeof sidebarCardsList>[0],
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
