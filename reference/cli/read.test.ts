import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import { repoRoot } from '../paths';
import { cliSource } from '../sources';
import { allOptions } from './model';
import { readCli } from './read';

const model = readCli(repoRoot);

test('the installed CLI at its pinned version: every declared command, in order, then commander help', () => {
    assert.equal(model.version, cliSource.version);
    assert.equal(model.binary, 'vendure');
    assert.deepEqual(
        model.commands.map(c => c.name),
        ['add', 'dev', 'build', 'start', 'migrate', 'codemod', 'schema', 'doctor', 'help'],
    );
    assert.deepEqual(
        model.commands.filter(c => c.builtIn).map(c => c.name),
        ['help'],
    );
    assert.deepEqual(
        model.globalOptions.map(o => o.flags),
        ['-V, --version', '-h, --help'],
    );
});

test('options as the CLI registers them: optional values unless declared required, sub-options nested, defaults', () => {
    const command = (name: string) => model.commands.find(c => c.name === name)!;
    const schema = command('schema');
    assert.equal(schema.options.find(o => o.long === '--api')?.flags, '-a, --api <admin|shop>');
    assert.equal(schema.options.find(o => o.long === '--dir')?.flags, '-d, --dir [dir]');
    const entity = command('add').options.find(o => o.long === '--entity')!;
    assert.deepEqual(
        entity.subOptions.map(o => o.long),
        ['--selected-plugin', '--custom-fields', '--translatable'],
    );
    assert.equal(entity.subOptions[0].description, 'Name of the plugin to add the entity to (required with -e)');
    assert.deepEqual(command('dev').options.find(o => o.long === '--no-reload')?.default, {
        attribute: 'reload',
        value: 'true',
    });
    assert.equal(command('doctor').options.find(o => o.long === '--check')?.variadic, true);
    assert.deepEqual(
        command('codemod').arguments.map(a => a.name),
        ['transform', 'path'],
    );
    assert.ok(allOptions(command('migrate')).some(o => o.long === '--help'));
});

test('every option the declarations file names is read (the model misses none)', () => {
    const source = fs.readFileSync(path.join(repoRoot, 'node_modules', cliSource.name, cliSource.declarations), 'utf8');
    const declared = new Set([...source.matchAll(/long: '(--[\w-]+)/g)].map(m => m[1]));
    const read = new Set(model.commands.flatMap(c => allOptions(c).map(o => o.long)));
    assert.deepEqual(
        [...declared].filter(long => !read.has(long)),
        [],
    );
    assert.ok(declared.size > 30);
});
