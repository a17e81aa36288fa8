import assert from 'node:assert/strict';
import { test } from 'node:test';

import { declarationBlocks } from './declaration-blocks';
import { fixturePackages } from './fixtures';
import { readApiModel } from './reader';
import { renderReference } from './render';
import { renderReferenceMarkdown } from './render-markdown';

const model = readApiModel({ packages: fixturePackages });
const store = model.declarations.find(d => d.name === 'Store')!;

test('a declaration is laid out once: heading, facts, doc, signature, heritage, then each member in source order', () => {
    const blocks = declarationBlocks(store, {});
    const kinds = blocks.map(b => (b.kind === 'heading' ? `h${b.level} ${b.text}` : b.kind));
    assert.deepEqual(kinds.slice(0, 9), [
        'h2 Store',
        'declaration-facts',
        'doc',
        'signature',
        'heritage',
        'h3 items',
        'member-facts',
        'member-type',
        'doc',
    ]);
    assert.deepEqual(
        kinds.filter(k => k.startsWith('h3 ')),
        store.members.map(m => `h3 ${m.name}`),
    );
    const find = blocks.find(b => b.kind === 'member-type' && b.lines.length === 2);
    assert.ok(find, 'the overloaded find() has one type line per overload');
});

test('the MDX page and its Markdown twin show the blocks in the same order', () => {
    const mdx = renderReference(model, {}).files.find(f => f.file === 'typescript-api/storage/store.mdx')!.content;
    const md = renderReferenceMarkdown(model, { siteUrl: 'https://docs.example.com' }).find(
        f => f.file === 'typescript-api/storage/store.md',
    )!.content;
    const inOrder = [
        '## Store',
        'A generic store that keeps [Thing](',
        '**Signature**',
        'Extends: ',
        '### items',
        '**Type:**',
        'The items,',
        '### add',
    ];
    for (const [name, content] of [
        ['mdx', mdx],
        ['md', md],
    ]) {
        const at = inOrder.map(text => content.indexOf(text));
        assert.ok(!at.includes(-1), `${name}: each of ${inOrder.join(' | ')} is shown (${at.join(', ')})`);
        assert.deepEqual(
            at,
            [...at].sort((a, b) => a - b),
            `${name}: in layout order`,
        );
    }
});
