import { test } from 'node:test';
import assert from 'node:assert/strict';

import { completeLockfile, missingOptionalDependencies, tarballUrl, type Lockfile } from './complete-lockfile';

const lock = (): Lockfile => ({
    packages: {
        '': { name: 'site' },
        'node_modules/pagefind': {
            version: '1.6.0',
            dev: true,
            optionalDependencies: { '@pagefind/linux-x64': '1.6.0', '@pagefind/darwin-arm64': '1.6.0' },
        },
        'node_modules/@pagefind/linux-x64': {
            version: '1.6.0',
            dev: true,
            optional: true,
            os: ['linux'],
            cpu: ['x64'],
        },
        'node_modules/a': { version: '1.0.0', optionalDependencies: { b: '2.0.0' } },
        'node_modules/a/node_modules/b': { version: '2.0.0', optional: true },
        'node_modules/c': { version: '1.0.0', dev: true, optionalDependencies: { '@pagefind/linux-x64': '1.5.0' } },
    },
});

test('finds only optional dependencies with no lock entry', () => {
    assert.deepEqual(missingOptionalDependencies(lock()), [
        { parent: 'node_modules/pagefind', name: '@pagefind/darwin-arm64', version: '1.6.0' },
        // Resolves to the top-level 1.6.0, which does not satisfy 1.5.0.
        { parent: 'node_modules/c', name: '@pagefind/linux-x64', version: '1.5.0' },
    ]);
});

test('adds the missing entry as optional, dev like its parent, with the platform fields', () => {
    const l = lock();
    const added = completeLockfile(l, name =>
        name === '@pagefind/darwin-arm64' ? { os: ['darwin'], cpu: ['arm64'] } : {},
    );
    assert.equal(added, 2);
    assert.equal(l.packages['node_modules/c/node_modules/@pagefind/linux-x64']?.version, '1.5.0');
    assert.deepEqual(l.packages['node_modules/@pagefind/darwin-arm64'], {
        version: '1.6.0',
        resolved: 'https://registry.npmjs.org/@pagefind/darwin-arm64/-/darwin-arm64-1.6.0.tgz',
        dev: true,
        optional: true,
        os: ['darwin'],
        cpu: ['arm64'],
    });
    assert.equal(Object.keys(l.packages)[0], '');
    assert.equal(
        completeLockfile(l, () => ({})),
        0,
        'a second run adds nothing',
    );
});

test('tarball URLs follow the registry layout for scoped and plain names', () => {
    assert.equal(tarballUrl('rollup', '4.1.0'), 'https://registry.npmjs.org/rollup/-/rollup-4.1.0.tgz');
    assert.equal(
        tarballUrl('@swc/core-darwin-x64', '1.2.3'),
        'https://registry.npmjs.org/@swc/core-darwin-x64/-/core-darwin-x64-1.2.3.tgz',
    );
});
