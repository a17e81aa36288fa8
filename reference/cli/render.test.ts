import assert from 'node:assert/strict';
import { test } from 'node:test';

import { checkMarkdown } from '../../plugins/content/llms-txt/check-markdown';
import { fixtureCli } from './fixture';
import { renderCliMarkdown, renderCliPage, renderCliSection } from './render';

const published = '2026-01-02T03:04:05.000Z';
const mdx = renderCliPage(fixtureCli, published);
const markdown = renderCliMarkdown(fixtureCli, 'https://docs.example.com');

test('the page: front matter with the CLI version and date, the usage, every command with a heading and a row', () => {
    assert.match(
        mdx,
        /^---\ntitle: "CLI"\ndescription: "Every command, argument and option of @fixture\/cli 1\.2\.3,[^\n]*\nlast_update:\n {2}date: 2026-01-02\n---\n/,
    );
    assert.match(mdx, /```bash\nvendure <command> \[options\]\n```/);
    assert.match(mdx, /\| `-V, --version` \| output the version number \|/);
    for (const name of ['schema', 'dev', 'help']) {
        assert.match(mdx, new RegExp(`^## vendure ${name}$`, 'm'));
        assert.match(mdx, new RegExp(`\\| \\[\`${name}\`\\]\\(/reference/cli/#vendure-${name}\\) \\|`));
    }
    assert.match(mdx, /```bash\nvendure dev \[options\] \[target\]\n```/);
    assert.match(mdx, /\| `target` \| no \| all, server or worker \|/);
    assert.match(mdx, /## vendure help\n\nBuilt into the CLI's command parser/);
});

test('options: flags as registered, sub-options after their option, defaults, commander help; pipes and MDX escaped', () => {
    // A pipe in a table cell is escaped, in a code span too.
    assert.match(mdx, /\| `-a, --api <admin\\\|shop>` \| Which API: admin \\\| shop \|/);
    assert.match(
        mdx,
        /\| `-e, --entity \[name\]` \| Add an entity \|\n\| `--selected-plugin \[name\]` \| With `--entity`: Its plugin \|/,
    );
    assert.match(mdx, /\| `--no-reload` \| Do not restart on changes Default: `reload` is `true`\. \|/);
    assert.match(mdx, /\| Add an entity \|[\s\S]*?\| `-h, --help` \| display help for command \|\n\n## vendure dev/);
    assert.match(mdx, /^Write the \\\{schema\\\} of an \\<api\\>$/m);
});

test('the page compiles as MDX', async () => {
    const { compile } = await import('@mdx-js/mdx');
    await compile(mdx.replace(/^---\n[\s\S]*?\n---\n/, ''));
});

test('the twin: a # title, clean Markdown, absolute links, CommonMark escaping only', () => {
    assert.deepEqual(checkMarkdown(markdown), []);
    assert.match(markdown, /^# CLI\n/);
    assert.match(markdown, /\[The Vendure CLI\]\(https:\/\/docs\.example\.com\/guides\/developer-guide\/cli\/\)/);
    assert.match(markdown, /\[`dev`\]\(https:\/\/docs\.example\.com\/reference\/cli\/#vendure-dev\)/);
    assert.match(markdown, /^Write the \{schema\} of an \\<api>$/m);
});

test('the section: a category at its sidebar position, the page and its twin', () => {
    const { files, markdownFiles } = renderCliSection(fixtureCli, published, 'https://docs.example.com');
    assert.deepEqual(
        files.map(f => f.file),
        ['cli/_category_.json', 'cli/index.mdx'],
    );
    assert.deepEqual(JSON.parse(files[0].content), { label: 'CLI', position: 6 });
    assert.deepEqual(
        markdownFiles.map(f => f.file),
        ['cli/index.md'],
    );
});
