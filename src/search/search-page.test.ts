import { test } from 'node:test';
import assert from 'node:assert/strict';

import { docSearchHit } from './hits';
import { toResultItem } from './search-page';
import { withSearchParam } from './search-page-url';
import type { DocSearchHit } from './types';

function hit(url: string, levels: Array<string | null>, snippet = 'Some text'): DocSearchHit {
    const [lvl0, lvl1, lvl2 = null, lvl3 = null] = levels;
    return docSearchHit(
        {
            objectID: url,
            url: `https://docs.example.com${url}`,
            url_without_anchor: `https://docs.example.com${url.split('#')[0]}`,
            anchor: url.split('#')[1] ?? null,
            type: lvl2 ? 'lvl2' : 'lvl1',
            content: snippet,
            hierarchy: { lvl0, lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null },
            snippet,
        },
        [],
    );
}

test('results with the same title show what they are and where they sit', () => {
    const items = [
        hit('/guides/core-concepts/payment/', ['Learn', 'Payment']),
        hit('/reference/typescript-api/entities/payment/', ['Reference', 'Payment']),
        hit('/reference/typescript-api/payment/', ['Reference', 'Payment']),
    ].map(toResultItem);
    assert.deepEqual(
        items.map(item => [item.title, item.kind, item.breadcrumbs.join(' › ')]),
        [
            ['Payment', 'Guide', 'Learn › Core concepts'],
            ['Payment', 'Entity', 'Reference › TypeScript API › Entities'],
            ['Payment', 'Overview', 'Reference › TypeScript API'],
        ],
    );
    const told = new Set(items.map(item => `${item.kind} ${item.breadcrumbs.join(' › ')}`));
    assert.equal(told.size, items.length);
});

test('a heading result keeps its page as breadcrumb; a level repeating the one before it is shown once', () => {
    const heading = toResultItem(
        hit('/reference/graphql-api/admin/object-types/#refund', ['Reference', 'Admin API: Object types', 'Refund']),
    );
    assert.deepEqual(heading.breadcrumbs, ['Reference', 'Admin API: Object types']);
    assert.equal(heading.kind, 'GraphQL type');
    const overview = toResultItem(
        hit('/user-guide/#How-the-Dashboard-is-organised', [
            'User Guide',
            'User Guide',
            'How the Dashboard is organised',
        ]),
    );
    assert.deepEqual(overview.breadcrumbs, ['User Guide']);
    assert.equal(overview.title, 'How the Dashboard is organised');
});

test('withSearchParam keeps q first and the section filter after it', () => {
    assert.equal(withSearchParam('?q=payment', 'section', 'User Guide'), '?q=payment&section=User%20Guide');
    assert.equal(withSearchParam('?section=Reference', 'q', 'order state'), '?q=order%20state&section=Reference');
    assert.equal(withSearchParam('?q=a&section=Learn', 'section', ''), '?q=a');
    assert.equal(withSearchParam('?q=a', 'q', ''), '');
});
