import assert from 'node:assert/strict';
import { test } from 'node:test';

import { permissionLabel } from './labels';
import { labelText } from './model';

const translate = (id: string) => ({ Catalog: 'Catalogue' })[id] ?? id;

test("the role page's row and switch: a CRUD permission by its area and operation, through the catalogue", () => {
    assert.deepEqual(permissionLabel('UpdateOrder', translate), { group: 'Order', switch: 'Update' });
    assert.deepEqual(permissionLabel('ReadCatalog', translate), { group: 'Catalogue', switch: 'Read' });
    assert.equal(labelText(permissionLabel('CreateCustomerGroup', translate)), 'CustomerGroup: Create');
});

test('an area ending in "s" shows the whole code on its switch, as the Dashboard does; other permissions are a row each', () => {
    assert.deepEqual(permissionLabel('UpdateGlobalSettings', translate), {
        group: 'GlobalSettings',
        switch: 'UpdateGlobalSettings',
    });
    assert.equal(labelText(permissionLabel('SuperAdmin', translate)), 'SuperAdmin');
});
