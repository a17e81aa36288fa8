import { test } from 'node:test';
import assert from 'node:assert/strict';

import { sidebarItemsGenerator } from './index';

type Args = Parameters<typeof sidebarItemsGenerator>[0];

function doc(id: string, frontMatter: Record<string, unknown> = {}) {
    return {
        id,
        title: id,
        frontMatter,
        source: `@site/docs/${id}.md`,
        sourceDirName: '.',
        sidebarPosition: undefined,
    };
}

test('pages with displayed_sidebar: null are left out, the others are passed on in order', async () => {
    let received: string[] = [];
    const args = {
        docs: [doc('a'), doc('hidden', { displayed_sidebar: null }), doc('b', { displayed_sidebar: 'learnSidebar' })],
        defaultSidebarItemsGenerator: (({ docs }: Args) => {
            received = docs.map(d => d.id);
            return docs.map(d => ({ type: 'doc' as const, id: d.id }));
        }) as unknown as Args['defaultSidebarItemsGenerator'],
    } as unknown as Args;
    const items = await sidebarItemsGenerator(args);
    assert.deepEqual(received, ['a', 'b']);
    assert.deepEqual(
        items.map(i => (i.type === 'doc' ? i.id : i.type)),
        ['a', 'b'],
    );
});

test('a category keeps its own description or gets its generated index’s; others stay without', async () => {
    const docs = [
        doc('intro/first', { description: 'What the first page says.' }),
        doc('intro/second', { description: 'Not this one.' }),
        doc('own', { description: 'Not this one either.' }),
    ];
    const generated = [
        {
            type: 'category' as const,
            label: 'Nested',
            items: [
                {
                    type: 'category' as const,
                    label: 'Inner',
                    items: [{ type: 'doc' as const, id: 'intro/first' }],
                },
                { type: 'doc' as const, id: 'intro/second' },
            ],
        },
        {
            type: 'category' as const,
            label: 'Own',
            description: 'Said by the category.',
            items: [{ type: 'doc' as const, id: 'own' }],
        },
        {
            type: 'category' as const,
            label: 'Index',
            link: { type: 'generated-index' as const, description: 'Said by the index.' },
            items: [{ type: 'doc' as const, id: 'own' }],
        },
        { type: 'category' as const, label: 'Empty', items: [] },
    ];
    const args = {
        docs,
        defaultSidebarItemsGenerator: (() => generated) as unknown as Args['defaultSidebarItemsGenerator'],
    } as unknown as Args;
    const items = (await sidebarItemsGenerator(args)) as unknown as Array<{
        label: string;
        description?: string;
        items: Array<{ label?: string; description?: string }>;
    }>;
    assert.deepEqual(
        items.map(i => [i.label, i.description]),
        [
            ['Nested', undefined],
            ['Own', 'Said by the category.'],
            ['Index', 'Said by the index.'],
            ['Empty', undefined],
        ],
    );
    assert.equal(items[0].items[0].description, undefined);
});
