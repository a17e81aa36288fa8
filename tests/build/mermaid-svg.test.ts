/**
 * Diagrams are drawn at build time (plugins/mermaid-svg): a page with ```mermaid blocks has each one as inline
 * SVG in both colour modes, and its content chunk carries the drawings, not the mermaid source to draw.
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

test('every diagram of a page is inline SVG, once per colour mode, with ids of its own', () => {
    assert.ok(blocks >= 2, `expected diagrams in docs/${page}/index.md`);
    const $ = cheerio.load(fs.readFileSync(path.join(buildDir, page, 'index.html'), 'utf8'));
    const diagrams = $('article .docusaurus-mermaid-container');
    assert.equal(diagrams.length, blocks);
    const ids = new Set<string>();
    diagrams.each((_, el) => {
        const modes = $(el).children('[data-mermaid-mode]');
        assert.deepEqual(modes.map((_, m) => $(m).attr('data-mermaid-mode')).get(), ['light', 'dark']);
        modes.each((_, m) => {
            const svg = $(m).children('svg');
            assert.equal(svg.length, 1);
            assert.ok(svg.find('g').length > 0, 'the SVG has drawn content');
            ids.add(svg.attr('id') ?? '');
        });
        // The two modes are drawn with different themes, not copies of one drawing.
        assert.notEqual(
            $(modes[0]).html(),
            $(modes[1])
                .html()
                ?.replaceAll($(modes[1]).children('svg').attr('id')!, $(modes[0]).children('svg').attr('id')!),
        );
    });
    assert.equal(ids.size, blocks * 2);
    assert.equal($('[aria-label="Loading diagram"]').length, 0, 'no placeholder waiting for the mermaid library');
});

test("the page's content chunk holds the drawings, not mermaid source to draw in the browser", () => {
    const dir = path.join(buildDir, 'assets/js');
    const chunks = fs
        .readdirSync(dir)
        // main.js names every page's source in its route table; the page's own chunk is the other one.
        .filter(file => file.endsWith('.js') && !file.startsWith('main.'))
        .map(file => fs.readFileSync(path.join(dir, file), 'utf8'))
        .filter(js => js.includes(`@site/docs/${page}/index.md`));
    assert.equal(chunks.length, 1);
    assert.match(chunks[0], /data-mermaid-mode|<svg id=\\?"mermaid-/);
    const firstDiagram = /^```mermaid\n(\S+)/m.exec(source)![1];
    assert.doesNotMatch(chunks[0], new RegExp(`value:"${firstDiagram}`));
});
