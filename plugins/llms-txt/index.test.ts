import { test } from 'node:test';
import assert from 'node:assert/strict';

import { sidebarDocIds } from './index';

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
                items: [{ type: 'doc', id: 'c/one' }, { type: 'link', label: 'x', href: 'https://x' }],
            },
        ],
        other: [{ type: 'doc', id: 'z' }],
    } as Parameters<typeof sidebarDocIds>[0]);
    assert.deepEqual(ids, ['a', 'c/index', 'c/one', 'z']);
});
