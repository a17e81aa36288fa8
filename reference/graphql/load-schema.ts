// First: Vendure must never send telemetry from this project (see scripts/vendure-env.ts).
import '../../scripts/vendure-env';

import { GraphQLTypesLoader } from '@nestjs/graphql';
import {
    getConfig,
    getFinalVendureSchema,
    resetConfig,
    runPluginConfigurations,
    setConfig,
    VENDURE_ADMIN_API_TYPE_PATHS,
    VENDURE_SHOP_API_TYPE_PATHS,
} from '@vendure/core';
import type { GraphQLSchema } from 'graphql';

import { attributeDifference, schemaKeys } from './attribution';
import { apiTypes, type ApiType, type GraphqlSchemas } from './model';
import { defaultPlugins, projectConfig, type NamedPlugin } from './vendure-config';

/** Builds the admin and shop schemas that a server with exactly these plugins would serve. */
export async function buildSchemas(plugins: NamedPlugin[]): Promise<Record<ApiType, GraphQLSchema>> {
    resetConfig();
    await setConfig(projectConfig(plugins));
    const config = await runPluginConfigurations(getConfig());
    const build = (apiType: ApiType, typePaths: string[]) =>
        getFinalVendureSchema({ config, typePaths, typesLoader: new GraphQLTypesLoader(), apiType });
    return {
        admin: await build('admin', VENDURE_ADMIN_API_TYPE_PATHS),
        shop: await build('shop', VENDURE_SHOP_API_TYPE_PATHS),
    };
}

/**
 * The schemas of a new project's config, with plugin attribution found by rebuilding
 * once without each plugin: whatever disappears was contributed by that plugin.
 */
export async function loadGraphqlSchemas(plugins: NamedPlugin[] = defaultPlugins()): Promise<GraphqlSchemas> {
    const full = await buildSchemas(plugins);
    const fullKeys = { admin: schemaKeys(full.admin), shop: schemaKeys(full.shop) };
    const contributors: Record<ApiType, Map<string, string>> = { admin: new Map(), shop: new Map() };
    for (const plugin of plugins) {
        const without = await buildSchemas(plugins.filter(p => p !== plugin));
        for (const api of apiTypes) {
            attributeDifference(fullKeys[api], schemaKeys(without[api]), plugin.name, contributors[api]);
        }
    }
    return { ...full, contributors, plugins: plugins.map(p => p.name) };
}
