import assert from 'node:assert/strict';
import { test } from 'node:test';

import { parseMdx } from '../../lib/content/markdown';
import { checkGlossaryLinks, firstTermUses, readGlossaryTerms } from './glossary-links';

const terms = readGlossaryTerms(
    ['## Zone {#zone}', '', 'A group.', '', '## Facet {#facet}', '', '## Facet value {#facet-value}', ''].join('\n'),
);

const page = [
    '# Shipping',
    '',
    'Pick a **Zone** in the form. Each [zone](../glossary.md#zone) holds countries; zones are reused.',
    'Attach a *[facet value](../glossary.md#facet-value)*, then see [facets](../catalog/facets.md) and a [facet](./glossary.md#facet).',
].join('\n');

test('the glossary words are its headings with their ids', () => {
    assert.deepEqual(terms, [
        { term: 'Zone', id: 'zone' },
        { term: 'Facet', id: 'facet' },
        { term: 'Facet value', id: 'facet-value' },
    ]);
});

test('a page that links each word at its first use in running text passes; headings, bold labels and other links do not count', () => {
    assert.deepEqual(checkGlossaryLinks(parseMdx(page), 'docs/user-guide/x.md', terms), []);
    assert.deepEqual(
        firstTermUses(parseMdx(page), terms).map(u => [u.term.id, u.linked]),
        [
            ['zone', true],
            ['facet-value', true],
            ['facet', true],
        ],
    );
});

test('removing the link at a first use fails, naming the word and its anchor', () => {
    const unlinked = page.replace('[zone](../glossary.md#zone)', 'zone');
    assert.deepEqual(
        checkGlossaryLinks(parseMdx(unlinked), 'docs/user-guide/x.md', terms).map(f => [f.line, f.message]),
        [
            [
                3,
                '"zone" is this page\'s first use of the glossary word "Zone": link it to the glossary (glossary.md#zone)',
            ],
        ],
    );
});

test('a link to the wrong entry does not count', () => {
    const wrong = page.replace('../glossary.md#zone', '../glossary.md#facet');
    assert.equal(checkGlossaryLinks(parseMdx(wrong), 'docs/user-guide/x.md', terms).length, 1);
});
