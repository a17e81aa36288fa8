/**
 * Diagrams are drawn at build time (plugins/content/mermaid-svg): a page with ```mermaid blocks shows each one as an
 * image per colour mode, whose SVG file is in the build; neither its HTML nor its content chunk carries the
 * drawings or the mermaid source to draw.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import * as cheerio from 'cheerio';

import { buildDir } from './site-output';

const page = 'user-guide/orders';
const source = fs.readFileSync(path.resolve(__dirname, `../../docs/${page}/index.md`), 'utf8');
const blocks = source.match(/^```mermaid$/gm)?.length ?? 0;

test('every diagram of a page is an image per colour mode: a sized SVG file of the build, described', () => {
    assert.ok(blocks >= 2, `expected diagrams in docs/${page}/index.md`);
    const html = fs.readFileSync(path.join(buildDir, page, 'index.html'), 'utf8');
    const $ = cheerio.load(html);
    const diagrams = $('article .docusaurus-mermaid-container');
    assert.equal(diagrams.length, blocks);
    const files = new Set<string>();
    diagrams.each((_, el) => {
        const images = $(el).children('img');
        assert.deepEqual(images.map((_, img) => $(img).attr('data-mermaid-mode')).get(), ['light', 'dark']);
        images.each((_, img) => {
            const src = $(img).attr('src') ?? '';
            assert.match(src, /^\/assets\/images\/[\w-]+\.svg$/);
            files.add(src);
            const svg = cheerio.load(fs.readFileSync(path.join(buildDir, src), 'utf8'), { xml: true })('svg');
            assert.ok(svg.find('g').length > 0, `${src} has drawn content`);
            // Sized as the file is, so nothing below the diagram moves when it loads.
            assert.equal($(img).attr('width'), svg.attr('width'));
            assert.equal($(img).attr('height'), svg.attr('height'));
            assert.equal($(img).attr('loading'), 'lazy', 'the hidden colour mode is not fetched');
            assert.match($(img).attr('alt') ?? '', /^(Flowchart|State diagram|Sequence diagram): \S/);
        });
    });
    assert.equal(files.size, blocks * 2, 'each diagram has two drawings of its own');
    assert.doesNotMatch(html, /<svg[^>]+aria-roledescription/, 'no drawing inline in the HTML');
    assert.equal($('[aria-label="Loading diagram"]').length, 0, 'no placeholder waiting for the mermaid library');
});

test("the page's content chunk holds the images' URLs: no drawings, no mermaid source", () => {
    const dir = path.join(buildDir, 'assets/js');
    const chunks = fs
        .readdirSync(dir)
        // main.js names every page's source in its route table; the page's own chunk is the other one.
        .filter(file => file.endsWith('.js') && !file.startsWith('main.'))
        .map(file => fs.readFileSync(path.join(dir, file), 'utf8'))
        .filter(js => js.includes(`@site/docs/${page}/index.md`));
    assert.equal(chunks.length, 1);
    assert.match(chunks[0], /"data-mermaid-mode":"light"/);
    assert.doesNotMatch(chunks[0], /<svg/);
    const firstDiagram = /^```mermaid\n(\S+)/m.exec(source)![1];
    assert.doesNotMatch(chunks[0], new RegExp(`value:"${firstDiagram}`));
});
