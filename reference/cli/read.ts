/**
 * Reads the installed CLI's commands from its own declarations: the `cliCommands` list of command
 * definitions, registered with the CLI's own `registerCommands` on a commander program built as the CLI's
 * `cli.js` builds it (its version, then the commands). `cli.js` itself parses `process.argv` as soon as it is
 * loaded, so it is not imported; no command runs. The declarations give the structure (which options belong
 * to which) and the descriptions; commander gives what the CLI really accepts (flags, values, defaults, the
 * built-in help command and options). One reader for the CLI section and the content check.
 */
import '../../scripts/vendure-env';

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { cliSource, type CliSource } from '../sources';
import type { CliArgument, CliCommand, CliModel, CliOption } from './model';

// The parts of commander 11 (the CLI's own dependency) that are read.
interface CommanderOption {
    flags: string;
    short?: string;
    long?: string;
    description: string;
    required: boolean;
    optional: boolean;
    variadic: boolean;
    attributeName(): string;
}
interface CommanderArgument {
    name(): string;
    description: string;
    required: boolean;
    variadic: boolean;
}
interface CommanderCommand {
    name(): string;
    description(): string;
    usage(): string;
    version(version: string): CommanderCommand;
    options: readonly CommanderOption[];
    registeredArguments: readonly CommanderArgument[];
    getOptionValue(key: string): unknown;
    getOptionValueSource(key: string): string | undefined;
    createHelp(): CommanderHelp;
}
interface CommanderHelp {
    visibleCommands(command: CommanderCommand): CommanderCommand[];
    visibleOptions(command: CommanderCommand): CommanderOption[];
}

// The CLI's declarations (`CliCommandDefinition` of its shared/cli-command-definition.d.ts).
interface DeclaredOption {
    long: string;
    short?: string;
    description: string;
    subOptions?: DeclaredOption[];
}
interface DeclaredCommand {
    name: string;
    description: string;
    options?: DeclaredOption[];
}

/** The installed package's folder, its version checked against the pin. */
export function cliPackageDir(repoRoot: string, source: CliSource = cliSource): string {
    const dir = path.join(repoRoot, 'node_modules', source.name);
    const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
    if (version !== source.version) {
        throw new Error(
            `reference: ${source.name} is ${version} in node_modules but ${source.version} is pinned in reference/sources.ts`,
        );
    }
    return dir;
}

function optionOf(command: CommanderCommand, option: CommanderOption, description: string): CliOption {
    const attribute = option.attributeName();
    const defaultValue =
        command.getOptionValueSource(attribute) === 'default' ? command.getOptionValue(attribute) : undefined;
    return {
        flags: option.flags,
        short: option.short,
        long: option.long,
        value: option.required ? 'required' : option.optional ? 'optional' : 'none',
        variadic: option.variadic,
        description,
        default: defaultValue === undefined ? undefined : { attribute, value: JSON.stringify(defaultValue) },
        subOptions: [],
    };
}

const argumentOf = (argument: CommanderArgument): CliArgument => ({
    name: argument.name(),
    description: argument.description,
    required: argument.required,
    variadic: argument.variadic,
});

/** A command's declared options (with their sub-options), matched to the commander options registered for them in order. */
function declaredOptions(command: CommanderCommand, declared: readonly DeclaredOption[]): CliOption[] {
    let next = 0;
    const take = (option: DeclaredOption): CliOption => {
        const registered = command.options[next++];
        const long = option.long.split(/\s/)[0];
        if (registered?.long !== long) {
            throw new Error(`reference: ${command.name()}: ${long} is not registered where the CLI declares it`);
        }
        const read = optionOf(command, registered, option.description);
        read.subOptions = (option.subOptions ?? []).map(take);
        return read;
    };
    const options = declared.map(take);
    if (next !== command.options.length)
        throw new Error(`reference: ${command.name()} has options it does not declare`);
    return options;
}

export function readCli(repoRoot: string, source: CliSource = cliSource): CliModel {
    const dir = cliPackageDir(repoRoot, source);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        version: string;
        bin: Record<string, string>;
    };
    const cliRequire = createRequire(path.join(dir, 'package.json'));
    const { Command } = cliRequire('commander') as { Command: new () => CommanderCommand };
    const { cliCommands } = cliRequire(`./${source.declarations}`) as { cliCommands: DeclaredCommand[] };
    const { registerCommands } = cliRequire(`./${source.registry}`) as {
        registerCommands: (program: CommanderCommand, commands: DeclaredCommand[]) => void;
    };
    const program = new Command();
    program.version(manifest.version);
    registerCommands(program, cliCommands);
    const help = program.createHelp();
    const commands = help.visibleCommands(program).map((command): CliCommand => {
        const declared = cliCommands.find(c => c.name === command.name());
        const options = declared ? declaredOptions(command, declared.options ?? []) : [];
        return {
            name: command.name(),
            description: declared?.description ?? command.description(),
            usage: command.usage(),
            arguments: command.registeredArguments.map(argumentOf),
            options,
            builtInOptions: help
                .visibleOptions(command)
                .filter(o => !command.options.includes(o))
                .map(o => optionOf(command, o, o.description)),
            builtIn: !declared,
        };
    });
    return {
        packageName: source.name,
        version: manifest.version,
        binary: Object.keys(manifest.bin)[0],
        globalOptions: help.visibleOptions(program).map(o => optionOf(program, o, o.description)),
        commands,
    };
}
