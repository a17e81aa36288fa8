import { readFileSync } from 'node:fs';
import path from 'node:path';

import { buildSchema } from 'graphql';

import type { GraphqlSchemas } from './model';

/** A small schema with hostile descriptions, used as both APIs by the unit tests. */
export function hostileSchemas(): GraphqlSchemas {
    const schema = buildSchema(readFileSync(path.join(__dirname, 'fixtures', 'hostile.graphql'), 'utf8'));
    return {
        admin: schema,
        shop: schema,
        contributors: {
            admin: new Map([
                ['Query.search', 'ExamplePlugin'],
                ['Product.price', 'ExamplePlugin'],
                ['Variant', 'ExamplePlugin'],
                ['Variant.id', 'ExamplePlugin'],
                ['Variant.product', 'ExamplePlugin'],
            ]),
            shop: new Map(),
        },
        plugins: ['ExamplePlugin'],
    };
}
