#!/usr/bin/env node
// The repository's command, `vendure-docs mcp [--build DIR]` (package.json "bin"): runs mcp/cli.ts through
// tsx, as `npm run mcp` does, in this process (an MCP client stops the process it started).
require('tsx/cjs/api').register();

const [command, ...args] = process.argv.slice(2);
const cli = require('./cli.ts');
if (command !== 'mcp') {
    console.error(cli.usage);
    process.exitCode = 2;
} else {
    cli.main(args).catch(error => {
        console.error(error);
        process.exitCode = 1;
    });
}
