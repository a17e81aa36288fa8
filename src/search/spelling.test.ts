import { test } from 'node:test';
import assert from 'node:assert/strict';

import { allowedEdits, correctQuery, editDistance } from './spelling';

test('editDistance counts insertions, deletions, substitutions and swaps', () => {
    assert.equal(editDistance('shiping', 'shipping', 2), 1);
    assert.equal(editDistance('custm', 'custom', 2), 1);
    assert.equal(editDistance('fileds', 'fields', 2), 1, 'adjacent swap is one edit');
    assert.equal(editDistance('abc', 'abc', 2), 0);
    assert.equal(editDistance('abcdefgh', 'zzzzzzzz', 2), 3, 'stops once the limit is exceeded');
});

test('allowedEdits gives short words no correction', () => {
    assert.equal(allowedEdits(3), 0);
    assert.equal(allowedEdits(6), 1);
    assert.equal(allowedEdits(10), 2);
});

const vocabulary = ['order', 'shipping', 'custom', 'fields', 'customer', 'shipment'];

test('correctQuery fixes misspelt words and keeps known ones', () => {
    assert.equal(correctQuery('shiping', vocabulary), 'shipping');
    assert.equal(correctQuery('custm fields', vocabulary), 'custom fields');
});

test('correctQuery corrects several misspelt words at once, preferring words that start alike', () => {
    const words = ['prices', 'order', 'process', 'method', 'shipping', 'meth'];
    assert.equal(
        correctQuery('ordr proces', words),
        'order proces',
        '"proces" starts "process": left for the prefix search',
    );
    assert.equal(correctQuery('shiping methd', words), 'shipping method');
    assert.equal(correctQuery('cach', ['each', 'cache']), 'cache', 'same start beats frequency at equal distance');
});

test('correctQuery prefers the more frequent word on a tie and returns null for nonsense', () => {
    assert.equal(correctQuery('shipmint', ['shipment', 'shipmant']), 'shipment');
    assert.equal(correctQuery('qwzxvbn', vocabulary), null);
    assert.equal(correctQuery('order fields', vocabulary), null);
});

test('decodeGzippedJson reads gzipped and plain vocabularies', async () => {
    const { gzipSync } = await import('node:zlib');
    const { decodeGzippedJson } = await import('./browser-search');
    const json = JSON.stringify(['shipping', 'order']);
    assert.deepEqual(await decodeGzippedJson<string[]>(new Uint8Array(gzipSync(json))), ['shipping', 'order']);
    assert.deepEqual(await decodeGzippedJson<string[]>(new TextEncoder().encode(json)), ['shipping', 'order']);
});

test('correctQuery remembers each word’s correction in the memo it is given', () => {
    const vocabulary = ['shipping', 'method', 'methods', 'order'];
    const memo = new Map<string, string | null>();
    assert.equal(correctQuery('shiping methd', vocabulary, undefined, memo), 'shipping method');
    assert.equal(memo.get('shiping'), 'shipping');
    assert.equal(memo.get('methd'), 'method');
    // A remembered answer is used as is (the vocabulary is not scanned again).
    memo.set('ordr', 'orders');
    assert.equal(correctQuery('ordr', vocabulary, undefined, memo), 'orders');
    assert.equal(correctQuery('ordr', vocabulary), 'order');
});
