/**
 * Shell blocks that run the Vendure CLI (`vendure …`, `npx vendure …`, `yarn vendure …`) name a command the CLI
 * has and only options that command accepts, with a value where one is required. Checked against the CLI's
 * own declarations, as the reference's CLI section reads them (reference/cli/read.ts), and parsed as its
 * argument parser (commander) parses: `--opt=value`, combined short flags, `--` ending the options.
 */
import { allOptions, type CliCommand, type CliModel, type CliOption } from '../../reference/cli/model';
import type { CodeBlock, Failure } from '../../lib/content/types';

const shellLanguages = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'shell-session']);

export function isShellBlock(block: CodeBlock): boolean {
    return shellLanguages.has(block.lang);
}

/** Words of one command line, as a shell splits them (quotes removed); a `#` word starts a comment. */
export function shellWords(line: string): string[] {
    const words: string[] = [];
    let word: string | undefined;
    let quote: string | undefined;
    for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (quote) {
            if (c === quote) quote = undefined;
            else if (c === '\\' && quote === '"' && i + 1 < line.length) word += line[++i];
            else word += c;
        } else if (c === "'" || c === '"') {
            quote = c;
            word ??= '';
        } else if (c === '\\' && i + 1 < line.length) {
            word = (word ?? '') + line[++i];
        } else if (/\s/.test(c)) {
            if (word !== undefined) words.push(word);
            word = undefined;
        } else if (c === '#' && word === undefined) {
            break;
        } else {
            word = (word ?? '') + c;
        }
    }
    if (word !== undefined) words.push(word);
    return words;
}

/** The arguments after the executable, when the words run it directly or through a package runner. */
export function vendureArguments(words: readonly string[], binary: string): string[] | undefined {
    let i = 0;
    // Environment assignments before the command: `APP_ENV=production npx vendure …`.
    while (i < words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i])) i++;
    const runner = words[i];
    if (runner === 'npx' || runner === 'bunx' || runner === 'yarn' || runner === 'pnpm' || runner === 'npm') {
        i++;
        if (words[i] === 'exec' || words[i] === 'dlx' || words[i] === 'run') i++;
        while (i < words.length && words[i].startsWith('-') && words[i] !== '--') i++;
        if (words[i] === '--') i++;
    }
    if (words[i] !== binary) return undefined;
    const rest = words.slice(i + 1);
    // `npm exec vendure -- migrate`: the runner's `--` stands before the CLI's arguments.
    return runner === 'npm' && rest[0] === '--' ? rest.slice(1) : rest;
}

/** Each command line of a shell block that runs the CLI: its 1-based line in the block and its arguments. */
export function cliInvocations(code: string, binary: string): Array<{ line: number; args: string[] }> {
    const found: Array<{ line: number; args: string[] }> = [];
    const lines = code.split('\n');
    for (let i = 0; i < lines.length; i++) {
        const start = i;
        let text = lines[i].replace(/^\s*\$\s+/, '');
        // A backslash at the end of a line continues the command on the next.
        while (/\\\s*$/.test(text) && i + 1 < lines.length) text = `${text.replace(/\\\s*$/, ' ')}${lines[++i]}`;
        for (const segment of text.split(/&&|\|\||;|\|/)) {
            const args = vendureArguments(shellWords(segment), binary);
            if (args) found.push({ line: start + 1, args });
        }
    }
    return found;
}

const optionNames = (options: readonly CliOption[]) =>
    options.map(o => [o.short, o.long].filter(Boolean).join(', ')).join('; ');

