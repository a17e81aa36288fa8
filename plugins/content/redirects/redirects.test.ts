import assert from 'node:assert/strict';
import { test } from 'node:test';

import { folderLandings, movedPages, oldPathsOf, redirectOptions, shortLinks } from './redirects';

test('an existing page under a moved tree gets its old path; other pages none', () => {
    assert.deepEqual(oldPathsOf('/guides/developer-guide/custom-fields/'), ['/developer-guide/custom-fields/']);
    assert.deepEqual(oldPathsOf('/reference/typescript-api/orders/order-process/'), [
        '/typescript-api/orders/order-process/',
    ]);
    assert.deepEqual(oldPathsOf('/user-guide/orders/'), []);
    assert.deepEqual(
        oldPathsOf('/guides/developer-guide/'),
        [],
        'a tree root is an explicit short link, not a generated one',
    );
});

test('createRedirects gives the old path of a page, unless an explicit redirect already has it', () => {
    assert.deepEqual(redirectOptions.createRedirects!('/guides/developer-guide/events/'), ['/developer-guide/events']);
    assert.equal(redirectOptions.createRedirects!('/guides/developer-guide/overview/'), undefined);
    assert.equal(redirectOptions.createRedirects!('/user-guide/'), undefined);
});

test('each explicit redirect is written once, from an old path to a current one', () => {
    const froms = [...movedPages, ...shortLinks].map(r => r.from);
    assert.equal(new Set(froms).size, froms.length);
    for (const { from, to } of [...movedPages, ...shortLinks]) {
        assert.notEqual(from, to);
        assert.match(to, /^\/(guides|reference)\/.*\/$/);
    }
});

test('a folder without a page of its own lands on a page inside it, and is redirected', () => {
    for (const { from, to } of folderLandings) {
        assert.ok(to.startsWith(from) && to !== from, `${from} → ${to}`);
        assert.ok(redirectOptions.redirects!.some(r => r.from === from.replace(/\/$/, '') && r.to === to));
    }
});
