import path from 'node:path';
import { checkAngularBlocks } from './check-angular';
import { findPages } from './pages';
import { formatReport } from './report';
import { defaultSchemaPaths, runContentCheck } from './run';

// Usage: tsx tests/content/cli.ts [page.md …]   (no arguments: every hand-written page)
const repoRoot = path.resolve(__dirname, '../..');
const args = process.argv.slice(2).map(p => path.relative(repoRoot, path.resolve(p)).split(path.sep).join('/'));

async function main(): Promise<void> {
    const started = Date.now();
    const result = runContentCheck({
        repoRoot,
        pages: args.length > 0 ? args : findPages(repoRoot),
        schemaPaths: defaultSchemaPaths(repoRoot),
    });
    const angularStarted = Date.now();
    const angular = await checkAngularBlocks(repoRoot, result.typescriptBlocks);
    result.angular = { ...angular, seconds: (Date.now() - angularStarted) / 1000 };
    result.failures.push(...angular.failures);
    result.failures.sort((a, b) => a.page.localeCompare(b.page) || a.line - b.line);
    console.log(formatReport(result));
    console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
    process.exitCode = result.failures.length > 0 ? 1 : 0;
}

void main();
