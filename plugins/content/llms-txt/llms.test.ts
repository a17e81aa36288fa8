import { test } from 'node:test';
import assert from 'node:assert/strict';

import { estimateTokens, orderDocs, renderBundle, renderLlmsFull, renderLlmsTxt, withUrl, type LlmsDoc } from './llms';

const site = { title: 'Vendure Docs', summary: 'Docs for Vendure.', url: 'https://docs.example.com' };
const docs: LlmsDoc[] = [
    { id: 'user-guide/index', title: 'User Guide', description: 'For admins.', permalink: '/user-guide/' },
    { id: 'reference/index', title: 'Reference', description: 'All APIs.', permalink: '/reference/' },
    { id: 'guides/install', title: 'Installation', description: 'Install\n  it.', permalink: '/guides/install/' },
    { id: 'guides/zz', title: 'Unlisted guide', description: '', permalink: '/guides/zz/' },
];

test('orderDocs follows the sidebar order and puts unlisted docs last', () => {
    const ordered = orderDocs(docs, ['guides/install', 'reference/index', 'user-guide/index']);
    assert.deepEqual(
        ordered.map(d => d.id),
        ['guides/install', 'reference/index', 'user-guide/index', 'guides/zz'],
    );
});

test('llms.txt lists the section files first, then each doc by section, linking its Markdown twin', () => {
    const text = renderLlmsTxt(site, orderDocs(docs, ['guides/install']), [
        {
            path: '/reference/typescript-api/llms.txt',
            title: 'TypeScript API reference',
            description: 'Every declaration.',
        },
    ]);
    assert.match(text, /^# Vendure Docs\n\n> Docs for Vendure\.\n/);
    const files = text.indexOf('## Whole sections in one file');
    const learn = text.indexOf('## Learn');
    const reference = text.indexOf('## Reference');
    const userGuide = text.indexOf('## User Guide');
    assert.ok(files > 0 && files < learn && learn < reference && reference < userGuide, text);
    assert.ok(
        text.includes(
            '- [TypeScript API reference](https://docs.example.com/reference/typescript-api/llms.txt): Every declaration.',
        ),
    );
    assert.ok(text.includes('- [Installation](https://docs.example.com/guides/install.md): Install it.'));
    assert.ok(text.includes('- [Reference](https://docs.example.com/reference.md): All APIs.'));
    assert.ok(text.includes('- [Unlisted guide](https://docs.example.com/guides/zz.md)\n'));
    assert.ok(!text.includes('/guides/install/)'), 'no HTML URLs in the doc list');
});

test('withUrl puts the URL under the page title', () => {
    assert.equal(withUrl('# Title\n\nBody.\n', 'https://x/y/'), '# Title\n\nURL: https://x/y/\n\nBody.');
});

test('llms-full.txt holds the Learn and User Guide pages as Markdown, never the reference', () => {
    const full = renderLlmsFull(site, [
        { ...docs[2], markdown: '# Installation\n\nBody of install.\n' },
        { ...docs[1], markdown: '# Reference\n\nReference body.\n' },
        { ...docs[0], markdown: '# User Guide\n\nFor admins.\n' },
    ]);
    assert.match(full, /^# Vendure Docs: Learn and User Guide\n\n> Docs for Vendure\.\n/);
    assert.ok(full.includes('# Installation\n\nURL: https://docs.example.com/guides/install/\n\nBody of install.'));
    assert.ok(full.includes('# User Guide\n\nURL: https://docs.example.com/user-guide/'));
    assert.ok(!full.includes('Reference body'));
});

test('a bundle states what it holds; tokens are estimated as characters / 4', () => {
    assert.equal(renderBundle({ title: 'T', summary: 'S\n s.' }, []), '# T\n\n> S s.\n');
    assert.equal(estimateTokens('x'.repeat(400)), 100);
});
