/**
 * Loads a code block of a page as a module, so that a claim runs the very code the page tells readers to
 * copy: the block (a `ts` block with a path title) is transpiled as the examples runner transpiles plugin
 * pages and written to the git-ignored work folder, inside the repository so that `node_modules` resolves.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import { parsePageFile } from '../../lib/content/markdown';
import { transpileOptions } from '../examples/plugins';
import { repoRoot, workDir } from '../../lib/example-server';

export function loadPageBlock<T>(page: string, title: string): T {
    const { page: parsed } = parsePageFile(path.join(repoRoot, page), page);
    const block = parsed.blocks.find(b => b.attributes.title === title);
    if (!block) throw new Error(`${page} has no code block titled "${title}"`);
    const output = ts.transpileModule(block.code, { compilerOptions: transpileOptions(repoRoot), fileName: title });
    const file = path.join(workDir, 'claims', page.replace(/\.mdx?$/, ''), title.replace(/\.tsx?$/, '.js'));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, output.outputText);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(file) as T;
}
