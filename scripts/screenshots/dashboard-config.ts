/**
 * The Vendure config that `vendureDashboardPlugin` reads while building the Dashboard: the config of the
 * examples server (lib/example-server.ts) with the `DashboardPlugin`, so the Dashboard is built against
 * the same schema the screenshot server exposes. Only its plugins and schema matter here; the port and
 * database are placeholders (the build never starts a server).
 */
import '../vendure-env';

import type { VendureConfig } from '@vendure/core';
import { DashboardPlugin } from '@vendure/dashboard/plugin';
import { InMemoryCacheStrategy } from '@vendure/core/dist/config/system/in-memory-cache-strategy';
import { exampleConfig } from '../../lib/example-server';

export const config: VendureConfig = exampleConfig({
    port: 3000,
    database: new Uint8Array([]),
    synchronize: false,
    assetDir: '/nonexistent',
    cacheStrategy: new InMemoryCacheStrategy(),
    extraPlugins: [DashboardPlugin.init({ route: 'dashboard', appDir: '/nonexistent' })],
});
