// First: Vendure must never send telemetry from this project (see scripts/vendure-env.ts).
import '../../scripts/vendure-env';

import os from 'node:os';
import path from 'node:path';

import { AssetServerPlugin } from '@vendure/asset-server-plugin';
import { DefaultJobQueuePlugin, DefaultSearchPlugin, type VendureConfig } from '@vendure/core';
import { DashboardPlugin } from '@vendure/dashboard/plugin';
import { defaultEmailHandlers, EmailPlugin, FileBasedTemplateLoader } from '@vendure/email-plugin';

type PluginEntry = NonNullable<VendureConfig['plugins']>[number];

/** A plugin of a new project's config, with the name shown on entries it contributes. */
export interface NamedPlugin {
    name: string;
    plugin: PluginEntry;
}

// Paths below are never touched: the schema is built without starting a server.
const unusedDir = path.join(os.tmpdir(), 'vendure-docs-graphql-schema');

/** The default plugins of a freshly created Vendure 3.7 project. */
export function defaultPlugins(): NamedPlugin[] {
    return [
        { name: 'AssetServerPlugin', plugin: AssetServerPlugin.init({ route: 'assets', assetUploadDir: unusedDir }) },
        { name: 'DefaultJobQueuePlugin', plugin: DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true }) },
        {
            name: 'DefaultSearchPlugin',
            plugin: DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
        },
        {
            name: 'EmailPlugin',
            plugin: EmailPlugin.init({
                devMode: true,
                outputPath: unusedDir,
                route: 'mailbox',
                // The email plugin types its own default handlers with `any`.
                // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
                handlers: defaultEmailHandlers,
                templateLoader: new FileBasedTemplateLoader(unusedDir),
                globalTemplateVars: { fromAddress: '"example" <noreply@example.com>' },
            }),
        },
        { name: 'DashboardPlugin', plugin: DashboardPlugin.init({ route: 'dashboard', appDir: unusedDir }) },
    ];
}

/** A config like a new project's, restricted to the given plugins; no database is opened. */
export function projectConfig(plugins: NamedPlugin[]): VendureConfig {
    return {
        apiOptions: { port: 3000, adminApiPath: 'admin-api', shopApiPath: 'shop-api' },
        authOptions: { tokenMethod: ['bearer', 'cookie'] },
        dbConnectionOptions: { type: 'postgres', synchronize: false },
        paymentOptions: { paymentMethodHandlers: [] },
        customFields: {},
        plugins: plugins.map(p => p.plugin),
    };
}
