import assert from 'node:assert/strict';
import { test } from 'node:test';

import { fixtureModel } from './fixtures/model';
import { labelsText, parseMarker, resolveMarker } from './markers';

const model = fixtureModel();

test('a marker names a Dashboard gate by the end of its key, or an Admin API operation', () => {
    assert.deepEqual(parseMarker('/* gate: _orders/orders_.draft.$id.tsx#complete-draft-button */'), {
        kind: 'gate',
        ref: '_orders/orders_.draft.$id.tsx#complete-draft-button',
    });
    assert.equal(parseMarker('/* claim: something else */'), undefined);
    assert.deepEqual(resolveMarker(model, { kind: 'gate', ref: 'defaults.ts#orders' }), ['ReadOrder']);
    assert.deepEqual(resolveMarker(model, { kind: 'server', ref: 'order' }), ['ReadOrder', 'Owner']);
    assert.equal(labelsText(model, ['ReadOrder', 'Owner']), 'Order: Read or Owner');
});

test('a marker that names no gate or no operation with @Allow is an error', () => {
    assert.match(
        JSON.stringify(resolveMarker(model, { kind: 'gate', ref: 'defaults.ts#nothing' })),
        /no Dashboard gate/,
    );
    assert.match(
        JSON.stringify(resolveMarker(model, { kind: 'server', ref: 'internalHelper' })),
        /no Admin API operation/,
    );
});
