/**
 * Runs Node's test runner over every `*.test.ts` below the given folders.
 * Node 20's runner takes no glob patterns, so the files are found here.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const skipped = new Set(['node_modules', 'fixtures', 'build', '.docusaurus']);

export function findTestFiles(dir: string): string[] {
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return skipped.has(entry.name) ? [] : findTestFiles(full);
        return entry.name.endsWith('.test.ts') ? [full] : [];
    });
}

if (require.main === module) {
    const files = process.argv.slice(2).flatMap(findTestFiles).sort();
    if (files.length === 0) {
        console.error(`No *.test.ts files below: ${process.argv.slice(2).join(', ')}`);
        process.exit(1);
    }
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', ...files], { stdio: 'inherit' });
    process.exit(result.status ?? 1);
}
