import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
    compareResponse,
    compareShownResponse,
    errorResults,
    formatDifferences,
    matchesExpectedError,
    normaliseOrigin,
} from './compare';

test('equal responses have no differences', () => {
    const value = {
        products: { totalItems: 54, items: [{ name: 'Laptop', price: 129900, enabled: true, asset: null }] },
    };
    assert.deepEqual(compareResponse(value, structuredClone(value)), []);
});

test('ids, timestamps, order codes, tokens and transaction ids are compared by type only', () => {
    const shown = {
        id: '1',
        productVariantId: '7',
        createdAt: '2025-01-01T10:00:00.000Z',
        code: 'AAAAAAAAAAAAAAAA',
        token: 'abc',
        transactionId: 'x1',
    };
    const real = {
        id: '42',
        productVariantId: '9',
        createdAt: '2026-11-24T09:10:11.123Z',
        code: 'QZ1HLBWQN6RT4F8J',
        token: 'zzz',
        transactionId: 'y2',
    };
    assert.deepEqual(compareResponse(shown, real), []);
    assert.deepEqual(
        compareResponse(
            { preview: 'http://localhost:3000/assets/preview/71/a__preview.jpg' },
            { preview: 'http://localhost:3000/assets/preview/3a/a__02__preview.jpg' },
        ),
        [],
    );
    // …but not other codes, and a different type is still a difference.
    assert.equal(compareResponse({ code: 'standard-payment' }, { code: 'test-payment' }).length, 1);
    assert.deepEqual(compareResponse({ id: '1' }, { id: null }), [{ path: 'id', shown: '"1"', real: 'null' }]);
});

test('values, missing and extra keys, types and array lengths are reported with their path', () => {
    const shown = { product: { name: 'Laptop computer', slug: 'laptop', variants: [{ sku: 'A' }], extra: 1 } };
    const real = {
        product: { name: 'Laptop', slug: 'laptop', variants: [{ sku: 'A' }, { sku: 'B' }], stock: 'IN_STOCK' },
    };
    assert.deepEqual(compareResponse(shown, real), [
        { path: 'product.name', shown: '"Laptop computer"', real: '"Laptop"' },
        { path: 'product.variants', shown: 'array of 1', real: 'array of 2' },
        { path: 'product.extra', shown: '1', real: '(absent)' },
        { path: 'product.stock', shown: '(absent)', real: '"IN_STOCK"' },
    ]);
    assert.deepEqual(compareResponse({ a: { b: 1 } }, { a: [1] }), [{ path: 'a', shown: '{ b }', real: 'array of 1' }]);
    assert.deepEqual(compareResponse({ a: 1 }, { a: '1' }), [{ path: 'a', shown: '1', real: '"1"' }]);
});

test('the shown response is compared from data; errors only when the page shows them, by message and code', () => {
    const real = {
        data: { activeAdministrator: null },
        errors: [
            {
                message: 'You are not currently authorized',
                extensions: { code: 'FORBIDDEN' },
                locations: [{ line: 2, column: 3 }],
            },
        ],
    };
    assert.deepEqual(compareShownResponse({ data: { activeAdministrator: null } }, real), []);
    assert.deepEqual(
        compareShownResponse(
            {
                data: { activeAdministrator: null },
                errors: [{ message: 'You are not currently authorized', extensions: { code: 'FORBIDDEN' } }],
            },
            real,
        ),
        [],
    );
    const differences = compareShownResponse(
        { data: { activeAdministrator: { emailAddress: 'superadmin' } }, errors: [] },
        real,
    );
    assert.deepEqual(
        differences.map(d => d.path),
        ['data.activeAdministrator', 'errors'],
    );
    assert.match(formatDifferences(differences), /data\.activeAdministrator\s+shown \{ emailAddress \}, real null/);
});

test("the runner's origin is rewritten to the one pages show", () => {
    assert.deepEqual(
        normaliseOrigin({ preview: 'http://127.0.0.1:4321/assets/preview/a.jpg' }, 'http://127.0.0.1:4321'),
        { preview: 'http://localhost:3000/assets/preview/a.jpg' },
    );
});

test('error results are found by errorCode or an …Error __typename, with their path', () => {
    const data = {
        addItemToOrder: { errorCode: 'INSUFFICIENT_STOCK_ERROR', message: 'Only 2 items were added' },
        login: { __typename: 'InvalidCredentialsError' },
        other: [{ __typename: 'Order', code: 'X' }],
    };
    assert.deepEqual(errorResults(data), [
        { code: 'INSUFFICIENT_STOCK_ERROR', message: 'Only 2 items were added', path: 'data.addItemToOrder' },
        { code: 'InvalidCredentialsError', message: 'InvalidCredentialsError', path: 'data.login' },
    ]);
    assert.deepEqual(errorResults({ order: { code: 'X' } }), []);
});

test('expect-error matches a code exactly or a fragment of the message', () => {
    const problem = { code: 'FORBIDDEN', message: 'You are not currently authorized to perform this action' };
    assert.equal(matchesExpectedError(problem, 'FORBIDDEN'), true);
    assert.equal(matchesExpectedError(problem, 'not currently authorized'), true);
    assert.equal(matchesExpectedError(problem, 'FORBID'), false);
    assert.equal(matchesExpectedError(problem, 'INVALID_CREDENTIALS_ERROR'), false);
});
