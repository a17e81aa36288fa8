import { test } from 'node:test';
import assert from 'node:assert/strict';

import { cleanText, extractPage } from './extract';
import { toDocSearchRecords } from './records';

/** Shaped like Docusaurus 3.7 output: header h1, anchored headings with hash links, code blocks. */
const DOC_HTML = `<!doctype html><html lang="en"><head>
<meta name="docusaurus_locale" content="en"><meta name="docusaurus_version" content="current">
<meta name="docusaurus_tag" content="docs-default-current"><title>Shipping | Vendure Docs</title></head>
<body><nav>Navbar text that is not content</nav><article>
<div class="theme-doc-markdown markdown"><header><h1>Shipping</h1></header>
<p>Intro about <code>ShippingMethod</code> &amp; carriers.</p>
<h2 class="anchor" id="Calculators">Calculators<a href="#Calculators" class="hash-link">\u200b</a></h2>
<p>A calculator prices a shipment.</p>
<div class="theme-code-block"><pre><code>const secret = "code is not indexed";</code></pre></div>
<ul><li>First item<ul><li>Nested item</li></ul></li><li><p>Item with paragraph</p></li></ul>
<h3 id="Flat-rate">Flat rate</h3>
<table><tr><th>Option</th><td>Price in cents</td></tr></table>
<h2 id="Eligibility">Eligibility</h2><p>Checkers decide.</p>
</div></article></body></html>`;

test('extractPage reads title, meta, heading blocks and their texts from a built doc page', () => {
    const page = extractPage(DOC_HTML, '/guides/core-concepts/shipping/', 'https://docs.example.com/');
    assert.ok(page);
    assert.equal(page.url, 'https://docs.example.com/guides/core-concepts/shipping/');
    assert.equal(page.docArea, 'Learn');
    assert.equal(page.title, 'Shipping');
    assert.equal(page.language, 'en');
    assert.equal(page.docusaurusTag, 'docs-default-current');
    assert.equal(page.version, 'current');
    assert.deepEqual(
        page.headingBlocks.map(block => [block.anchor, block.level, block.title, block.path.join(' > ')]),
        [
            [null, 1, 'Shipping', 'Shipping'],
            ['Calculators', 2, 'Calculators', 'Shipping > Calculators'],
            ['Flat-rate', 3, 'Flat rate', 'Shipping > Calculators > Flat rate'],
            ['Eligibility', 2, 'Eligibility', 'Shipping > Eligibility'],
        ],
    );
    assert.deepEqual(page.headingBlocks[0].texts, ['Intro about ShippingMethod & carriers.']);
    assert.deepEqual(page.headingBlocks[1].texts, [
        'A calculator prices a shipment.',
        'First item',
        'Nested item',
        'Item with paragraph',
    ]);
    assert.deepEqual(page.headingBlocks[2].texts, ['Option: Price in cents']);
});

test('extractPage leaves out code listings, navigation and heading anchors', () => {
    const page = extractPage(DOC_HTML, '/guides/core-concepts/shipping/', 'https://docs.example.com');
    const allText = JSON.stringify(page);
    assert.ok(!allText.includes('code is not indexed'));
    assert.ok(!allText.includes('Navbar text'));
    assert.ok(!allText.includes('\u200b'));
});

test('extractPage skips pages that are not docs or lie outside the three doc areas', () => {
    assert.equal(extractPage(DOC_HTML, '/search/', 'https://x.io'), null);
    assert.equal(extractPage('<html><body><h1>Home</h1></body></html>', '/guides/x/', 'https://x.io'), null);
});

test('cleanText collapses whitespace and removes zero-width characters', () => {
    assert.equal(cleanText('  a\n\t b\u200b '), 'a b');
});

test('toDocSearchRecords yields a page record, heading records and content records with full hierarchy', () => {
    const page = extractPage(DOC_HTML, '/guides/core-concepts/shipping/', 'https://docs.example.com')!;
    const records = toDocSearchRecords(page);
    const lvl1 = records[0];
    assert.equal(lvl1.type, 'lvl1');
    assert.equal(lvl1['hierarchy.lvl0'], 'Learn');
    assert.equal(lvl1['hierarchy.lvl1'], 'Shipping');
    assert.equal(lvl1.anchor, null);
    const flat = records.find(record => record.type === 'lvl3')!;
    assert.equal(flat.url, 'https://docs.example.com/guides/core-concepts/shipping/#Flat-rate');
    assert.equal(flat.url_without_anchor, 'https://docs.example.com/guides/core-concepts/shipping/');
    assert.equal(flat['hierarchy.lvl2'], 'Calculators');
    assert.equal(flat['hierarchy.lvl3'], 'Flat rate');
    const cell = records.find(record => record.content === 'Option: Price in cents')!;
    assert.equal(cell.type, 'content');
    assert.equal(cell.anchor, 'Flat-rate');
    assert.equal(cell['hierarchy.lvl3'], 'Flat rate');
    const eligibility = records.find(record => record.content === 'Checkers decide.')!;
    assert.equal(eligibility['hierarchy.lvl2'], 'Eligibility');
    assert.equal(eligibility['hierarchy.lvl3'], null, 'a new h2 clears the deeper levels');
    assert.ok(lvl1.item_priority > flat.item_priority && flat.item_priority > cell.item_priority);
    assert.equal(new Set(records.map(record => record.id)).size, records.length, 'ids are unique');
});

