import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import { applyUnifiedDiff } from './unified-diff';

export interface UpstreamCopy {
    /** The installed package the file comes from (its folder holds package.json). */
    packageDir: string;
    /** The file in that package, relative to packageDir (the TypeScript source the copy starts from). */
    upstream: string;
    /** Our copy, and the `diff -u` from the upstream file to it. */
    copy: string;
    diff: string;
}

/**
 * Asserts that our copy of a theme file is exactly the installed upstream file with our diff applied, so that
 * an upgrade of the package cannot silently drop our changes. The message says how to re-base: copy the new
 * upstream file over ours, re-apply the `vendure-docs` lines, and regenerate the diff with
 * `diff -u --label upstream/<upstream> --label <copy> <package>/<upstream> <copy> > <diff>`.
 */
export function assertUpstreamCopy({ packageDir, upstream, ...files }: UpstreamCopy): void {
    const [copy, diff] = [files.copy, files.diff].map(file => path.relative(process.cwd(), file));
    const read = (file: string) => fs.readFileSync(file, 'utf8');
    const { name, version } = JSON.parse(read(path.join(packageDir, 'package.json'))) as {
        name: string;
        version: string;
    };
    let patched: string;
    try {
        patched = applyUnifiedDiff(read(path.join(packageDir, upstream)), read(diff));
    } catch (error) {
        assert.fail(
            `${name} ${version}: ${upstream} no longer matches the base of ${diff} (${(error as Error).message}). Re-base: copy the new file over ${copy}, re-apply the vendure-docs lines and regenerate the diff.`,
        );
    }
    assert.ok(
        patched === read(copy),
        `${copy} differs from ${name} ${version}'s ${upstream} plus ${diff}: regenerate the diff with diff -u --label upstream/${upstream} --label ${copy}`,
    );
}
