import type { GraphQLSchema } from 'graphql';

export type ApiType = 'admin' | 'shop';
export const apiTypes: readonly ApiType[] = ['admin', 'shop'];

/** The two final schemas plus which plugin contributed each type, field or enum value. */
export interface GraphqlSchemas {
    admin: GraphQLSchema;
    shop: GraphQLSchema;
    /** Per API, `Type` / `Type.field` / `Enum.VALUE` → plugin name; absent keys come from core. */
    contributors: Record<ApiType, ReadonlyMap<string, string>>;
    /** Names of the plugins in the config the schemas were built from. */
    plugins: string[];
}

/** The five kinds of page per API, in the order they are listed. */
export type PageKind = 'queries' | 'mutations' | 'object-types' | 'input-types' | 'enums';
export const pageKinds: readonly PageKind[] = ['queries', 'mutations', 'object-types', 'input-types', 'enums'];
