import '../../scripts/vendure-env';

import fs from 'node:fs';
import path from 'node:path';
import { findPages } from '../content/pages';
import { formatReport } from './report';
import { runExamples } from './run';

// Usage: tsx tests/examples/cli.ts [page.md | folder …]   (no arguments: every hand-written page; LOG=1 prints Vendure's log)
const repoRoot = path.resolve(__dirname, '../..');
// Folders stand for the pages below them; files other than .md/.mdx are skipped.
const args = process.argv.slice(2).flatMap(arg => {
    const relative = path.relative(repoRoot, path.resolve(arg)).split(path.sep).join('/');
    if (fs.existsSync(arg) && fs.statSync(arg).isDirectory()) return findPages(repoRoot, [relative]);
    return /\.mdx?$/.test(relative) ? [relative] : [];
});

runExamples({
    repoRoot,
    pages: process.argv.length > 2 ? args : findPages(repoRoot),
    log: !!process.env.LOG,
    onPage: page =>
        process.stderr.write(`  ${page.page}: ${page.passed}/${page.ran} passed (${(page.ms / 1000).toFixed(1)} s)\n`),
}).then(
    result => {
        console.log(formatReport(result));
        // The server's timers (job queue polling, …) are closed, but a stray handle must not keep the check alive.
        process.exit(result.failures.length > 0 ? 1 : 0);
    },
    (error: unknown) => {
        console.error(error);
        process.exit(1);
    },
);
