import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

import ts from 'typescript';

import { fixturePackages } from './fixtures';
import {
    createReaderContext,
    documentedFiles,
    exportsOfFile,
    focusedHost,
    inDocumentedPackage,
    repositoryOf,
} from './reader-context';

const context = createReaderContext({ packages: fixturePackages });
const fixtureFile = (file: string) => path.join(__dirname, 'fixtures', file);
const short = (file: string) => path.relative(path.join(__dirname, 'fixtures'), file);

test('modules: every package entry first, then the files that carry @docsCategory, marked scanned', () => {
    assert.deepEqual(
        context.modules.map(m => [m.pkg.name, short(m.file), m.scanned]),
        [
            ['@fixture/a', 'pkg-a/index.d.ts', false],
            ['@fixture/b', 'pkg-b/index.d.ts', false],
            ['@fixture/ui', 'ui/index.tsx', false],
            ['@fixture/a', 'pkg-a/copies.d.ts', true],
            ['@fixture/a', 'pkg-a/index.d.ts', true],
            ['@fixture/b', 'pkg-b/index.d.ts', true],
            ['@fixture/ui', 'ui/index.tsx', true],
        ],
    );
    assert.deepEqual(documentedFiles(fixturePackages[0]).map(short), ['pkg-a/copies.d.ts', 'pkg-a/index.d.ts']);
});

test('the Program holds the scanned module that no entry imports, and its exports are readable', () => {
    assert.ok(context.program.getSourceFile(fixtureFile('pkg-a/copies.d.ts')));
    assert.deepEqual(
        exportsOfFile(context, fixtureFile('pkg-a/copies.d.ts'))
            .map(s => s.name)
            .sort(),
        ['StoreMode', 'UsesCopy'],
    );
    assert.deepEqual(exportsOfFile(context, fixtureFile('nowhere.d.ts')), []);
});

test('a file belongs to a documented package only when it lies below one of their roots', () => {
    assert.ok(inDocumentedPackage(context, fixtureFile('ui/index.tsx')));
    assert.ok(!inDocumentedPackage(context, path.join(__dirname, 'reader.ts')));
});

test('the focused host reads third-party declarations as empty modules, but keeps the TypeScript and React ones', () => {
    const host = focusedHost({}, fixturePackages);
    const textOf = (file: string) => host.getSourceFile(file, ts.ScriptTarget.ES2022)?.text;
    const modules = path.resolve(__dirname, '../../node_modules');
    assert.equal(textOf(path.join(modules, 'graphql/index.d.ts')), 'export {};');
    assert.match(textOf(path.join(modules, '@types/react/index.d.ts')) ?? '', /declare namespace React/);
    assert.match(textOf(path.join(modules, 'typescript/lib/lib.es5.d.ts')) ?? '', /interface Array<T>/);
    assert.match(textOf(fixtureFile('pkg-b/index.d.ts')) ?? '', /class Thing/);
});

test('each package gets the repository URL of its package.json, in every form npm accepts', () => {
    assert.equal(context.repositoryUrls.get(fixturePackages[1]), 'https://github.com/fixture-org/fixture');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repository-of-'));
    const urlOf = (repository: unknown) => {
        fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'x', repository }));
        return repositoryOf(dir);
    };
    try {
        assert.equal(urlOf('git://github.com/org/repo.git'), 'https://github.com/org/repo');
        assert.equal(urlOf('github:org/repo'), 'https://github.com/org/repo');
        assert.equal(urlOf('org/repo'), 'https://github.com/org/repo');
        assert.equal(urlOf({ url: 'https://gitlab.com/org/repo/' }), 'https://gitlab.com/org/repo');
        assert.throws(() => urlOf(undefined), /x has no repository field/);
    } finally {
        fs.rmSync(dir, { recursive: true, force: true });
    }
});
