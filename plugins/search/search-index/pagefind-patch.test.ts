import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { applyEdits } from '../../performance/upstream-edits';
import { loadPagefindApi } from './pagefind-index';
import { PAGEFIND_EXCERPT_EDITS, PATCHED_FILES, patchPagefindScripts } from './pagefind-patch';

type BuildExcerpt = (
    content: string,
    start: number,
    length: number,
    locations: number[],
    notBefore?: number,
    notFrom?: number,
    ellipsis?: string,
) => { excerpt: string; plain_excerpt: string };

/** The installed Pagefind's scripts, as `writeFiles` writes them for a one-page index. */
async function writeTinyIndex(): Promise<string> {
    const outputPath = mkdtempSync(path.join(os.tmpdir(), 'pagefind-patch-'));
    const pagefind = await loadPagefindApi();
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    try {
        await index.addHTMLFile({
            url: '/a/',
            content: '<html lang="en"><body><h1>Orders</h1><p>An order is placed.</p></body></html>',
        });
        const written = await index.writeFiles({ outputPath });
        assert.deepEqual(written.errors, []);
    } finally {
        await index.deleteIndex();
        await pagefind.close();
    }
    return outputPath;
}

/** `build_excerpt` and what it uses, taken out of a Pagefind script's text. */
function buildExcerptOf(source: string): BuildExcerpt {
    const start = source.indexOf('var word_separators=');
    const end = source.indexOf('var calculate_sub_results=');
    assert.ok(
        start >= 0 && end > start,
        'the script defines word_separators … build_excerpt before calculate_sub_results',
    );
    // The upstream function's own text, to compare it with its patch.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const define = new Function(`${source.slice(start, end)}\nreturn build_excerpt;`) as () => BuildExcerpt;
    return define();
}

const shared: { dir?: string; originals?: Record<string, string> } = {};
/** The scripts' folder, and their text as Pagefind wrote them (the first test patches the folder). */
async function tinyIndex(): Promise<{ dir: string; originals: Record<string, string> }> {
    if (!shared.dir) {
        shared.dir = await writeTinyIndex();
        shared.originals = Object.fromEntries(
            PATCHED_FILES.map(file => [file, readFileSync(path.join(shared.dir!, file), 'utf8')]),
        );
    }
    return { dir: shared.dir, originals: shared.originals! };
}
test.after(() => shared.dir && rmSync(shared.dir, { recursive: true, force: true }));

test("the installed Pagefind's scripts still hold the excerpt code the patch replaces", async () => {
    const { dir, originals } = await tinyIndex();
    const original = PATCHED_FILES.map(file => originals[file]);
    for (const source of original)
        for (const [line] of PAGEFIND_EXCERPT_EDITS.edits) assert.equal(source.split(line).length, 2, line);
    await patchPagefindScripts(dir);
    PATCHED_FILES.forEach((file, i) => {
        const patched = readFileSync(path.join(dir, file), 'utf8');
        assert.notEqual(patched, original[i]);
        for (const [line, replacement] of PAGEFIND_EXCERPT_EDITS.edits) {
            assert.ok(!patched.includes(line), `${file} still holds ${line}`);
            assert.ok(patched.includes(replacement));
        }
    });
});

test('a changed Pagefind script fails the patch instead of staying unpatched', () => {
    assert.throws(() => applyEdits('var build_excerpt=(content)=>content;', PAGEFIND_EXCERPT_EDITS), /no longer holds/);
});

test('the patched build_excerpt gives the excerpts of the original, also for repeated and alternating texts', async () => {
    const source = (await tinyIndex()).originals['pagefind.js'];
    const original = buildExcerptOf(source);
    const patched = buildExcerptOf(applyEdits(source, PAGEFIND_EXCERPT_EDITS));
    const page = Array.from({ length: 60 }, (_, i) => (i % 7 === 0 ? 'order' : `word${i}`)).join(' ');
    const zws = ['注文', 'の', '処理', 'と', '注文', '状態'].join('\u200B');
    const calls: Array<Parameters<BuildExcerpt>> = [
        [page, 0, 18, [0, 7, 14], undefined, undefined, '…'],
        // The sub-results of one page: the same text, one region after another.
        [page, 20, 18, [21, 28, 35], 20, 40, '…'],
        [page, 40, 18, [42, 49, 49, 56], 40, undefined, '…'],
        // Locations outside the excerpt, before and after it.
        [page, 30, 5, [0, 31, 59], undefined, undefined, '…'],
        // Near the end: the start moves back so the excerpt keeps its length.
        [page, 55, 18, [56], undefined, undefined, ''],
        [zws, 1, 3, [0, 2, 4], undefined, undefined, '…'],
        // Back to the first text after another one.
        [page, 0, 18, [7], undefined, undefined, '…'],
        ['a <b> c', 0, 3, [1], undefined, undefined, '…'],
    ];
    for (const args of calls) assert.deepEqual(patched(...args), original(...args), JSON.stringify(args.slice(1)));
    assert.match(patched(...calls[0]).excerpt, /^<mark>order<\/mark> word1 .* <mark>order<\/mark> word8 /);
});
