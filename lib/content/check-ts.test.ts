import { test } from 'node:test';
import assert from 'node:assert/strict';
import { declaresAmbientTypes, groupForPrograms, hasTopLevelAwait, layoutVirtualFiles } from './check-ts';
import { parseMeta } from './meta';
import type { CodeBlock } from './types';

function block(index: number, meta: string, code = '', lang = 'ts'): CodeBlock {
    return { page: 'docs/guides/a/page.md', lang, meta, attributes: parseMeta(meta), code, fenceLine: 1, index };
}

test('titled blocks live at their path in the page root; others are standalone; duplicates get siblings', () => {
    const files = layoutVirtualFiles('/repo', [
        block(0, 'title="src/plugins/x.ts"'),
        block(1, ''),
        block(2, 'title="src/plugins/x.ts"'),
        block(3, 'title="Shop client"', '', 'tsx'),
        block(4, '', 'const r = await Promise.resolve(1);'),
    ]);
    assert.deepEqual(
        files.map(f => f.fileName),
        [
            '/repo/.content-check/docs/guides/a/page/src/plugins/x.ts',
            '/repo/.content-check/docs/guides/a/page/__block-2.ts',
            '/repo/.content-check/docs/guides/a/page/src/plugins/x.__2.ts',
            '/repo/.content-check/docs/guides/a/page/__block-4.tsx',
            '/repo/.content-check/docs/guides/a/page/__block-5.mts',
        ],
    );
});

test('hasTopLevelAwait ignores await inside functions', () => {
    assert.equal(hasTopLevelAwait('const a = await f();'), true);
    assert.equal(hasTopLevelAwait('for await (const x of y) {}'), true);
    assert.equal(hasTopLevelAwait('async function g() { await f(); }'), false);
    assert.equal(hasTopLevelAwait('const g = async () => { await f(); };'), false);
});

test('declaresAmbientTypes spots module and global augmentations and .d.ts titles', () => {
    assert.equal(declaresAmbientTypes(block(0, '', "declare module '@vendure/core' {\n}")), true);
    assert.equal(declaresAmbientTypes(block(0, '', 'declare global {\n  interface X {}\n}')), true);
    assert.equal(declaresAmbientTypes(block(0, 'title="src/environment.d.ts"', 'export {};')), true);
    assert.equal(declaresAmbientTypes(block(0, '', '// declare module is only mentioned here\nconst a = 1;')), false);
});

test('groupForPrograms shares one group and isolates augmenting pages', () => {
    const a: CodeBlock = { ...block(0, '', 'const a = 1;'), page: 'docs/a.md' };
    const b: CodeBlock = { ...block(0, '', "declare module 'x' {}"), page: 'docs/b.md' };
    const b2: CodeBlock = { ...block(1, '', 'const c = 1;'), page: 'docs/b.md' };
    const c: CodeBlock = { ...block(0, '', 'const c = 1;'), page: 'docs/c.md' };
    assert.deepEqual(groupForPrograms([a, b, b2, c]), [
        [a, c],
        [b, b2],
    ]);
});
