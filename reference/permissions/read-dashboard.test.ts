import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';

import { fixturesDir } from './fixtures/model';
import { readDashboardGates, readGatesOfSource, routeOfFile } from './read-dashboard';

test('route files map to their TanStack Router paths; component files to none', () => {
    assert.equal(routeOfFile('app/routes/_authenticated/_orders/orders_.draft.$id.tsx'), '/orders/draft/$id');
    assert.equal(
        routeOfFile('app/routes/_authenticated/_products/products_.$id_.variants.tsx'),
        '/products/$id/variants',
    );
    assert.equal(routeOfFile('app/routes/_authenticated/index.tsx'), '/');
    assert.equal(routeOfFile('app/routes/_authenticated/_orders/components/order-table.tsx'), undefined);
    assert.equal(routeOfFile('lib/framework/defaults.ts'), undefined);
});

test('every literal gate of the fixture Dashboard is read, with its texts; a computed one is reported as skipped', () => {
    const { gates, skipped } = readDashboardGates(path.join(fixturesDir, 'dashboard'));
    assert.deepEqual(
        gates.map(g => [
            g.key.replace(/^app\/routes\/_authenticated\//, ''),
            g.kind,
            g.texts.join('|'),
            g.anyOf.join('|'),
        ]),
        [
            ['_orders/components/order-bulk-actions.tsx#DeleteBulkAction', 'bulk-action', '', 'DeleteOrder'],
            [
                '_orders/components/order-bulk-actions.tsx#Refund & Cancel',
                'permission-guard',
                'Refund & Cancel',
                'UpdateOrder',
            ],
            ['_orders/orders_.draft.$id.tsx#delete-button', 'action-bar-item', 'Delete draft', 'DeleteOrder'],
            ['_orders/orders_.draft.$id.tsx#complete-draft-button', 'action-bar-item', 'Complete draft', 'UpdateOrder'],
            ['lib/framework/defaults.ts#orders', 'nav-item', 'Orders', 'ReadOrder'],
            ['lib/framework/defaults.ts#global-settings', 'nav-item', 'Global Settings', 'UpdateGlobalSettings'],
        ],
    );
    assert.deepEqual(skipped, ['app/routes/_authenticated/_orders/orders_.draft.$id.tsx#computed-button']);
    assert.equal(gates[2].route, '/orders/draft/$id');
});

test('two controls with the same id in a file keep apart', () => {
    const source = `export const A = () => (<>
        <DeleteBulkAction requiredPermissions={['DeleteOrder']} />
        <DeleteBulkAction requiredPermissions={['DeleteCatalog']} />
    </>);`;
    const { gates } = readGatesOfSource('lib/x.tsx', source);
    assert.deepEqual(
        gates.map(g => g.key),
        ['lib/x.tsx#DeleteBulkAction', 'lib/x.tsx#DeleteBulkAction~2'],
    );
});
