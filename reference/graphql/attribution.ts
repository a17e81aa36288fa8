import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';

/**
 * Keys of everything a schema defines: `Type`, `Type.field` and `Enum.VALUE`.
 * Comparing these sets between two schemas shows what one plugin added.
 */
export function schemaKeys(schema: GraphQLSchema): Set<string> {
    const keys = new Set<string>();
    for (const type of Object.values(schema.getTypeMap())) {
        if (type.name.startsWith('__')) continue;
        keys.add(type.name);
        if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
            for (const field of Object.keys(type.getFields())) keys.add(`${type.name}.${field}`);
        } else if (isEnumType(type)) {
            for (const value of type.getValues()) keys.add(`${type.name}.${value.name}`);
        }
    }
    return keys;
}

/** Maps each key present in `full` but missing from `without` to `pluginName`. */
export function attributeDifference(
    full: Set<string>,
    without: Set<string>,
    pluginName: string,
    into: Map<string, string>,
): void {
    for (const key of full) {
        if (!without.has(key) && !into.has(key)) into.set(key, pluginName);
    }
}
