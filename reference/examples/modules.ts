/**
 * The modules an example may use without importing them: the entries of the package it documents, then
 * @vendure/core, which every plugin example is configured in. Each entry is known by the import path a
 * project writes (`@vendure/admin-ui/core`, `@vendure/dashboard/vite`), found by resolving candidates with
 * the content check's compiler options; its names are those the reader found it to export.
 */
import fs from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import { vendureCompilerOptions } from '../../lib/content/check-ts';
import type { EntryExports } from '../typescript/reader';
import type { ImportSource } from './types';

/** Import paths that could lead to `entry`, most likely first. */
export function specifierCandidates(name: string, entry: string): string[] {
    const withoutExtension = entry.replace(/(\/index)?\.(d\.ts|ts|tsx)$/, '');
    const dir = path.posix.dirname(entry);
    return [name, `${name}/${withoutExtension}`, `${name}/${dir}`, `${name}/${dir.split('/').slice(1).join('/')}`];
}

/** The import path of a package's entry file (`root` is the package's folder), if any resolves to it. */
export function entrySpecifier(repoRoot: string, name: string, root: string, entry: string): string | undefined {
    const options = vendureCompilerOptions(repoRoot);
    const from = path.join(repoRoot, '.content-check', 'resolve.ts');
    const target = fs.realpathSync(path.join(root, entry));
    return specifierCandidates(name, entry).find(specifier => {
        const resolved = ts.resolveModuleName(specifier, from, options, ts.sys).resolvedModule?.resolvedFileName;
        return resolved !== undefined && fs.realpathSync(resolved) === target;
    });
}

export const coreSpecifier = '@vendure/core';

/** For each documented package name: its entries' modules, then @vendure/core's. */
export function exampleModules(
    repoRoot: string,
    packageRoots: ReadonlyMap<string, string>,
    entryExports: readonly EntryExports[],
): Map<string, ImportSource[]> {
    const byPackage = new Map<string, ImportSource[]>();
    for (const { packageName, entry, names, values } of entryExports) {
        const specifier = entrySpecifier(repoRoot, packageName, packageRoots.get(packageName)!, entry);
        if (!specifier) throw new Error(`reference examples: no import path leads to ${packageName}/${entry}`);
        const own = byPackage.get(packageName) ?? [];
        if (!own.some(m => m.specifier === specifier)) own.push({ specifier, names, values });
        byPackage.set(packageName, own);
    }
    const core = byPackage.get(coreSpecifier)?.find(m => m.specifier === coreSpecifier);
    if (!core) throw new Error(`reference examples: ${coreSpecifier} is not read`);
    return new Map([...byPackage].map(([name, own]) => [name, own.includes(core) ? own : [...own, core]] as const));
}
