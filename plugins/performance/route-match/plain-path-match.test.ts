import assert from 'node:assert/strict';
import { test } from 'node:test';

import { plainPathMatch } from './plain-path-match';

test('paths with parameters, wildcards, groups or other letters than ASCII are left to react-router', () => {
    for (const path of ['/docs/:id', '*', '/a/*', '/a(b)?', '/a\\:b', '/a+', '/é/'])
        assert.equal(plainPathMatch('/docs/x', path, false, false, false), undefined, path);
    assert.equal(plainPathMatch(undefined, '/a/', false, false, false), undefined);
    assert.equal(plainPathMatch('/a/', ['/a/'], false, false, false), undefined);
});
