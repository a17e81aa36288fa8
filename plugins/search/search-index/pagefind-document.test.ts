import { test } from 'node:test';
import assert from 'node:assert/strict';

import { RANKING } from '../../../src/search/ranking';
import { renderPagefindDocument, sharedFilterValues } from './pagefind-document';

const WEIGHTS = RANKING.index;
import type { ExtractedPage } from './types';
import { buildVocabulary, words } from './vocabulary';

const page: ExtractedPage = {
    url: 'https://x.io/reference/typescript-api/orders/order-process/',
    path: '/reference/typescript-api/orders/order-process/',
    docArea: 'Reference',
    title: 'OrderProcess',
    language: 'en',
    docusaurusTag: 'docs-default-current',
    version: 'current',
    headingBlocks: [
        {
            anchor: null,
            level: 1,
            title: 'OrderProcess',
            path: ['OrderProcess'],
            texts: ['Defines <custom> states & transitions.'],
        },
        {
            anchor: 'onTransitionStart',
            level: 3,
            title: 'onTransitionStart',
            path: ['OrderProcess', 'onTransitionStart'],
            texts: ['Runs before shipping.'],
        },
    ],
};

test('renderPagefindDocument escapes content and keeps heading ids for sub-results', () => {
    const html = renderPagefindDocument(page);
    // The page's first block (its description) weighs more than the rest of the text.
    assert.ok(
        html.includes(
            `<p data-pagefind-weight="${WEIGHTS.description}">Defines &lt;custom&gt; states &amp; transitions.</p>`,
        ),
    );
    assert.ok(html.includes('<p>Runs before shipping.</p>'));
    assert.ok(!html.includes('<custom>'));
    assert.ok(
        html.includes(`<h3 id="onTransitionStart" data-pagefind-weight="${WEIGHTS.heading[3]}">onTransitionStart</h3>`),
    );
    assert.ok(html.includes(`<h1 data-pagefind-weight="${WEIGHTS.title}">OrderProcess</h1>`));
});

test('renderPagefindDocument carries the doc area, tag and language filters and the meta', () => {
    const html = renderPagefindDocument(page);
    assert.ok(html.includes('<span data-pagefind-filter="section">Reference</span>'));
    assert.ok(html.includes('<span data-pagefind-filter="docusaurus_tag">docs-default-current</span>'));
    assert.ok(html.includes('<span data-pagefind-filter="language">en</span>'));
    assert.ok(html.includes('<span data-pagefind-meta="title">OrderProcess</span>'));
    assert.ok(!html.includes('data-pagefind-meta="description"'), 'no description, no meta');
    assert.ok(
        renderPagefindDocument({ ...page, description: 'Defines <custom> states.' }).includes(
            '<span data-pagefind-meta="description">Defines &lt;custom&gt; states.</span>',
        ),
    );
    assert.ok(html.startsWith('<!doctype html><html lang="en">'));
    assert.ok(!html.includes('data-pagefind-filter="kind"'), 'OrderProcess is none of the searchable API kinds');
});

test('reference pages of one API kind carry it as a filter, so "createProduct mutation" can ask for mutations', () => {
    const kinds = (path: string, title: string) =>
        [...renderPagefindDocument({ ...page, path, title }).matchAll(/data-pagefind-filter="kind">([^<]+)</g)].map(
            match => match[1],
        );
    assert.deepEqual(kinds('/reference/graphql-api/admin/mutations/', 'Mutations'), ['mutation']);
    assert.deepEqual(kinds('/reference/graphql-api/shop/object-types/', 'Types'), ['object-type']);
    assert.deepEqual(kinds('/reference/typescript-api/entities/product/', 'Product'), ['entity']);
    assert.deepEqual(kinds('/reference/typescript-api/services/order-service/', 'OrderService'), ['service']);
    assert.deepEqual(kinds('/reference/typescript-api/tax/tax-zone-strategy/', 'TaxZoneStrategy'), ['strategy']);
    assert.deepEqual(kinds('/guides/core-concepts/orders/', 'Orders'), []);
});

test('words splits camelCase names and drops short words', () => {
    assert.deepEqual(words('The addItemToOrder mutation'), ['additemtoorder', 'item', 'order', 'mutation']);
});

test('buildVocabulary keeps all title words and only frequent body words, most frequent first', () => {
    const vocabulary = buildVocabulary([
        page,
        { ...page, headingBlocks: [{ ...page.headingBlocks[1], texts: ['shipping shipping rare'] }] },
    ]);
    assert.ok(vocabulary.includes('ontransitionstart'));
    assert.ok(vocabulary.includes('shipping'), 'three body occurrences are enough');
    assert.ok(!vocabulary.includes('rare'));
    assert.ok(
        vocabulary.indexOf('shipping') < vocabulary.indexOf('orderprocess') ||
            vocabulary.indexOf('ontransitionstart') < vocabulary.indexOf('orderprocess'),
    );
});

test('sharedFilterValues lists every value of the filters all pages have, and leaves out the others', () => {
    const guide: ExtractedPage = {
        ...page,
        path: '/guides/core-concepts/orders/',
        docArea: 'Learn',
        title: 'Orders',
        docusaurusTag: 'docs-default-v2',
    };
    const entity: ExtractedPage = { ...page, path: '/reference/typescript-api/entities/order/', title: 'Order' };
    // The entity page has an API kind and the guide none, so `kind` is not shared.
    assert.ok(renderPagefindDocument(entity).includes('data-pagefind-filter="kind"'));
    assert.deepEqual(sharedFilterValues([entity, guide]), {
        section: ['Learn', 'Reference'],
        docusaurus_tag: ['docs-default-current', 'docs-default-v2'],
        language: ['en'],
    });
    assert.deepEqual(sharedFilterValues([]), {});
});
