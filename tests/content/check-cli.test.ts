import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';

import { fixtureOption as option } from '../../reference/cli/fixture';
import type { CliModel } from '../../reference/cli/model';
import { cliArgumentsProblem, cliInvocations, shellWords, vendureArguments } from './check-cli';
import { runContentCheck } from './run';

const help = option('-h, --help', 'none');

/** A small CLI in the shape read.ts reads. */
const model: CliModel = {
    packageName: '@fixture/cli',
    version: '1.0.0',
    binary: 'vendure',
    globalOptions: [option('-V, --version', 'none'), help],
    commands: [
        {
            name: 'migrate',
            description: '',
            usage: '[options]',
            arguments: [],
            options: [option('-g, --generate [name]', 'optional'), option('-r, --run', 'none')],
            builtInOptions: [help],
            builtIn: false,
        },
        {
            name: 'add',
            description: '',
            usage: '[options]',
            arguments: [],
            options: [
                option('-e, --entity [name]', 'optional', {
                    subOptions: [option('--selected-plugin <name>', 'required')],
                }),
            ],
            builtInOptions: [help],
            builtIn: false,
        },
        {
            name: 'doctor',
            description: '',
            usage: '[options]',
            arguments: [],
            options: [option('--check [names...]', 'optional', { variadic: true }), option('--strict', 'none')],
            builtInOptions: [help],
            builtIn: false,
        },
        {
            name: 'dev',
            description: '',
            usage: '[options] [target]',
            arguments: [{ name: 'target', description: '', required: false, variadic: false }],
            options: [option('--no-reload', 'none')],
            builtInOptions: [help],
            builtIn: false,
        },
    ],
};

test('shell words: quotes, escapes and comments', () => {
    assert.deepEqual(shellWords(`npx vendure add -p "my plugin" --x='a b' # a comment`), [
        'npx',
        'vendure',
        'add',
        '-p',
        'my plugin',
        '--x=a b',
    ]);
    assert.deepEqual(shellWords('a\\ b c'), ['a b', 'c']);
});

test('the CLI is found however it is run; other commands are not', () => {
    assert.deepEqual(vendureArguments(['npx', 'vendure', 'migrate', '-r'], 'vendure'), ['migrate', '-r']);
    assert.deepEqual(vendureArguments(['APP_ENV=x', 'npx', '--yes', 'vendure', 'dev'], 'vendure'), ['dev']);
    assert.deepEqual(vendureArguments(['pnpm', 'exec', 'vendure', 'dev'], 'vendure'), ['dev']);
    assert.deepEqual(vendureArguments(['npm', 'exec', 'vendure', '--', 'dev'], 'vendure'), ['dev']);
    assert.deepEqual(vendureArguments(['vendure'], 'vendure'), []);
    assert.equal(vendureArguments(['npm', 'run', 'build'], 'vendure'), undefined);
    assert.equal(vendureArguments(['npx', '@vendure/create', 'my-shop'], 'vendure'), undefined);
});

test('invocations: prompts, continued lines and chained commands, at their lines', () => {
    const code = ['$ npx vendure migrate -r', 'npx vendure dev \\', '  --no-reload && vendure migrate -g x', 'ls'].join(
        '\n',
    );
    assert.deepEqual(cliInvocations(code, 'vendure'), [
        { line: 1, args: ['migrate', '-r'] },
        { line: 2, args: ['dev', '--no-reload'] },
        { line: 2, args: ['migrate', '-g', 'x'] },
    ]);
});

test('known commands and options pass, as commander would parse them', () => {
    for (const args of [
        [],
        ['--version'],
        ['migrate', '--generate', 'add-x'],
        ['migrate', '-g'],
        ['migrate', '-rg', 'add-x'],
        ['migrate', '--generate=add-x'],
        ['add', '-e', 'Review', '--selected-plugin', 'ReviewsPlugin'],
        ['doctor', '--check', 'config', 'schema', '--strict'],
        ['dev', 'server', '--no-reload'],
        ['dev', '--help'],
    ]) {
        assert.equal(cliArgumentsProblem(args, model), undefined, args.join(' '));
    }
});

test('an unknown command, option or argument, or a missing value, is a problem that names what the CLI has', () => {
    assert.match(
        cliArgumentsProblem(['deploy'], model)!,
        /has no command deploy \(it has: migrate, add, doctor, dev\)/,
    );
    assert.match(cliArgumentsProblem(['--verbose'], model)!, /has no option --verbose/);
    assert.match(
        cliArgumentsProblem(['migrate', '--revert'], model)!,
        /vendure migrate has no option --revert .*-g, --generate/,
    );
    assert.match(cliArgumentsProblem(['migrate', '-x'], model)!, /has no option -x/);
    assert.match(cliArgumentsProblem(['add', '--selected-plugin'], model)!, /--selected-plugin needs a value/);
    assert.match(cliArgumentsProblem(['migrate', '--run=yes'], model)!, /--run takes no value/);
    assert.match(
        cliArgumentsProblem(['migrate', 'run'], model)!,
        /unexpected argument "run" \(it takes no arguments\)/,
    );
    assert.match(
        cliArgumentsProblem(['dev', 'server', 'worker'], model)!,
        /unexpected argument "worker" \(it takes \[target\]\)/,
    );
    assert.match(cliArgumentsProblem(['dev', '--version'], model)!, /vendure dev has no option --version/);
});

test('the content check reports CLI claims against the installed CLI at their markdown lines', () => {
    const repoRoot = path.resolve(__dirname, '../..');
    const page = 'tests/content/fixtures/pages/broken-cli.md';
    const result = runContentCheck({ repoRoot, pages: [page], schemaPaths: { 'Shop API': '', 'Admin API': '' } });
    assert.deepEqual(
        result.failures.map(f => `${f.line} ${f.kind}: ${f.message.replace(/ \(it has: .*\)$/, '')}`),
        [
            '8 cli: vendure doctor has no option --profil',
            '9 cli: vendure (@vendure/cli 3.7.3) has no command deploy',
            '10 cli: vendure schema: --api needs a value',
            '11 cli: vendure migrate: unexpected argument "run" (it takes no arguments)',
            '18 cli: vendure dev has no option --no-watch',
        ],
    );
    assert.equal(result.cliCommands, 9);
    assert.equal(result.cliVersion, '@vendure/cli 3.7.3');
});
