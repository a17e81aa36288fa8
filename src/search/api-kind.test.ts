import { test } from 'node:test';
import assert from 'node:assert/strict';

import { parseApiKindQuery } from './api-kind';

test('a name with a word for its kind is an API-kind query, in either order', () => {
    assert.deepEqual(parseApiKindQuery('createProduct mutation'), {
        name: 'createProduct',
        kindWords: 'mutation',
        kinds: ['mutation'],
    });
    assert.deepEqual(parseApiKindQuery('enum ErrorCode'), { name: 'ErrorCode', kindWords: 'enum', kinds: ['enum'] });
    assert.deepEqual(parseApiKindQuery('Order object type'), {
        name: 'Order',
        kindWords: 'object type',
        kinds: ['object-type'],
    });
    assert.deepEqual(parseApiKindQuery('OrderService service')?.kinds, ['service']);
    assert.deepEqual(parseApiKindQuery('Product entity')?.kinds, ['entity']);
});

test('questions and bare names are not API-kind queries', () => {
    assert.equal(parseApiKindQuery('createProduct'), null);
    assert.equal(parseApiKindQuery('how to write a mutation'), null);
    assert.equal(parseApiKindQuery('shipping method'), null);
    assert.equal(parseApiKindQuery('add-item mutation'), null);
});
