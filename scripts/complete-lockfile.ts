/**
 * `npm run lock:complete`, after any `npm install`.
 *
 * The npm registry these machines reach lacks some platform builds that packages list as optional
 * dependencies (e.g. `@pagefind/darwin-arm64@1.6.0`, `@swc/core-win32-x64-msvc@1.16.22`). npm then leaves
 * them out of package-lock.json, and `npm ci` refuses the lockfile as out of sync. This adds an entry for
 * each missing optional platform package, with the `os`/`cpu`/`libc` of its nearest published build, so
 * `npm ci` skips it on other platforms exactly as it would with a complete lockfile.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

export interface LockEntry {
    name?: string;
    version?: string;
    resolved?: string;
    integrity?: string;
    dev?: boolean;
    optional?: boolean;
    devOptional?: boolean;
    os?: string[];
    cpu?: string[];
    libc?: string[];
    license?: string;
    optionalDependencies?: Record<string, string>;
}

export interface Lockfile {
    packages: Record<string, LockEntry>;
}

type Platform = Pick<LockEntry, 'os' | 'cpu' | 'libc'>;

/** The lock entry npm would use for `name` required from `parent`: the nearest one up the folder chain. */
export function resolveFrom(lock: Lockfile, parent: string, name: string): LockEntry | undefined {
    let dir = parent;
    for (;;) {
        const entry = lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`];
        if (entry) return entry;
        if (!dir) return undefined;
        const cut = dir.lastIndexOf('/node_modules/');
        dir = cut === -1 ? '' : dir.slice(0, cut);
    }
}

/** Optional dependencies that resolve to no entry, or to one of a version that does not satisfy the range. */
export function missingOptionalDependencies(lock: Lockfile): { parent: string; name: string; version: string }[] {
    const missing: { parent: string; name: string; version: string }[] = [];
    for (const [parent, entry] of Object.entries(lock.packages)) {
        for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
            const found = resolveFrom(lock, parent, name);
            if (!found?.version || !semver.satisfies(found.version, version)) missing.push({ parent, name, version });
        }
    }
    return missing;
}

export function tarballUrl(name: string, version: string): string {
    const base = name.split('/').pop();
    return `https://registry.npmjs.org/${name}/-/${base}-${version}.tgz`;
}

/** Adds the missing entries (top level when free, else beside the package that needs them); returns how many. */
export function completeLockfile(lock: Lockfile, platformOf: (name: string) => Platform): number {
    const missing = missingOptionalDependencies(lock);
    for (const { parent, name, version } of missing) {
        const parentEntry = lock.packages[parent];
        const topLevel = `node_modules/${name}`;
        const location = lock.packages[topLevel] ? `${parent}/node_modules/${name}` : topLevel;
        lock.packages[location] = {
            version: semver.minVersion(version)?.version ?? version,
            resolved: tarballUrl(name, semver.minVersion(version)?.version ?? version),
            ...(parentEntry.dev ? { dev: true } : {}),
            optional: true,
            ...platformOf(name),
        };
    }
    lock.packages = Object.fromEntries(
        Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
    );
    return missing.length;
}

/** Platform fields of the newest version of a package the registry has. */
function platformFromRegistry(name: string): Platform {
    const json = execFileSync('npm', ['view', name, 'os', 'cpu', 'libc', '--json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
    });
    const view = JSON.parse(json || '{}') as { os?: string[]; cpu?: string[]; libc?: string[] | string };
    const libc = typeof view.libc === 'string' ? [view.libc] : view.libc;
    return { ...(view.os ? { os: view.os } : {}), ...(view.cpu ? { cpu: view.cpu } : {}), ...(libc ? { libc } : {}) };
}

if (require.main === module) {
    const file = path.resolve(__dirname, '..', 'package-lock.json');
    const lock = JSON.parse(fs.readFileSync(file, 'utf8')) as Lockfile;
    const added = completeLockfile(lock, platformFromRegistry);
    fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(`package-lock.json: added ${added} optional platform entr${added === 1 ? 'y' : 'ies'}`);
}
