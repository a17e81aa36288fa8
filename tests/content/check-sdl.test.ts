import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse } from 'graphql';
import { checkSdlExcerpt, isSdlDocument } from './check-sdl';

const schema = buildSchema(readFileSync(path.join(__dirname, 'fixtures/schemas/shop.graphql'), 'utf8'));
const messages = (sdl: string): string[] => checkSdlExcerpt(parse(sdl), schema).map(p => `${p.line}: ${p.message}`);

test('an excerpt that leaves fields out but states the rest correctly passes', () => {
    assert.deepEqual(
        messages(
            'type Product {\n  name: String!\n  variants: [ProductVariant!]!\n}\ntype Query { product(slug: String!): Product }',
        ),
        [],
    );
});

test('invented fields and types, wrong field types and wrong kinds are reported with their lines', () => {
    assert.deepEqual(
        messages(
            'type Product {\n  name: String\n  colour: String!\n}\ntype Basket { id: ID! }\ninput Order { id: ID! }',
        ),
        [
            '2: "Product.name" is String! in the schema, not String',
            '3: field "Product.colour" does not exist',
            '5: type "Basket" does not exist in the schema',
            '6: "Order" is not an input type in the schema',
        ],
    );
});

test('an extension cannot be confirmed and is reported', () => {
    assert.equal(messages('extend type Product { rating: Float }').length, 1);
});

test('isSdlDocument tells excerpts from operations', () => {
    assert.equal(isSdlDocument(parse('type A { b: Int }')), true);
    assert.equal(isSdlDocument(parse('query { products { id } }')), false);
});

test('invented interfaces, enum values and union members are reported with their lines', () => {
    const kinds = buildSchema(
        'interface Node { id: ID! }\ntype Product implements Node { id: ID! }\ntype Order { id: ID! }\n' +
            'enum Stock { IN_STOCK OUT_OF_STOCK }\nunion Result = Product\ntype Query { result: Result, stock: Stock }',
    );
    const excerpt =
        'type Product implements Node & Named { id: ID! }\nenum Stock {\n  IN_STOCK\n  LOW\n}\nunion Result = Product | Order';
    assert.deepEqual(
        checkSdlExcerpt(parse(excerpt), kinds).map(p => `${p.line}: ${p.message}`),
        [
            '1: "Product" does not implement "Named"',
            '4: enum value "Stock.LOW" does not exist',
            '6: "Order" is not a member of union "Result"',
        ],
    );
});
