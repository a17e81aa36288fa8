import { promises as fs } from 'node:fs';
import path from 'node:path';

import { applyEdits, type UpstreamEdits } from '../../performance/upstream-edits';

/**
 * Pagefind's generated scripts that hold its excerpt code: the main-thread one (the modal) and
 * the web worker's (the search page). Both are written by `writeFiles`, whitespace-minified.
 */
export const PATCHED_FILES = ['pagefind.js', 'pagefind-worker.js'] as const;

/**
 * Edits of Pagefind 1.6.0's `build_excerpt`, which `data()` calls once for the page and once per
 * sub-result (heading), each time splitting the whole page text into words again and marking the
 * matches in that copy. Patched: the words of the last text split are kept (the calls for one
 * page come one after another), and only the excerpt's own words are copied and marked. The
 * excerpts are the same (pagefind-patch.test.ts compares both versions); a page's data costs a
 * third to a quarter of the time (16 queries × 8 pages in Node: 46–66 ms → 12–21 ms), which on
 * the search page sits between the fragments' arrival and the first result.
 * Each edit replaces text the file must hold exactly once, so a Pagefind upgrade that changes it
 * fails the index build and the drift test instead of leaving the function unpatched.
 */
export const PAGEFIND_EXCERPT_EDITS: UpstreamEdits = {
    name: 'Pagefind build_excerpt (plugins/search/search-index/pagefind-patch.ts)',
    test: /pagefind(-worker)?\.js$/,
    edits: [
        [
            'let fragment_words=[];if(is_zws_delimited){fragment_words=content.split("\\u200B");}else{fragment_words=content.split(word_separators);}',
            'let fragment_words=content===build_excerpt.content?build_excerpt.words:(build_excerpt.content=content,build_excerpt.words=is_zws_delimited?content.split("\\u200B"):content.split(word_separators));',
        ],
        [
            'for(let word of locations){if(fragment_words[word]?.startsWith(`<mark>`)){continue;}fragment_words[word]=`<mark>${fragment_words[word]}</mark>`;}const excerpt=pre+fragment_words.slice(start,start+length).join(joiner).trim()+post;',
            'const marked=fragment_words.slice(start,start+length);for(let word of locations){const at=word-start;if(at<0||at>=marked.length||marked[at]?.startsWith(`<mark>`)){continue;}marked[at]=`<mark>${marked[at]}</mark>`;}const excerpt=pre+marked.join(joiner).trim()+post;',
        ],
    ],
};

/** Applies PAGEFIND_EXCERPT_EDITS to the scripts Pagefind wrote to `outputPath`. */
export async function patchPagefindScripts(outputPath: string): Promise<void> {
    for (const file of PATCHED_FILES) {
        const target = path.join(outputPath, file);
        await fs.writeFile(target, applyEdits(await fs.readFile(target, 'utf8'), PAGEFIND_EXCERPT_EDITS));
    }
}
