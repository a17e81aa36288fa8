import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

import { integrityOf } from './packages';
import { decodeVlq, originalLine, sourceLocation } from './source-location';

test('VLQ segments decode, including negative and multi-digit values', () => {
    assert.deepEqual(decodeVlq('AAAA'), [0, 0, 0, 0]);
    assert.deepEqual(decodeVlq('AACA'), [0, 0, 1, 0]);
    assert.deepEqual(decodeVlq('D'), [-1]);
    assert.deepEqual(decodeVlq('gB'), [16]);
});

test('the original line of a generated line accumulates over earlier lines', () => {
    // line 0 → source line 0; line 1 → +5; line 2 has no segment; line 3 → +2 = 7
    assert.equal(originalLine('AAAA;AAKA;;AAEA', 0), 0);
    assert.equal(originalLine('AAAA;AAKA;;AAEA', 1), 5);
    assert.equal(originalLine('AAAA;AAKA;;AAEA', 2), undefined);
    assert.equal(originalLine('AAAA;AAKA;;AAEA', 3), 7);
});

test('a .d.ts with a sibling .js.map links to the original file and line', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'srcloc-'));
    fs.mkdirSync(path.join(root, 'dist'));
    fs.writeFileSync(path.join(root, 'dist', 'thing.d.ts'), 'export declare class Thing {}\n');
    fs.writeFileSync(
        path.join(root, 'dist', 'thing.js'),
        '"use strict";\n// header\nclass Thing {\n}\nexports.Thing = Thing;\n',
    );
    fs.writeFileSync(
        path.join(root, 'dist', 'thing.js.map'),
        JSON.stringify({ version: 3, sources: ['../src/thing.ts'], mappings: 'AAAA;;AAUA' }),
    );
    assert.deepEqual(sourceLocation(path.join(root, 'dist', 'thing.d.ts'), 'Thing', 0, root, 'packages/x'), {
        path: 'packages/x/src/thing.ts',
        line: 11,
    });
    fs.rmSync(root, { recursive: true });
});

test('tarball integrity is the sha512 the registry reports', () => {
    const file = path.join(os.tmpdir(), `integrity-${process.pid}`);
    fs.writeFileSync(file, 'abc');
    assert.equal(
        integrityOf(file),
        'sha512-3a81oZNherrMQXNJriBBMRLm+k6JqX6iCp7u5ktV05ohkpkqJ0/BqDa6PCOj/uu9RU1EI2Q86A4qmslPpUyknw==',
    );
    fs.rmSync(file);
});
