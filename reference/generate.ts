/**
 * `npm run reference`: generates the TypeScript-based sections (their TypeScript examples type-checked, see
 * examples/), the GraphQL reference and the CLI section.
 * Skips everything when the inputs (pinned sources, lockfile entries, generator code) are unchanged and
 * the outputs exist; `--force` regenerates.
 */
import fs from 'node:fs';
import path from 'node:path';

import { siteUrl } from '../src/site';
import { readCli } from './cli/read';
import { generatePermissionModel } from './permissions/generate';
import { renderCliSection } from './cli/render';
import { checkReferenceExamples, examplesReport } from './examples/index';
import {
    apiIndexFile,
    generatedReferenceDir,
    graphqlSdlTextFile,
    markdownDir,
    markdownTwinOf,
    referenceDocsDir,
    repoRoot,
    sdlDir,
    sectionLlmsFile,
} from './paths';
import { cliSection, graphqlSection, typescriptSections } from './sections';
import { cliSource, packageSources } from './sources';
import { inputsHash } from './typescript/inputs';
import { resolvePackages } from './typescript/packages';
import { readReference } from './typescript/reader';
import { renderReference } from './typescript/render';
import { renderReferenceMarkdown, renderSectionsForLlms } from './typescript/render-markdown';

const root = repoRoot;
const docsDir = path.join(root, referenceDocsDir);
const generatedDir = path.join(root, generatedReferenceDir);
const stampFile = path.join(generatedDir, 'inputs.sha256');

function outputsExist(): boolean {
    return (
        fs.existsSync(path.join(root, apiIndexFile)) &&
        typescriptSections.every(s => fs.existsSync(path.join(docsDir, s.id, 'index.mdx'))) &&
        fs.existsSync(path.join(docsDir, graphqlSection.id)) &&
        (['admin', 'shop'] as const).every(
            api =>
                fs.existsSync(path.join(root, sdlDir, `${api}.graphql`)) &&
                fs.existsSync(path.join(root, graphqlSdlTextFile(api))),
        ) &&
        typescriptSections.every(
            s =>
                fs.existsSync(path.join(root, markdownTwinOf(`${s.id}/index.mdx`))) &&
                fs.existsSync(path.join(root, sectionLlmsFile(s.id))),
        ) &&
        fs.existsSync(path.join(docsDir, cliSection.id, 'index.mdx')) &&
        fs.existsSync(path.join(root, markdownTwinOf(`${cliSection.id}/index.mdx`)))
    );
}

async function main(): Promise<void> {
    const started = Date.now();
    const force = process.argv.includes('--force');
    // The permission model is read without loading any package (a few seconds), so it is always rewritten.
    const permissions = generatePermissionModel(root);
    console.log(
        `reference: permission model, ${permissions.model.gates.length} Dashboard gates ` +
            `(${permissions.skipped.length} computed at run time, not read), ` +
            `${permissions.model.operations.length} Admin API operations`,
    );
    // The examples check uses the content check's checker; the CLI reader sets the Vendure environment.
    const hash = inputsHash(
        root,
        [...packageSources, cliSource],
        ['src/site.ts', 'lib/content/check-ts.ts', 'lib/content/types.ts', 'scripts/vendure-env.ts'],
    );
    if (!force && outputsExist() && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) {
        console.log(`reference: inputs unchanged, skipped (${Date.now() - started} ms; --force regenerates)`);
        return;
    }
    // Remove the stamp first so that an interrupted run is never mistaken for a complete one.
    fs.rmSync(stampFile, { force: true });

    // Loaded here, not at the top: the GraphQL side boots the framework's config, too slow for a skipped run.
    const { graphqlTypeUrls, loadGraphqlSchemas, renderGraphqlReference } = await import('./graphql/index');
    // The schemas load asynchronously while the (synchronous) TypeScript reader runs.
    const schemasPromise = loadGraphqlSchemas();
    schemasPromise.catch(() => undefined);
    const packages = resolvePackages(root, packageSources);
    const { model: readModel, entryExports } = readReference({ packages });
    const read = Date.now();
    // Every TypeScript example of the pages, type-checked; the model comes back with a note after each that fails.
    const packageRoots = new Map(packages.map(p => [p.name, p.root]));
    const examples = checkReferenceExamples(root, readModel, entryExports, packageRoots);
    const model = examples.model;
    const checked = Date.now();
    const schemas = await schemasPromise;
    const loaded = Date.now();

    const renderOptions = { graphqlTypeUrls: (name: string) => graphqlTypeUrls(schemas, name) };
    const { files, index, layout } = renderReference(model, renderOptions);
    // The Markdown twins of the same pages, from the same model and layout (published by plugins/content/llms-txt).
    const markdownFiles = renderReferenceMarkdown(model, { ...renderOptions, siteUrl }, layout);
    for (const section of typescriptSections) {
        fs.rmSync(path.join(docsDir, section.id), { recursive: true, force: true });
        fs.rmSync(path.join(root, markdownDir, section.id), { recursive: true, force: true });
    }
    for (const file of files) {
        const target = path.join(docsDir, file.file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, file.content);
    }
    for (const file of markdownFiles) {
        const target = path.join(root, markdownTwinOf(file.file));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, file.content);
    }
    fs.mkdirSync(path.join(root, markdownDir, 'llms'), { recursive: true });
    for (const [section, text] of renderSectionsForLlms(model, { ...renderOptions, siteUrl }, layout)) {
        fs.writeFileSync(path.join(root, sectionLlmsFile(section)), text);
    }
    fs.mkdirSync(generatedDir, { recursive: true });
    fs.writeFileSync(path.join(root, apiIndexFile), `${JSON.stringify(index, null, 1)}\n`);
    const rendered = Date.now();

    // The CLI section, from the installed CLI's own declarations.
    const cli = renderCliSection(readCli(root), cliSource.published, siteUrl);
    for (const [dir, written] of [
        [docsDir, cli.files],
        [path.join(root, markdownDir), cli.markdownFiles],
    ] as const) {
        fs.rmSync(path.join(dir, cliSection.id), { recursive: true, force: true });
        for (const file of written) {
            fs.mkdirSync(path.dirname(path.join(dir, file.file)), { recursive: true });
            fs.writeFileSync(path.join(dir, file.file), file.content);
        }
    }
    const cliDone = Date.now();

    // GraphQL types link to the @vendure/core entity of the same name, resolved through the model.
    const entityIds = new Map(
        model.declarations
            .filter(d => d.packageName === '@vendure/core' && d.category[0] === 'entities')
            .map(d => [d.name, d.id]),
    );
    await renderGraphqlReference(schemas, {
        typescriptUrl: name => {
            const id = entityIds.get(name);
            return id ? layout.urlOf(id) : undefined;
        },
    });
    const done = Date.now();

    console.log(examplesReport(examples.results, id => layout.urlOf(id)));
    fs.writeFileSync(stampFile, hash);
    const counts = typescriptSections
        .map(s => `${s.id} ${layout.pages.filter(p => p.section === s.id).length}`)
        .join(', ');
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    console.log(
        `reference: ${model.declarations.length} declarations, pages: ${counts} (+ category indexes); ` +
            `read ${seconds(read - started)} s, examples checked ${seconds(checked - read)} s, ` +
            `schemas ready ${seconds(loaded - started)} s, TS pages written ${seconds(rendered - loaded)} s, ` +
            `CLI ${seconds(cliDone - rendered)} s, GraphQL ${seconds(done - cliDone)} s, total ${seconds(done - started)} s`,
    );
}

main().catch(error => {
    console.error(error);
    process.exit(1);
});
