import { test } from 'node:test';
import assert from 'node:assert/strict';

import { markdownBody, orderDocs, renderLlmsFull, renderLlmsTxt, type LlmsDoc } from './llms';

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

test('llms.txt groups docs by section with absolute links and one-line descriptions', () => {
    const text = renderLlmsTxt(site, orderDocs(docs, ['guides/install']));
    assert.match(text, /^# Vendure Docs\n\n> Docs for Vendure\.\n/);
    const learn = text.indexOf('## Learn');
    const reference = text.indexOf('## Reference');
    const userGuide = text.indexOf('## User Guide');
    assert.ok(learn > 0 && learn < reference && reference < userGuide, text);
    assert.ok(text.includes('- [Installation](https://docs.example.com/guides/install/): Install it.'));
    assert.ok(text.includes('- [Unlisted guide](https://docs.example.com/guides/zz/)\n'));
});

test('markdownBody strips front matter, MDX imports and comments but keeps imports inside code', () => {
    const source = [
        '---',
        'title: X',
        '---',
        "import Tabs from '@theme/Tabs';",
        'import {',
        '  a,',
        "} from './a';",
        '',
        'Intro <!-- hidden -->',
        '',
        '```ts title="src/x.ts"',
        "import { VendureConfig } from '@vendure/core';",
        '```',
        '',
        'export const meta = 1;',
        'The end.',
    ].join('\n');
    const body = markdownBody(source);
    assert.equal(
        body,
        ['Intro', '', '```ts title="src/x.ts"', "import { VendureConfig } from '@vendure/core';", '```', '', 'The end.'].join('\n'),
    );
});

test('llms-full.txt holds every body under its title and URL', () => {
    const full = renderLlmsFull(site, [{ ...docs[2], body: 'Body of install.' }]);
    assert.ok(full.includes('## Installation\n\nURL: https://docs.example.com/guides/install/\n\nBody of install.'));
    assert.ok(!full.includes('## Reference'));
});
