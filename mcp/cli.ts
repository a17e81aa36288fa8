/**
 * `npm run mcp [-- DIR]`, or `vendure-docs mcp [--build DIR]` through the repository's bin (vendure-docs.cjs):
 * the docs MCP server on stdin and stdout, over the built site in DIR (default: this repository's build/).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

import { buildDir as defaultBuildDir } from '../scripts/serve';
import { PAGEFIND_DIR } from '../src/search/pagefind-files';
import { createDocsServer } from './server';

export const usage =
    'Usage: vendure-docs mcp [--build DIR | DIR]   (DIR: a built site; default: build/ of this repository)';

/** The build folder the arguments name: `--build DIR`, `--build=DIR` or `DIR`, relative to the working folder. */
export function parseArgs(args: readonly string[]): { buildDir: string } | { error: string } {
    let dir: string | undefined;
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        const value = arg === '--build' ? args[++i] : arg.startsWith('--build=') ? arg.slice(8) : arg;
        if (value === undefined || value === '' || (value.startsWith('-') && !arg.startsWith('--build')))
            return { error: `Unexpected argument: ${arg}` };
        if (dir !== undefined) return { error: `One build folder only (got ${dir} and ${value})` };
        dir = value;
    }
    return { buildDir: path.resolve(dir ?? defaultBuildDir) };
}

export async function main(args: readonly string[]): Promise<void> {
    const parsed = parseArgs(args);
    if ('error' in parsed) {
        console.error(`${parsed.error}\n${usage}`);
        process.exitCode = 2;
        return;
    }
    const { buildDir } = parsed;
    if (!existsSync(path.join(buildDir, PAGEFIND_DIR, 'pagefind.js'))) {
        console.error(
            `No built site with a search index in ${buildDir}: run \`npm run build\`, or name a build folder.\n${usage}`,
        );
        process.exitCode = 1;
        return;
    }
    // stdout carries the protocol: whatever a module logs goes to stderr, which clients show as the server's log.
    console.log = console.info = console.debug = console.error;
    await createDocsServer(buildDir).connect(new StdioServerTransport());
    console.error(`vendure-docs MCP server on stdio, reading ${buildDir}`);
}

if (require.main === module)
    main(process.argv.slice(2)).catch(error => {
        console.error(error);
        process.exitCode = 1;
    });
