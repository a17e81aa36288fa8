/** Fixture packages for the reader and renderer tests. */
import path from 'node:path';

import type { PackageSource } from '../sources';
import { findDocumentedExports } from './documented-exports';
import { linkTargets, resolverFor } from './link-resolver';
import { createReaderContext, type ReaderPackage } from './reader-context';

const base: Omit<PackageSource, 'name' | 'entries'> = {
    version: '1.0.0',
    section: 'typescript-api',
    integrity: 'sha512-fixture',
    published: '2026-01-02T03:04:05.000Z',
    origin: 'installed',
    repoDir: 'packages/fixture',
    repoTag: 'v1.0.0',
};

const dir = (name: string) => path.join(__dirname, 'fixtures', name);

export const fixturePackages: ReaderPackage[] = [
    { ...base, name: '@fixture/a', entries: ['index.d.ts'], root: dir('pkg-a') },
    { ...base, name: '@fixture/b', entries: ['index.d.ts'], root: dir('pkg-b') },
    { ...base, name: '@fixture/ui', section: 'dashboard', entries: ['index.tsx'], root: dir('ui') },
];

/** The reader's steps over the fixture packages, for the tests of each step. */
export function readFixtures(packages: ReaderPackage[] = fixturePackages) {
    const context = createReaderContext({ packages });
    const documented = findDocumentedExports(context);
    const targets = linkTargets(context, documented);
    const pkg = (name: string) => packages.find(p => p.name === name)!;
    /** A documented export by id, with the reader for its package. */
    const item = (id: string) => {
        const found = documented.list.find(d => d.id === id);
        if (!found) throw new Error(`no documented export ${id}`);
        return { item: found, reader: { context, resolve: resolverFor(targets, found.pkg) } };
    };
    return { context, documented, targets, pkg, item };
}
