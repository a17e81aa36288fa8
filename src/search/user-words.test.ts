import { test } from 'node:test';
import assert from 'node:assert/strict';

import { inDocsWords, USER_WORDS } from './user-words';

test('a user phrase is replaced by the docs words, in any case and number, the rest of the query kept', () => {
    assert.equal(inDocsWords('Tiered Pricing for B2B'), 'order item price calculation strategy for B2B');
    assert.equal(inDocsWords('notify the admin of new orders'), 'email event handler of new orders');
    assert.equal(inDocsWords('social logins'), 'external authentication strategy');
    assert.equal(inDocsWords('change the order number format'), 'change the OrderCodeStrategy format');
});

test('only whole phrases in order match: the query is returned unchanged otherwise', () => {
    assert.equal(inDocsWords('pricing tiers'), 'pricing tiers');
    assert.equal(inDocsWords('socialite login'), 'socialite login');
    assert.equal(inDocsWords('OrderProcess'), 'OrderProcess');
});

test('the longest user phrase wins where two start at the same word', () => {
    assert.equal(inDocsWords('translate dashboard extension'), 'dashboard extension localization');
});

test('no user phrase is empty or maps to itself', () => {
    for (const { users, docs } of USER_WORDS) {
        assert.ok(docs.trim(), 'docs words are given');
        for (const user of users) {
            assert.ok(user.trim(), 'user phrase is not empty');
            assert.notEqual(inDocsWords(user), user, `"${user}" is rewritten`);
        }
    }
});
