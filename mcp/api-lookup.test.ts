import { test } from 'node:test';
import assert from 'node:assert/strict';

import { closeNames, parseApiName } from './api-lookup';

test('parseApiName reads names as code writes them', () => {
    assert.deepEqual(parseApiName(' OrderService '), { name: 'OrderService', member: null });
    assert.deepEqual(parseApiName('OrderService.findOne()'), { name: 'OrderService', member: 'findOne' });
    assert.deepEqual(parseApiName('bootstrap()'), { name: 'bootstrap', member: null });
    assert.equal(parseApiName('order service'), null);
});

test('closeNames: another case first, then typos, then longer names holding it', () => {
    const names = ['OrderService', 'OrderProcess', 'OrderProcessState', 'order', 'RoleService', 'Product'];
    assert.deepEqual(closeNames('orderservice', names).slice(0, 2), ['OrderService', 'RoleService']);
    assert.deepEqual(closeNames('OrderProces', names), ['OrderProcess', 'OrderProcessState']);
    assert.deepEqual(closeNames('Xyzzy', names), []);
});
