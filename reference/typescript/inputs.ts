/** What the generated reference depends on, hashed: when the hash is unchanged the generation is skipped. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { PinnedPackage } from '../sources';

function generatorFiles(dir: string): string[] {
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const full = path.join(dir, entry.name);
        // Test fixtures and tests do not shape the output.
        if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : generatorFiles(full);
        return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
}

/**
 * The pinned versions and integrities, the lockfile entries of those packages, and the generator's code
 * (everything under `reference/`, plus `extraFiles` such as `src/site.ts`).
 */
export function inputsHash(root: string, sources: readonly PinnedPackage[], extraFiles: string[] = []): string {
    const hash = crypto.createHash('sha256');
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
        packages?: Record<string, unknown>;
    };
    for (const source of sources) {
        hash.update(`${source.name}@${source.version}:${source.integrity}\n`);
        hash.update(`${JSON.stringify(lock.packages?.[`node_modules/${source.name}`] ?? null)}\n`);
    }
    const files = [...generatorFiles(path.join(root, 'reference')), ...extraFiles.map(f => path.join(root, f))].sort();
    for (const file of files) hash.update(`${path.relative(root, file)}\n`).update(fs.readFileSync(file));
    return hash.digest('hex');
}
