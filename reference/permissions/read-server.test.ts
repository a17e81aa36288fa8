import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';

import { fixturesDir } from './fixtures/model';
import { readServerOperations } from './read-server';

test("each query and mutation of a compiled resolver has its @Allow permissions; field resolvers and other files don't count", () => {
    assert.deepEqual(readServerOperations(path.join(fixturesDir, 'resolvers')), [
        { name: 'addManualPaymentToOrder', kind: 'Mutation', resolver: 'order.resolver.js', anyOf: ['UpdateOrder'] },
        { name: 'order', kind: 'Query', resolver: 'order.resolver.js', anyOf: ['ReadOrder', 'Owner'] },
    ]);
});
