import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';

import { withEmptyFiles } from '../tests/temp-files';
import { otherRunners, playwrightMatcher, unitTestFiles } from './node-test';

const root = path.resolve(__dirname, '..');

test('the repository: unit tests found everywhere but in the build checks and Playwright folders, none left unrun', () => {
    const { files, unrun } = unitTestFiles();
    const relative = files.map(file => path.relative(root, file));
    assert.deepEqual(unrun, []);
    for (const file of [
        'scripts/node-test.test.ts',
        'reference/sections.test.ts',
        'src/search/rank.test.ts',
        'tests/content/pages.test.ts',
        'plugins/search/search-index/extract.test.ts',
    ]) {
        assert.ok(relative.includes(file), file);
    }
    assert.deepEqual(
        relative.filter(file => /^(tests\/(build|e2e|search-hosted)\/|node_modules\/)|\/fixtures\//.test(file)),
        [],
    );
    assert.deepEqual(otherRunners().buildDirs, [path.join(root, 'tests', 'build')]);
});

test('a test file in a Playwright folder that its testMatch leaves out is reported as unrun', () => {
    const files = [
        'a/x.test.ts',
        'tests/build/b.test.ts',
        'tests/hosted/c.spec.ts',
        'tests/hosted/d.test.ts',
        'a/fixtures/e.test.ts',
        'node_modules/f.test.ts',
    ];
    withEmptyFiles('node-test-', files, dir => {
        const hosted = path.join(dir, 'tests', 'hosted');
        const matches = playwrightMatcher('*.spec.ts', 'config');
        const found = unitTestFiles(dir, {
            buildDirs: [path.join(dir, 'tests', 'build')],
            playwrightDirs: [hosted],
            playwrightRuns: file => file.startsWith(hosted) && matches(file),
        });
        assert.deepEqual(found.files, [path.join(dir, 'a', 'x.test.ts')]);
        assert.deepEqual(found.unrun, [path.join('tests', 'hosted', 'd.test.ts')]);
    });
});

test('playwrightMatcher: the default testMatch takes .test and .spec files; a file-name pattern only its matches', () => {
    const byDefault = playwrightMatcher(undefined, 'config');
    assert.equal(byDefault('/r/tests/e2e/a.spec.ts'), true);
    assert.equal(byDefault('/r/tests/e2e/a.test.ts'), true);
    assert.equal(byDefault('/r/tests/e2e/helpers.ts'), false);
    const spec = playwrightMatcher('*.spec.ts', 'config');
    assert.equal(spec('/r/x/a.spec.ts'), true);
    assert.equal(spec('/r/x/a.test.ts'), false);
    assert.throws(() => playwrightMatcher('**/*.spec.ts', 'config'), /does not understand/);
});
