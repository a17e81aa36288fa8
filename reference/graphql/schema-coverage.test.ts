import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, isUnionType } from 'graphql';
import type { GraphQLNamedType, GraphQLSchema } from 'graphql';

import { schemaKeys } from './attribution';
import { buildSchemas, loadGraphqlSchemas } from './load-schema';
import { apiTypes, pageKinds, type GraphqlSchemas, type PageKind } from './model';
import { renderPage } from './render-page';
import { graphqlTypeUrls } from './render';

// Builds the real Vendure schemas (several seconds); every test below reads them.
let schemas: GraphqlSchemas;
before(async () => {
    schemas = await loadGraphqlSchemas();
});

/** Names the schema itself says belong on each page, classified independently of entries.ts. */
function expectedNames(schema: GraphQLSchema): Record<PageKind, string[]> {
    const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
    const named = Object.values(schema.getTypeMap()).filter(t => !t.name.startsWith('__'));
    const pick = (is: (t: GraphQLNamedType) => boolean) => named.filter(is).map(t => t.name);
    return {
        queries: Object.keys(schema.getQueryType()!.getFields()),
        mutations: Object.keys(schema.getMutationType()!.getFields()),
        'object-types': pick(
            t => (isObjectType(t) && !roots.has(t)) || isInterfaceType(t) || isUnionType(t) || isScalarType(t),
        ),
        'input-types': pick(isInputObjectType),
        enums: pick(isEnumType),
    };
}

function headingNames(mdx: string): string[] {
    return [...mdx.matchAll(/^## (\S+) \{#\S+\}$/gm)].map(m => m[1]);
}

test('every query, mutation and named type has exactly one entry, on the right page', () => {
    for (const api of apiTypes) {
        const expected = expectedNames(schemas[api]);
        const everywhere: string[] = [];
        for (const page of pageKinds) {
            const names = headingNames(
                renderPage(schemas[api], api, page, schemas.contributors[api], { typescriptUrl: () => undefined }),
            );
            assert.equal(names.length, expected[page].length, `${api} ${page} count`);
            assert.deepEqual([...names].sort(), [...expected[page]].sort(), `${api} ${page} names`);
            if (page !== 'queries' && page !== 'mutations') everywhere.push(...names);
        }
        assert.equal(new Set(everywhere).size, everywhere.length, `${api}: a type is documented twice`);
        const typeCount = Object.keys(schemas[api].getTypeMap()).filter(n => !n.startsWith('__')).length;
        // Query and Mutation are documented through their fields.
        assert.equal(everywhere.length, typeCount - 2, `${api}: every named type has a page`);
    }
});

test('the real schema is big enough to be the real one', () => {
    assert.ok(Object.keys(schemas.admin.getMutationType()!.getFields()).length > 100);
    assert.ok(schemas.shop.getQueryType()!.getFields()['activeOrder']);
    assert.equal(schemas.shop.getType('Administrator'), undefined);
});

test('plugin attribution matches a schema built without any plugin', async () => {
    const core = await buildSchemas([]);
    for (const api of apiTypes) {
        const coreKeys = schemaKeys(core[api]);
        const fullKeys = schemaKeys(schemas[api]);
        for (const key of fullKeys) {
            assert.equal(coreKeys.has(key), !schemas.contributors[api].has(key), `${api} ${key}`);
        }
    }
    assert.equal(schemas.contributors.admin.get('Query.dashboardMetricSummary'), 'DashboardPlugin');
    assert.equal(schemas.contributors.shop.get('SearchResult.inStock'), 'DefaultSearchPlugin');
});

test('graphqlTypeUrls gives an entry URL per API that has the type', () => {
    assert.deepEqual(graphqlTypeUrls(schemas, 'Product'), {
        admin: '/reference/graphql-api/admin/object-types/#product',
        shop: '/reference/graphql-api/shop/object-types/#product',
    });
    assert.deepEqual(graphqlTypeUrls(schemas, 'Administrator'), {
        admin: '/reference/graphql-api/admin/object-types/#administrator',
    });
    assert.deepEqual(graphqlTypeUrls(schemas, 'LanguageCode').shop, '/reference/graphql-api/shop/enums/#languagecode');
    assert.deepEqual(graphqlTypeUrls(schemas, 'Query'), {});
});
