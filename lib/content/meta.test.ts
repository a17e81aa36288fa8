import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRunPlugin, normaliseLanguage, parseMeta, readRunMeta } from './meta';

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

test('readRunMeta: run, expect-error, needs and no-run with their values', () => {
    assert.deepEqual(readRunMeta(parseMeta('title="Shop API"')), { kind: 'run' });
    assert.deepEqual(readRunMeta(parseMeta('title="Shop API" expect-error="FORBIDDEN"')), {
        kind: 'run',
        expectError: 'FORBIDDEN',
    });
    assert.deepEqual(readRunMeta(parseMeta('title="Admin API" needs="plugin:reviews"')), {
        kind: 'needs',
        needs: 'plugin:reviews',
    });
    assert.deepEqual(readRunMeta(parseMeta('title="Admin API" needs="custom-field:Product.rating"')), {
        kind: 'needs',
        needs: 'custom-field:Product.rating',
    });
    assert.deepEqual(readRunMeta(parseMeta(`title="Admin API" no-run='needs an uploaded file'`)), {
        kind: 'no-run',
        reason: 'needs an uploaded file',
    });
});

test('readRunMeta: a bare or empty value, or two conventions on one block, is invalid', () => {
    for (const meta of [
        'title="Shop API" no-run',
        'title="Shop API" no-run=""',
        'title="Shop API" needs',
        'title="Shop API" expect-error',
        'title="Shop API" needs="x" no-run="y"',
    ]) {
        assert.equal(readRunMeta(parseMeta(meta)).kind, 'invalid', meta);
    }
    assert.match((readRunMeta(parseMeta('no-run')) as { message: string }).message, /no-run="why/);
});

test('isRunPlugin reads the bare flag', () => {
    assert.equal(isRunPlugin(parseMeta('title="src/a.plugin.ts" run-plugin')), true);
    assert.equal(isRunPlugin(parseMeta('title="src/a.plugin.ts"')), false);
});
