import {
    GraphQLSchema,
    Kind,
    isEnumType,
    isInputObjectType,
    isInterfaceType,
    isObjectType,
    isScalarType,
    isUnionType,
    print,
    type DefinitionNode,
    type DocumentNode,
    type FieldDefinitionNode,
    type InputValueDefinitionNode,
    type GraphQLNamedType,
} from 'graphql';

/** True when every definition is part of a type system (an SDL excerpt rather than operations). */
export function isSdlDocument(document: DocumentNode): boolean {
    return document.definitions.every(
        d => !(d.kind === Kind.OPERATION_DEFINITION || d.kind === Kind.FRAGMENT_DEFINITION),
    );
}

export interface SdlProblem {
    /** 1-based line inside the block. */
    line: number;
    message: string;
}

const expectedKind: Partial<Record<Kind, [string, (t: GraphQLNamedType) => boolean]>> = {
    [Kind.OBJECT_TYPE_DEFINITION]: ['an object type', isObjectType],
    [Kind.INTERFACE_TYPE_DEFINITION]: ['an interface', isInterfaceType],
    [Kind.INPUT_OBJECT_TYPE_DEFINITION]: ['an input type', isInputObjectType],
    [Kind.ENUM_TYPE_DEFINITION]: ['an enum', isEnumType],
    [Kind.UNION_TYPE_DEFINITION]: ['a union', isUnionType],
    [Kind.SCALAR_TYPE_DEFINITION]: ['a scalar', isScalarType],
};

/**
 * Checks a schema excerpt shown in a page against the real schema: every type it shows exists with the
 * same kind, and every field, argument, enum value and union member it lists exists with the same type.
 * An excerpt may leave things out; it may not invent or misstate them. Extensions (`extend type`) describe
 * a plugin's additions, which the generated schema cannot confirm, so they are reported.
 */
export function checkSdlExcerpt(document: DocumentNode, schema: GraphQLSchema): SdlProblem[] {
    const problems: SdlProblem[] = [];
    const at = (node: { loc?: { startToken: { line: number } } }): number => node.loc?.startToken.line ?? 1;
    /** Reports every listed name the schema does not have among `real`. */
    const reportUnlisted = (
        listed: ReadonlyArray<{ name: { value: string }; loc?: { startToken: { line: number } } }> | undefined,
        real: string[],
        message: (listedName: string) => string,
    ) => {
        const names = new Set(real);
        for (const node of listed ?? []) {
            if (!names.has(node.name.value)) problems.push({ line: at(node), message: message(node.name.value) });
        }
    };
    for (const definition of document.definitions) {
        if (definition.kind === Kind.SCHEMA_DEFINITION || definition.kind === Kind.DIRECTIVE_DEFINITION) continue;
        if (!('name' in definition) || !definition.name || !(definition.kind in expectedKind)) {
            problems.push({
                line: at(definition),
                message: `${describe(definition)} cannot be checked against the schema; opt out with no-check="…" if it shows a plugin's extension`,
            });
            continue;
        }
        const name = definition.name.value;
        const actual = schema.getType(name);
        const [kindName, isKind] = expectedKind[definition.kind as Kind]!;
        if (!actual) {
            problems.push({ line: at(definition), message: `type "${name}" does not exist in the schema` });
            continue;
        }
        if (!isKind(actual)) {
            problems.push({ line: at(definition), message: `"${name}" is not ${kindName} in the schema` });
            continue;
        }
        if (
            (definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.INTERFACE_TYPE_DEFINITION) &&
            (isObjectType(actual) || isInterfaceType(actual))
        ) {
            const fields = actual.getFields();
            reportUnlisted(
                definition.interfaces,
                actual.getInterfaces().map(i => i.name),
                listedName => `"${name}" does not implement "${listedName}"`,
            );
            for (const field of definition.fields ?? []) {
                const real = fields[field.name.value];
                if (!real) {
                    problems.push({ line: at(field), message: `field "${name}.${field.name.value}" does not exist` });
                    continue;
                }
                compareType(problems, field, `${name}.${field.name.value}`, String(real.type));
                for (const arg of field.arguments ?? []) {
                    const realArg = real.args.find(a => a.name === arg.name.value);
                    if (!realArg)
                        problems.push({
                            line: at(arg),
                            message: `argument "${name}.${field.name.value}(${arg.name.value})" does not exist`,
                        });
                    else
                        compareType(
                            problems,
                            arg,
                            `${name}.${field.name.value}(${arg.name.value})`,
                            String(realArg.type),
                        );
                }
            }
        } else if (definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION && isInputObjectType(actual)) {
            const fields = actual.getFields();
            for (const field of definition.fields ?? []) {
                const real = fields[field.name.value];
                if (!real)
                    problems.push({
                        line: at(field),
                        message: `input field "${name}.${field.name.value}" does not exist`,
                    });
                else compareType(problems, field, `${name}.${field.name.value}`, String(real.type));
            }
        } else if (definition.kind === Kind.ENUM_TYPE_DEFINITION && isEnumType(actual)) {
            reportUnlisted(
                definition.values,
                actual.getValues().map(v => v.name),
                listedName => `enum value "${name}.${listedName}" does not exist`,
            );
        } else if (definition.kind === Kind.UNION_TYPE_DEFINITION && isUnionType(actual)) {
            reportUnlisted(
                definition.types,
                actual.getTypes().map(t => t.name),
                listedName => `"${listedName}" is not a member of union "${name}"`,
            );
        }
    }
    return problems;
}

function compareType(
    problems: SdlProblem[],
    node: FieldDefinitionNode | InputValueDefinitionNode,
    label: string,
    real: string,
): void {
    const shown = print(node.type);
    if (shown !== real)
        problems.push({
            line: node.loc?.startToken.line ?? 1,
            message: `"${label}" is ${real} in the schema, not ${shown}`,
        });
}

function describe(definition: DefinitionNode): string {
    return definition.kind.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}
