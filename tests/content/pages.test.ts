import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPages, isPartial } from './pages';

test('findPages skips generated reference sections but keeps docs/reference/index.mdx', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'content-pages-'));
    const files = [
        'docs/guides/a.md',
        'docs/reference/index.mdx',
        'docs/reference/typescript-api/x.md',
        'docs/guides/b.txt',
        'src/pages/p.mdx',
        'src/pages/index.tsx',
    ];
    for (const file of files) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), '');
    }
    assert.deepEqual(findPages(root), ['docs/guides/a.md', 'docs/reference/index.mdx', 'src/pages/p.mdx']);
});

test('isPartial recognises underscore files and folders', () => {
    assert.equal(isPartial('docs/guides/_snippet.md'), true);
    assert.equal(isPartial('docs/_parts/x.md'), true);
    assert.equal(isPartial('docs/guides/x.md'), false);
});
