/**
 * Loads the plugin a page builds: the page's path-titled ts blocks are written to a git-ignored folder inside
 * the repository (so `node_modules` resolves) as JavaScript transpiled to CommonJS with the TypeScript compiler API
 * (with `emitDecoratorMetadata`, which NestJS injection and TypeORM columns need), the `run-plugin`
 * blocks are required for the plugin classes they export, and then the page's config block (see `planPage`)
 * for the config it exports. Its `.init(…)` calls run on the same classes, so the plugins get the options
 * the page shows.
 */
import type { VendureConfig } from '@vendure/core';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { layoutVirtualFiles, pathLikeTitle, vendureCompilerOptions } from '../../lib/content/check-ts';
import type { CodeBlock, Failure, Page } from '../../lib/content/types';
import { workDir } from '../../lib/example-server';
import { assembleRunningExample, guideDirOf, runningExampleOf } from '../../lib/content/running-example';

export const pluginsDir = path.join(workDir, 'plugins');

export interface LoadedPlugins {
    /** Exported classes decorated with `@VendurePlugin`. */
    plugins: Array<new (...args: never[]) => unknown>;
    /** What the page's config block exports as its config. */
    config?: Partial<VendureConfig>;
    failures: Failure[];
}

// The metadata keys `@VendurePlugin` defines (PLUGIN_METADATA in @vendure/core) plus Nest's module exports.
const pluginMetadataKeys = [
    'configuration',
    'shopApiExtensions',
    'adminApiExtensions',
    'entities',
    'compatibility',
    'dashboard',
    'exports',
];

function isPluginClass(value: unknown): value is new (...args: never[]) => unknown {
    const reflect = Reflect as unknown as { hasOwnMetadata?: (key: string, target: object) => boolean };
    return (
        typeof value === 'function' &&
        !!reflect.hasOwnMetadata &&
        pluginMetadataKeys.some(key => reflect.hasOwnMetadata!(key, value))
    );
}

export function transpileOptions(repoRoot: string): ts.CompilerOptions {
    return {
        ...vendureCompilerOptions(repoRoot),
        module: ts.ModuleKind.CommonJS,
        moduleResolution: ts.ModuleResolutionKind.Node10,
        noEmit: false,
        inlineSourceMap: true,
        inlineSources: true,
    };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The config a config block exports: its export named `config`, or else its only exported plain object. */
function exportedConfig(exported: Record<string, unknown>): Partial<VendureConfig> | undefined {
    if (isPlainObject(exported.config)) return exported.config;
    const objects = Object.values(exported).filter(isPlainObject);
    return objects.length === 1 ? objects[0] : undefined;
}

export function loadPagePlugins(repoRoot: string, page: Page, configBlock?: CodeBlock): LoadedPlugins {
    const failures: Failure[] = [];
    const fail = (block: CodeBlock, message: string) =>
        failures.push({ page: page.path, line: block.fenceLine, kind: 'examples', message });
    const titleOf = (b: CodeBlock) => (typeof b.attributes.title === 'string' ? b.attributes.title.trim() : '');
    let titled = page.blocks.filter(b => b.lang === 'ts' && pathLikeTitle.test(titleOf(b)));
    // A page of a guide's running example runs with the plugin as the guide's pages assemble it; its own
    // blocks outside the plugin's folder (its config) come after it.
    const runningExample = runningExampleOf(page);
    let runningPlugin: CodeBlock | undefined;
    if (runningExample) {
        const assembled = assembleRunningExample(repoRoot, guideDirOf(page.path), runningExample);
        const folder = path.posix.dirname(runningExample) + '/';
        // Laid out in this page's folder, so that its config's relative imports reach the plugin's files.
        const serverBlocks = assembled.blocks.filter(b => b.lang === 'ts').map(b => ({ ...b, page: page.path }));
        runningPlugin = serverBlocks.find(b => titleOf(b) === runningExample);
        if (!runningPlugin) {
            failures.push({
                page: page.path,
                line: 1,
                kind: 'examples',
                message: `running_example: no page of ${guideDirOf(page.path)} shows ${runningExample}`,
            });
            return { plugins: [], failures };
        }
        titled = [...serverBlocks, ...titled.filter(b => !titleOf(b).startsWith(folder))];
    }
    const files = layoutVirtualFiles(repoRoot, titled, pluginsDir);
    const pageDir = path.join(pluginsDir, page.path.replace(/\.mdx?$/, ''));
    fs.rmSync(pageDir, { recursive: true, force: true });
    // The same page loaded again in this process (its blocks may have changed) must not get the old modules.
    for (const file of Object.keys(require.cache)) {
        if (file.startsWith(pageDir + path.sep)) delete require.cache[file];
    }
    const options = transpileOptions(repoRoot);
    const outputs = new Map<CodeBlock, string>();
    for (const { fileName, block } of files) {
        if (!/\.ts$/.test(fileName) || /\.d\.ts$/.test(fileName)) continue;
        fs.mkdirSync(path.dirname(fileName), { recursive: true });
        // Only the JavaScript is written: a .ts file beside it would be what tsx's resolver loads first.
        const output = ts.transpileModule(block.code, { compilerOptions: options, fileName, reportDiagnostics: true });
        for (const diagnostic of output.diagnostics ?? []) {
            fail(
                block,
                `cannot transpile ${block.attributes.title}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
            );
        }
        const jsFile = fileName.replace(/\.ts$/, '.js');
        fs.writeFileSync(jsFile, output.outputText);
        outputs.set(block, jsFile);
    }

    const load = (block: CodeBlock): Record<string, unknown> | undefined => {
        try {
            // eslint-disable-next-line @typescript-eslint/no-require-imports
            return require(outputs.get(block)!) as Record<string, unknown>;
        } catch (error) {
            fail(block, `cannot load ${block.attributes.title}: ${(error as Error).message}`);
            return undefined;
        }
    };

    const plugins: LoadedPlugins['plugins'] = [];
    const pluginBlocks = page.blocks.filter(b => b.attributes['run-plugin'] !== undefined);
    for (const block of runningPlugin ? [runningPlugin, ...pluginBlocks] : pluginBlocks) {
        if (!outputs.has(block)) {
            fail(block, 'run-plugin belongs on a ts block titled with its file path that exports the plugin class');
            continue;
        }
        const exported = load(block);
        if (!exported) continue;
        const found = Object.values(exported).filter(isPluginClass);
        if (found.length === 0) fail(block, `${block.attributes.title} exports no class decorated with @VendurePlugin`);
        plugins.push(...found);
    }
    if (!configBlock || failures.length > 0) return { plugins, failures };
    const exported = load(configBlock);
    if (!exported) return { plugins, failures };
    const config = exportedConfig(exported);
    if (!config) {
        fail(
            configBlock,
            `${configBlock.attributes.title} exports no config: export it as \`config\` (or mark the block no-run="why the page's responses do not come from it")`,
        );
    }
    return { plugins, config, failures };
}
