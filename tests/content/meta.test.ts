import { test } from 'node:test';
import assert from 'node:assert/strict';
import { normaliseLanguage, parseMeta } from './meta.js';

test('parseMeta reads quoted values, bare flags and skips line ranges', () => {
    assert.deepEqual(parseMeta('title="src/a b.ts" showLineNumbers {1,3-4} no-check=\'a reason\''), {
        title: 'src/a b.ts',
        showLineNumbers: true,
        'no-check': 'a reason',
    });
});

test('parseMeta of an empty meta string is empty', () => {
    assert.deepEqual(parseMeta(''), {});
});

test('normaliseLanguage maps aliases and keeps others', () => {
    assert.equal(normaliseLanguage('TypeScript'), 'ts');
    assert.equal(normaliseLanguage('yml'), 'yaml');
    assert.equal(normaliseLanguage('bash'), 'bash');
});
