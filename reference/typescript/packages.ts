/**
 * Locates each pinned package: installed ones in node_modules (version checked), the others as pinned
 * tarballs fetched through npm, verified against their sha512 integrity and extracted into the cache.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { type PackageSource, tarballCacheDir } from '../sources';
import type { ReaderPackage } from './reader-context';

export function integrityOf(file: string): string {
    return `sha512-${crypto.createHash('sha512').update(fs.readFileSync(file)).digest('base64')}`;
}

/** Where a pinned tarball is extracted (the content check maps the package's imports here too). */
export function extractedDir(root: string, source: PackageSource): string {
    return path.join(root, tarballCacheDir, `${source.name.replace('/', '__')}-${source.version}`);
}

function ensureTarball(root: string, source: PackageSource): string {
    const dir = extractedDir(root, source);
    const marker = path.join(dir, '.integrity');
    if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === source.integrity) return dir;
    const cache = path.join(root, tarballCacheDir);
    fs.mkdirSync(cache, { recursive: true });
    const out = execFileSync(
        'npm',
        ['pack', `${source.name}@${source.version}`, '--pack-destination', cache, '--json', '--silent'],
        {
            cwd: cache,
            encoding: 'utf8',
        },
    );
    const [{ filename }] = JSON.parse(out) as Array<{ filename: string }>;
    const tarball = path.join(cache, filename);
    const actual = integrityOf(tarball);
    if (actual !== source.integrity) {
        fs.rmSync(tarball);
        throw new Error(
            `reference: ${source.name}@${source.version} integrity mismatch: expected ${source.integrity}, got ${actual}`,
        );
    }
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    execFileSync('tar', ['xzf', tarball, '-C', dir, '--strip-components=1']);
    fs.rmSync(tarball);
    fs.writeFileSync(marker, source.integrity);
    return dir;
}

/**
 * Each package with its folder. The folder is the real path: the compiler names the files it resolves in
 * node_modules by their real paths, and a file outside its package's folder is not read as the package's (a
 * node_modules that is a link, as in a git worktree, would lose every module reached by an import).
 */
export function resolvePackages(root: string, sources: readonly PackageSource[]): ReaderPackage[] {
    return sources.map(source => {
        if (source.origin === 'tarball') return { ...source, root: fs.realpathSync(ensureTarball(root, source)) };
        const dir = path.join(root, 'node_modules', source.name);
        const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
        if (version !== source.version) {
            throw new Error(
                `reference: ${source.name} is ${version} in node_modules but ${source.version} is pinned in reference/sources.ts`,
            );
        }
        return { ...source, root: fs.realpathSync(dir) };
    });
}
