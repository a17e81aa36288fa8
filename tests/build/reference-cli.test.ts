/**
 * The CLI section in the built site: `/reference/cli/` lists every command and option of the installed CLI
 * (read again here, from node_modules, with the generator's reader), in the page and its Markdown twin, and
 * the Reference sidebar links it. Reads `build/`; run after a build.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import * as cheerio from 'cheerio';

import { allOptions } from '../../reference/cli/model';
import { readCli } from '../../reference/cli/read';
import { anchorOf, cliPageUrl } from '../../reference/cli/render';
import { repoRoot } from '../../reference/paths';
import { markdownPathOf } from '../../src/markdown-url';
import { buildDir } from './site-output';

const cli = readCli(repoRoot);
const htmlFile = path.join(buildDir, cliPageUrl, 'index.html');

test('/reference/cli/ has a section for every command of the installed CLI, with each of its options', () => {
    assert.ok(fs.existsSync(htmlFile), `missing ${htmlFile}`);
    const $ = cheerio.load(fs.readFileSync(htmlFile, 'utf8'));
    const article = $('article');
    assert.match(
        article.text(),
        new RegExp(`${cli.packageName.replace('/', '\\/')} ${cli.version.replace(/\./g, '\\.')}`),
    );
    const missing: string[] = [];
    for (const command of cli.commands) {
        const heading = $(`h2#${anchorOf(cli, command)}`);
        if (!heading.length) {
            missing.push(`heading of ${command.name}`);
            continue;
        }
        // The command's part of the page: from its heading to the next one.
        const part = heading.nextUntil('h2').text();
        if (!part.includes(command.description)) missing.push(`${command.name}: description`);
        for (const option of allOptions(command))
            if (!part.includes(option.flags)) missing.push(`${command.name} ${option.flags}`);
        for (const argument of command.arguments)
            if (!part.includes(argument.name)) missing.push(`${command.name} <${argument.name}>`);
    }
    assert.deepEqual(missing, []);
    assert.ok(cli.commands.length >= 8, `only ${cli.commands.length} commands read`);
});

test('its Markdown twin lists every command, and the Reference sidebar links the page', () => {
    const twin = fs.readFileSync(path.join(buildDir, markdownPathOf(cliPageUrl)), 'utf8');
    for (const command of cli.commands) assert.match(twin, new RegExp(`^## ${cli.binary} ${command.name}$`, 'm'));
    const $ = cheerio.load(fs.readFileSync(path.join(buildDir, 'reference/index.html'), 'utf8'));
    assert.ok($(`nav a[href="${cliPageUrl}"]`).length > 0, 'no sidebar link to the CLI page');
});