/** What is wrong with running the CLI with these arguments, or nothing. */
export function cliArgumentsProblem(args: readonly string[], model: CliModel): string | undefined {
    const program = `${model.binary} (${model.packageName} ${model.version})`;
    const [first, ...rest] = args;
    if (first === undefined) return undefined;
    if (first.startsWith('-')) {
        const global = model.globalOptions.find(o => o.long === first || o.short === first);
        return global ? undefined : `${program} has no option ${first} (it has: ${optionNames(model.globalOptions)})`;
    }
    const command = model.commands.find(c => c.name === first);
    if (!command) return `${program} has no command ${first} (it has: ${model.commands.map(c => c.name).join(', ')})`;
    return commandProblem(command, rest, model);
}

function commandProblem(command: CliCommand, args: readonly string[], model: CliModel): string | undefined {
    const name = `${model.binary} ${command.name}`;
    const options = allOptions(command);
    const positional: string[] = [];
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        if (arg === '--') {
            positional.push(...args.slice(i + 1));
            break;
        }
        const takeValue = (option: CliOption, inline: string | undefined, flag: string): string | undefined => {
            if (option.value === 'none') return inline === undefined ? undefined : `${name}: ${flag} takes no value`;
            const next = args[i + 1];
            const hasNext = next !== undefined && !next.startsWith('-');
            if (inline === undefined && option.value === 'required' && !hasNext)
                return `${name}: ${flag} needs a value`;
            if (inline === undefined && hasNext) {
                i++;
                // A variadic option takes every word up to the next option.
                while (option.variadic && args[i + 1] !== undefined && !args[i + 1].startsWith('-')) i++;
            }
            return undefined;
        };
        if (arg.startsWith('--')) {
            const [flag, inline] = arg.includes('=')
                ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
                : [arg, undefined];
            const option = options.find(o => o.long === flag);
            if (!option) return `${name} has no option ${flag} (it has: ${optionNames(options)})`;
            const problem = takeValue(option, inline, flag);
            if (problem) return problem;
        } else if (/^-[^-\d]/.test(arg)) {
            // Short flags may be combined (`-rg name`); the first that takes a value takes the rest of the word.
            for (let j = 1; j < arg.length; j++) {
                const flag = `-${arg[j]}`;
                const option = options.find(o => o.short === flag);
                if (!option) return `${name} has no option ${flag} (it has: ${optionNames(options)})`;
                if (option.value !== 'none') {
                    const inline = arg.slice(j + 1) || undefined;
                    const problem = takeValue(option, inline, flag);
                    if (problem) return problem;
                    break;
                }
            }
        } else {
            positional.push(arg);
        }
    }
    const variadic = command.arguments.some(a => a.variadic);
    if (!variadic && positional.length > command.arguments.length) {
        const extra = positional.slice(command.arguments.length);
        const expected = command.arguments.length
            ? `it takes ${command.arguments.map(a => (a.required ? `<${a.name}>` : `[${a.name}]`)).join(' ')}`
            : 'it takes no arguments';
        return `${name}: unexpected argument ${extra.map(e => JSON.stringify(e)).join(' ')} (${expected})`;
    }
    const missing = command.arguments.slice(positional.length).find(a => a.required);
    if (missing) return `${name}: missing argument <${missing.name}>`;
    if (command.name === 'help' && positional[0] && !model.commands.some(c => c.name === positional[0]))
        return `${name}: no command ${positional[0]}`;
    return undefined;
}

export interface CliCheckResult {
    failures: Failure[];
    /** Command lines that run the CLI, checked. */
    commands: number;
}

/** Checks the CLI command lines of the shell blocks; `model` is read only when a block runs the CLI. */
export function checkCliBlocks(
    blocks: readonly CodeBlock[],
    model: () => CliModel,
    binary = 'vendure',
): CliCheckResult {
    const failures: Failure[] = [];
    let commands = 0;
    for (const block of blocks.filter(isShellBlock)) {
        for (const { line, args } of cliInvocations(block.code, binary)) {
            commands++;
            const problem = cliArgumentsProblem(args, model());
            if (problem)
                failures.push({ page: block.page, line: block.fenceLine + line, kind: 'cli', message: problem });
        }
    }
    return { failures, commands };
}
