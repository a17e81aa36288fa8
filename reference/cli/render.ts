/**
 * The CLI section's one page, `/reference/cli/`, from the CLI model (read.ts): the MDX page and its plain
 * Markdown twin, laid out alike (strings; writing them is the generator's job). The descriptions are the
 * CLI's own words; only the frame around them is written here.
 */
import { frontMatter } from '../front-matter';
import { fencedBlock } from '../code-fence';
import { cliSection } from '../sections';
import { codeSpan, escapeMarkdownProse, escapeProse } from '../typescript/markdown';
import type { RenderedFile } from '../typescript/render';
import type { CliCommand, CliModel, CliOption } from './model';

/** The guide that explains the commands (a hand-written page). */
export const cliGuidePath = '/guides/developer-guide/cli/';

export const cliPageUrl = `/reference/${cliSection.id}/`;

interface Flavor {
    prose(text: string): string;
    /** A site path as a link target. */
    url(sitePath: string): string;
}

const mdx: Flavor = { prose: escapeProse, url: sitePath => sitePath };
const markdown = (siteUrl: string): Flavor => ({
    prose: escapeMarkdownProse,
    url: sitePath => `${siteUrl}${sitePath}`,
});

/** A table cell: GFM reads `|` as a cell border everywhere, in code spans too, unless escaped. */
const cell = (text: string) => text.replace(/\n+/g, ' ').replace(/\|/g, '\\|');

const headingOf = (model: CliModel, command: CliCommand) => `${model.binary} ${command.name}`;
/** The anchor Docusaurus (and GitHub-style slugs) give that heading. */
export const anchorOf = (model: CliModel, command: CliCommand) =>
    headingOf(model, command)
        .toLowerCase()
        .replace(/[^\w\s-]/g, '')
        .replace(/\s+/g, '-');

function optionRows(options: readonly CliOption[], flavor: Flavor, parent?: CliOption): string[] {
    return options.flatMap(option => {
        const parts = [flavor.prose(option.description)];
        if (parent) parts.unshift(`With ${codeSpan(parent.long ?? parent.flags)}:`);
        if (option.default)
            parts.push(`Default: ${codeSpan(option.default.attribute)} is ${codeSpan(option.default.value)}.`);
        const row = `| ${cell(codeSpan(option.flags))} | ${cell(parts.join(' '))} |`;
        return [row, ...optionRows(option.subOptions, flavor, option)];
    });
}

function optionsTable(options: readonly CliOption[], flavor: Flavor): string {
    return ['| Option | Description |', '| --- | --- |', ...optionRows(options, flavor)].join('\n');
}

function renderCommand(model: CliModel, command: CliCommand, flavor: Flavor): string {
    const out = [`## ${headingOf(model, command)}`];
    if (command.builtIn) out.push(`Built into the CLI's command parser (commander), not declared by the CLI.`);
    out.push(flavor.prose(command.description));
    out.push(fencedBlock('bash', `${model.binary} ${command.name} ${command.usage}`.trim()));
    if (command.arguments.length) {
        out.push(
            [
                '| Argument | Required | Description |',
                '| --- | --- | --- |',
                ...command.arguments.map(
                    a =>
                        `| ${cell(codeSpan(`${a.name}${a.variadic ? '...' : ''}`))} | ${a.required ? 'yes' : 'no'} | ${cell(flavor.prose(a.description))} |`,
                ),
            ].join('\n'),
        );
    }
    const options = [...command.options, ...command.builtInOptions];
    if (options.length) out.push(optionsTable(options, flavor));
    return out.join('\n\n');
}

function body(model: CliModel, flavor: Flavor): string {
    const pkg = `${model.packageName} ${model.version}`;
    const npm = `https://www.npmjs.com/package/${model.packageName}/v/${model.version}`;
    const parts = [
        `Every command of the ${codeSpan(model.binary)} executable of [${pkg}](${npm}), with its arguments and ` +
            `options, read from the CLI's own command declarations when this site was built; the descriptions are ` +
            `the CLI's own. [The Vendure CLI](${flavor.url(cliGuidePath)}) guide explains what the commands do, ` +
            `with examples.`,
        `In a flag, a value in ${codeSpan('<…>')} must be given and a value in ${codeSpan('[…]')} may be left out. ` +
            `An option marked "With" belongs to the option it names.`,
        '## Usage',
        fencedBlock('bash', `${model.binary} <command> [options]`),
        optionsTable(model.globalOptions, flavor),
        '## Commands',
        [
            '| Command | Description |',
            '| --- | --- |',
            ...model.commands.map(
                c =>
                    `| [${codeSpan(c.name)}](${flavor.url(cliPageUrl)}#${anchorOf(model, c)}) | ${cell(flavor.prose(c.description))} |`,
            ),
        ].join('\n'),
        ...model.commands.map(c => renderCommand(model, c, flavor)),
    ];
    return `${parts.join('\n\n')}\n`;
}

export const cliPageTitle = 'CLI';

export function cliPageDescription(model: CliModel): string {
    return `Every command, argument and option of ${model.packageName} ${model.version}, read from the CLI's own command declarations.`;
}

/** The MDX page, `docs/reference/cli/index.mdx`. */
export function renderCliPage(model: CliModel, published: string): string {
    return `${frontMatter({ title: cliPageTitle, description: cliPageDescription(model), published })}\n${body(model, mdx)}`;
}

/** The section's files: below docs/reference/ (`files`) and below the Markdown twins' folder (`markdownFiles`). */
export function renderCliSection(
    model: CliModel,
    published: string,
    siteUrl: string,
): { files: RenderedFile[]; markdownFiles: RenderedFile[] } {
    const category = { label: cliSection.label, position: cliSection.position };
    return {
        files: [
            { file: `${cliSection.id}/_category_.json`, content: `${JSON.stringify(category, null, 2)}\n` },
            { file: `${cliSection.id}/index.mdx`, content: renderCliPage(model, published) },
        ],
        markdownFiles: [{ file: `${cliSection.id}/index.md`, content: renderCliMarkdown(model, siteUrl) }],
    };
}

/** Its Markdown twin (every link absolute). */
export function renderCliMarkdown(model: CliModel, siteUrl: string): string {
    return `# ${cliPageTitle}\n\n${body(model, markdown(siteUrl))}`;
}
