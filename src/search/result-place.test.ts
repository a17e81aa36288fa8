import { test } from 'node:test';
import assert from 'node:assert/strict';

import { folderLabel, resultPlace } from './result-place';

test('resultPlace tells pages of one title apart: a guide, an entity, a part of the reference', () => {
    assert.deepEqual(resultPlace('https://docs.example.com/guides/core-concepts/payment/'), {
        kind: 'Guide',
        folders: ['Core concepts'],
    });
    assert.deepEqual(resultPlace('/reference/typescript-api/entities/payment/'), {
        kind: 'Entity',
        folders: ['TypeScript API', 'Entities'],
    });
    assert.deepEqual(resultPlace('/reference/typescript-api/payment/'), {
        kind: 'Overview',
        folders: ['TypeScript API'],
    });
    assert.deepEqual(resultPlace('/user-guide/settings/payment-methods/'), { kind: 'Guide', folders: ['Settings'] });
});

test('resultPlace names the kinds of reference entries', () => {
    assert.equal(resultPlace('/reference/graphql-api/admin/object-types/#refund').kind, 'GraphQL type');
    assert.equal(resultPlace('/reference/graphql-api/shop/mutations/#addItemToOrder').kind, 'GraphQL mutation');
    assert.equal(resultPlace('/reference/graphql-api/shop/mutations/').kind, 'GraphQL API');
    assert.equal(resultPlace('/reference/typescript-api/services/payment-service/').kind, 'Service');
    assert.equal(resultPlace('/reference/typescript-api/events/event-types/#OrderPlacedEvent').kind, 'Event');
    assert.equal(resultPlace('/reference/core-plugins/email-plugin/').kind, 'Plugin');
    assert.equal(resultPlace('/reference/typescript-api/payment/payment-options/').kind, 'TypeScript API');
    assert.equal(resultPlace('/reference/dashboard/hooks/use-channel/').kind, 'Dashboard API');
    assert.equal(resultPlace('/reference/dashboard/hooks/').kind, 'Overview');
    assert.equal(resultPlace('/reference/cli/').kind, 'CLI');
    assert.deepEqual(resultPlace('/search/'), { kind: 'Page', folders: [] });
});

test('folderLabel spells API words as the docs do', () => {
    assert.equal(folderLabel('typescript-api'), 'TypeScript API');
    assert.equal(folderLabel('graphql-api'), 'GraphQL API');
    assert.equal(folderLabel('admin-ui-api'), 'Admin UI API');
    assert.equal(folderLabel('core-concepts'), 'Core concepts');
});
