/**
 * Typesense's published OpenAPI spec (the pinned excerpt in spec/openapi.yml, see spec/README.md)
 * as JSON-schema validators, for the contract tests and the test stubs: what the site sends and
 * what the fakes answer must be what the spec describes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import { parse } from 'yaml';

export const SPEC_FILE = path.join(__dirname, 'spec', 'openapi.yml');

type Schema = Record<string, unknown> & { properties?: Record<string, unknown>; allOf?: Schema[] };
interface Spec {
    info: { version: string };
    components: { schemas: Record<string, Schema> };
}

export function loadSpec(file = SPEC_FILE): Spec {
    const spec = parse(readFileSync(file, 'utf8')) as Spec;
    const schemas = spec.components.schemas;
    // Defects of the spec (its Go generator reads `type: object` as "any value"): document values
    // and highlighted tokens are strings, numbers and arrays in every real response, and in the
    // spec's own example.
    const hit = schemas.SearchResultHit.properties as Record<string, Schema>;
    hit.document = { ...hit.document, additionalProperties: {} };
    const highlight = schemas.SearchHighlight.properties as Record<string, Schema>;
    highlight.matched_tokens = { type: 'array', items: {} };
    return spec;
}

export interface SpecValidators {
    version: string;
    /** A validator for `#/components/schemas/<name>`. */
    schema(name: string): ValidateFunction;
    /**
     * Keys of `value` that schema `name` does not declare. The spec allows unknown keys (the
     * server ignores them), so a misspelt parameter would pass validation: this catches it.
     */
    undeclared(name: string, value: object): string[];
}

export function specValidators(spec: Spec = loadSpec()): SpecValidators {
    // OpenAPI 3.0 keywords (`example`, `x-go-type`, `readOnly`) and formats (int64, double) are
    // not JSON-schema vocabulary: allowed, not checked.
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema(spec, 'typesense');
    /** Property names a schema declares, through `allOf` and `$ref`s to other components. */
    const declared = (schema: Schema): string[] => [
        ...Object.keys(schema.properties ?? {}),
        ...(schema.allOf ?? []).flatMap(part => declared(part)),
        ...(typeof schema.$ref === 'string'
            ? declared(spec.components.schemas[schema.$ref.replace('#/components/schemas/', '')])
            : []),
    ];
    return {
        version: spec.info.version,
        schema(name) {
            if (!spec.components.schemas[name]) throw new Error(`No schema ${name} in ${SPEC_FILE}`);
            return ajv.getSchema(`typesense#/components/schemas/${name}`)!;
        },
        undeclared(name, value) {
            const names = new Set(declared(spec.components.schemas[name]));
            return Object.keys(value).filter(key => !names.has(key));
        },
    };
}

/** `errors` of a failed validation, one line each. */
export function describeErrors(validate: ValidateFunction): string {
    return (validate.errors ?? []).map(error => `${error.instancePath || '/'} ${error.message}`).join('\n');
}
