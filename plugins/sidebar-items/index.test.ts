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
