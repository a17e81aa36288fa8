import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';

import searchIndexPlugin from './index';

function withEnv<T>(nodeEnv: string, run: () => T): T {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = nodeEnv;
    try {
        return run();
    } finally {
        process.env.NODE_ENV = previous;
    }
}

function context(siteDir: string): LoadContext {
    return { siteDir, baseUrl: '/' } as LoadContext;
}

async function devMessage(siteDir: string): Promise<string> {
    const lines: string[] = [];
    const original = console.info;
    console.info = (line: string) => lines.push(line);
    try {
        const plugin = withEnv('development', () => searchIndexPlugin(context(siteDir)));
        await plugin.loadContent!();
    } finally {
        console.info = original;
    }
    return lines.join('\n');
}

test('under `npm run dev` the plugin says where the index comes from', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'search-dev-'));
    assert.match(await devMessage(empty), /written by `npm run build`/);

    mkdirSync(path.join(empty, 'build', 'pagefind'), { recursive: true });
    writeFileSync(path.join(empty, 'build', 'pagefind', 'pagefind.js'), '');
    assert.match(await devMessage(empty), /uses the last index built by `npm run build`/);
});

test('under `npm run dev` the last built index is served at /pagefind/; production builds get nothing', () => {
    const dev = withEnv('development', () => searchIndexPlugin(context('/site')));
    const devConfig = dev.configureWebpack!({}, false, {} as never, undefined) as {
        devServer: { static: Array<{ directory: string; publicPath: string }> };
    };
    assert.deepEqual(
        devConfig.devServer.static.map(entry => [entry.directory, entry.publicPath]),
        [[path.join('/site', 'build', 'pagefind'), '/pagefind/']],
    );

    const prod = withEnv('production', () => searchIndexPlugin(context('/site')));
    assert.deepEqual(prod.configureWebpack!({}, false, {} as never, undefined), {});
});
