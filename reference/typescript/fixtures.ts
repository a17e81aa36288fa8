/** Fixture packages for the reader and renderer tests. */
import path from 'node:path';

import type { PackageSource } from '../sources';
import type { ReaderPackage } from './reader';

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
