import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, isUnionType } from 'graphql';
import type { GraphQLField, GraphQLNamedType, GraphQLSchema } from 'graphql';

import type { ApiType, PageKind } from './model';

export const graphqlBaseUrl = '/reference/graphql-api';

/** One documented item: a root field (query/mutation) or a named type. */
export type Entry =
    | { kind: 'query' | 'mutation'; name: string; field: GraphQLField<unknown, unknown> }
    | { kind: 'type'; name: string; type: GraphQLNamedType };

/** The stable anchor of an entry: its name in lower case. */
export function anchorOf(name: string): string {
    return name.toLowerCase();
}

export function pageUrl(api: ApiType, page: PageKind): string {
    return `${graphqlBaseUrl}/${api}/${page}/`;
}

function isRootType(schema: GraphQLSchema, type: GraphQLNamedType): boolean {
    return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].some(root => root === type);
}

/** The page that documents a named type; root operation types and introspection types have none. */
export function pageOfType(schema: GraphQLSchema, type: GraphQLNamedType): PageKind | undefined {
    if (type.name.startsWith('__') || isRootType(schema, type)) return undefined;
    if (isInputObjectType(type)) return 'input-types';
    if (isEnumType(type)) return 'enums';
    if (isObjectType(type) || isInterfaceType(type) || isUnionType(type) || isScalarType(type)) return 'object-types';
    return undefined;
}

function compareText(a: string, b: string): number {
    return a < b ? -1 : a > b ? 1 : 0;
}

/** Alphabetical regardless of case; exact name breaks ties so the order is stable. */
const byName = (a: { name: string }, b: { name: string }) =>
    compareText(a.name.toLowerCase(), b.name.toLowerCase()) || compareText(a.name, b.name);

/** The entries of one page, sorted alphabetically by name. */
export function entriesOf(schema: GraphQLSchema, page: PageKind): Entry[] {
    if (page === 'queries' || page === 'mutations') {
        const root = page === 'queries' ? schema.getQueryType() : schema.getMutationType();
        const kind = page === 'queries' ? 'query' : 'mutation';
        return Object.values(root?.getFields() ?? {})
            .map((field): Entry => ({ kind, name: field.name, field }))
            .sort(byName);
    }
    return Object.values(schema.getTypeMap())
        .filter(type => pageOfType(schema, type) === page)
        .map((type): Entry => ({ kind: 'type', name: type.name, type }))
        .sort(byName);
}

/** URL of a type's entry (on the object-types, input-types or enums page), if it has one. */
export function typeEntryUrl(schema: GraphQLSchema, api: ApiType, typeName: string): string | undefined {
    const type = schema.getType(typeName);
    const page = type && pageOfType(schema, type);
    return page ? `${pageUrl(api, page)}#${anchorOf(typeName)}` : undefined;
}