test('extractPage indexes the page description with the intro unless the text already says it', () => {
    const withDescription = (description: string) =>
        DOC_HTML.replace('<title>', `<meta data-rh=true name=description content="${description}"><title>`);
    const summarised = extractPage(
        withDescription('How carriers &amp; rates reach the storefront cart.'),
        '/guides/core-concepts/shipping/',
        'https://docs.example.com/',
    );
    assert.deepEqual(summarised?.headingBlocks[0]?.texts, [
        'How carriers & rates reach the storefront cart.',
        'Intro about ShippingMethod & carriers.',
    ]);
    assert.equal(
        toDocSearchRecords(summarised).filter(
            record => record.content === 'How carriers & rates reach the storefront cart.',
        ).length,
        1,
    );

    // A generated reference page whose description is its first paragraph: no second copy.
    const repeated = extractPage(
        withDescription('A calculator prices a shipment.'),
        '/guides/core-concepts/shipping/',
        'https://docs.example.com/',
    );
    assert.deepEqual(repeated?.headingBlocks[0]?.texts, ['Intro about ShippingMethod & carriers.']);
    // Either way the page keeps its description for the ranking (Pagefind meta).
    assert.equal(summarised?.description, 'How carriers & rates reach the storefront cart.');
    assert.equal(repeated?.description, 'A calculator prices a shipment.');
});

/** Shaped like a generated reference page: the h1 repeated as the h2 of its one declaration, a members table. */
const REFERENCE_HTML = `<!doctype html><html lang="en"><head>
<meta name="docusaurus_tag" content="docs-default-current"><meta name=description content="A refund of an order.">
<title>Refund | Vendure Docs</title></head><body><article>
<div class="theme-doc-markdown markdown"><header><h1>Refund</h1></header>
<h2 class="anchor" id="Refund">Refund<a href="#Refund" class="hash-link">\u200b</a></h2>
<p>@vendure/core 3.7.3 · class</p><p>A refund of an order.</p>
<table><thead><tr><th>Property</th><th>Type</th><th>Purpose</th></tr></thead>
<tbody><tr><td>items</td><td>number</td><td><p>The items' part of the total.</p></td></tr><tr><td>reason</td><td></td><td>Why.</td></tr></tbody></table>
<h3 id="items">items</h3><p>Items total.</p>
<h2 id="Other">Other</h2><p>More.</p>
</div></article></body></html>`;

test('extractPage folds the h2 repeating a reference page title into the intro: one hit per page, with its text', () => {
    const page = extractPage(REFERENCE_HTML, '/reference/typescript-api/entities/refund/', 'https://x.io')!;
    assert.deepEqual(
        page.headingBlocks.map(block => [block.anchor, block.level, block.title]),
        [
            [null, 1, 'Refund'],
            ['items', 3, 'items'],
            ['Other', 2, 'Other'],
        ],
    );
    assert.equal(page.headingBlocks[0].texts[0], '@vendure/core 3.7.3 · class');
    assert.ok(page.headingBlocks[0].texts.includes('A refund of an order.'));
    // The description is in the text already, so it is not added a second time.
    assert.equal(page.headingBlocks[0].texts.filter(text => text === 'A refund of an order.').length, 1);
    // A later heading with the title's words is a heading of its own.
    const later = extractPage(
        REFERENCE_HTML.replace('<h2 id="Other">Other</h2>', '<h2 id="Refund-2">Refund</h2>'),
        '/reference/typescript-api/entities/refund/',
        'https://x.io',
    )!;
    assert.deepEqual(
        later.headingBlocks.map(block => block.anchor),
        [null, 'items', 'Refund-2'],
    );
});

test('extractPage indexes a table row as "first cell: other cells", without the header row', () => {
    const page = extractPage(REFERENCE_HTML, '/reference/typescript-api/entities/refund/', 'https://x.io')!;
    const texts = page.headingBlocks[0].texts;
    assert.ok(texts.includes("items: number · The items' part of the total."), texts.join(' | '));
    assert.ok(texts.includes('reason: Why.'), 'empty cells are left out');
    assert.ok(!texts.some(text => /Property|Purpose/.test(text)), 'no header cells');
    assert.ok(!texts.includes("The items' part of the total."), 'a paragraph in a cell is not a block of its own');
});
