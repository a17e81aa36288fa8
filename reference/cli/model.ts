/** The CLI's commands as the CLI section and the content check read them (read.ts); pure data. */

export interface CliOption {
    /** As the CLI registers them with commander: `-p, --plugin [name]` (a value in `<…>` must be given, in `[…]` may be left out). */
    flags: string;
    short?: string;
    long?: string;
    /** Whether the option takes a value, and whether that value may be left out. */
    value: 'none' | 'required' | 'optional';
    /** Takes several values (`<names...>`). */
    variadic: boolean;
    description: string;
    /** The value commander gives the option when it is not passed (`--no-reload`: `reload` is `true`). */
    default?: { attribute: string; value: string };
    /** Options the CLI declares as belonging to this one (`--selected-plugin` of `--entity`). */
    subOptions: CliOption[];
}

export interface CliArgument {
    name: string;
    description: string;
    required: boolean;
    variadic: boolean;
}

export interface CliCommand {
    name: string;
    description: string;
    /** Commander's usage line without the program name: `[options] [target]`. */
    usage: string;
    arguments: CliArgument[];
    options: CliOption[];
    /** Options commander adds to the command (`-h, --help`). */
    builtInOptions: CliOption[];
    /** Added by commander, not declared by the CLI (`help [command]`). */
    builtIn: boolean;
}

export interface CliModel {
    packageName: string;
    version: string;
    /** The executable the package installs (`vendure`). */
    binary: string;
    /** Options of the program itself (`--version`, `--help`). */
    globalOptions: CliOption[];
    commands: CliCommand[];
}

/** Every option a command accepts, sub-options and commander's own included, once each. */
export function allOptions(command: CliCommand): CliOption[] {
    const seen = new Set<string>();
    const all: CliOption[] = [];
    const add = (option: CliOption) => {
        if (!seen.has(option.flags)) {
            seen.add(option.flags);
            all.push(option);
        }
        option.subOptions.forEach(add);
    };
    command.options.forEach(add);
    command.builtInOptions.forEach(add);
    return all;
}
