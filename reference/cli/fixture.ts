/** A small CLI model in the shape read.ts reads, with what the renderers must escape, for the tests. */
import type { CliModel, CliOption } from './model';

export const fixtureOption = (flags: string, value: CliOption['value'], extra: Partial<CliOption> = {}): CliOption => ({
    flags,
    short: /^(-\w),/.exec(flags)?.[1],
    long: /(--[\w-]+)/.exec(flags)?.[1],
    value,
    variadic: false,
    description: '',
    subOptions: [],
    ...extra,
});

const help = fixtureOption('-h, --help', 'none', { description: 'display help for command' });

export const fixtureCli: CliModel = {
    packageName: '@fixture/cli',
    version: '1.2.3',
    binary: 'vendure',
    globalOptions: [fixtureOption('-V, --version', 'none', { description: 'output the version number' }), help],
    commands: [
        {
            name: 'schema',
            description: 'Write the {schema} of an <api>',
            usage: '[options]',
            arguments: [],
            options: [
                fixtureOption('-a, --api <admin|shop>', 'required', { description: 'Which API: admin | shop' }),
                fixtureOption('-e, --entity [name]', 'optional', {
                    description: 'Add an entity',
                    subOptions: [fixtureOption('--selected-plugin [name]', 'optional', { description: 'Its plugin' })],
                }),
            ],
            builtInOptions: [help],
            builtIn: false,
        },
        {
            name: 'dev',
            description: 'Run in development mode',
            usage: '[options] [target]',
            arguments: [{ name: 'target', description: 'all, server or worker', required: false, variadic: false }],
            options: [
                fixtureOption('--no-reload', 'none', {
                    description: 'Do not restart on changes',
                    default: { attribute: 'reload', value: 'true' },
                }),
            ],
            builtInOptions: [help],
            builtIn: false,
        },
        {
            name: 'help',
            description: 'display help for command',
            usage: '[command]',
            arguments: [{ name: 'command', description: '', required: false, variadic: false }],
            options: [],
            builtInOptions: [],
            builtIn: true,
        },
    ],
};
