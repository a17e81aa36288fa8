import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

import { docAreaOf } from '../../../src/doc-areas';
import type { ExtractedPage, HeadingBlock } from './types';

/**
 * Elements whose text is one content block. Nested ones are folded into their outermost block. A
 * table row is one block (`tableRowText`), so a snippet reads "name: what it is", not cells run together.
 */
const BLOCK_SELECTOR = 'p, li, tr, dt, dd, summary';
const HEADING_SELECTOR = 'h2[id], h3[id], h4[id], h5[id], h6[id]';
/** Never searchable: code listings, heading anchors, UI chrome inside the article. */
const NOISE_SELECTOR =
    'pre, .theme-code-block, .hash-link, button, svg, script, style, .mermaid, .docusaurus-mermaid-container';

/** Collapses whitespace and drops the zero-width spaces Docusaurus puts in heading anchors. */
export function cleanText(text: string): string {
    return text
        .replace(/[\u200b\u00ad]/g, '')
        .replace(/\s+/g, ' ')
        .trim();
}

function textWithout($: CheerioAPI, el: Element, exclude: string): string {
    const copy = $(el).clone();
    copy.find(exclude).remove();
    return cleanText(copy.text());
}

function hasBlockAncestor($: CheerioAPI, el: Element, root: Element): boolean {
    let parent = el.parent as AnyNode | null;
    while (parent && parent !== root) {
        if ($(parent).is(BLOCK_SELECTOR)) return true;
        parent = parent.parent;
    }
    return false;
}

/**
 * A table row as one line: its first cell, a colon, the other cells ("path: string · Where the file
 * lives"). Header rows (in `thead`, or of `th` cells only) name the columns, not a thing: ''.
 */
export function tableRowText($: CheerioAPI, row: Element): string {
    const $row = $(row);
    const cells = $row.children('td, th');
    if ($row.parent('thead').length > 0 || (cells.length > 0 && cells.filter('td').length === 0)) return '';
    const texts = cells
        .toArray()
        .map(cell => cleanText($(cell).text()))
        .filter(Boolean);
    if (texts.length < 2) return texts[0] ?? '';
    return `${texts[0]}: ${texts.slice(1).join(' · ')}`;
}

/**
 * Reads one built doc page. Returns null for pages that are not docs (home, search, 404)
 * or that lie outside the three doc areas.
 */
export function extractPage(html: string, path: string, siteUrl: string): ExtractedPage | null {
    const docArea = docAreaOf(path);
    if (!docArea) return null;
    const $ = load(html);
    const docusaurusTag = $('meta[name="docusaurus_tag"]').attr('content');
    const rootNode = $('.theme-doc-markdown').first().get(0);
    if (!docusaurusTag || !rootNode) return null;

    const root = $(rootNode);
    const title =
        cleanText(root.find('header h1').first().text()) ||
        cleanText($('h1').first().text()) ||
        cleanText($('title').text().split('|')[0] ?? '');
    const language = $('html').attr('lang') || 'en';
    const version = $('meta[name="docusaurus_version"]').attr('content') || 'current';

    root.find(NOISE_SELECTOR).remove();

    const intro: HeadingBlock = { anchor: null, level: 1, title, path: [title], texts: [] };
    const headingBlocks: HeadingBlock[] = [intro];
    // Heading titles by level, index 1 = page title, so a heading block's path is stack[1..level].
    const stack: string[] = ['', title];
    let current = intro;

    root.find(`${HEADING_SELECTOR}, ${BLOCK_SELECTOR}`).each((_, node) => {
        const el = node;
        const $el = $(el);
        if ($el.is(HEADING_SELECTOR)) {
            const level = Number(el.tagName.slice(1));
            const text = cleanText($el.text());
            if (!text) return;
            stack.length = level;
            stack[level] = text;
            // A generated reference page repeats its title as the h2 of its one declaration: that
            // heading is the page itself, so its text joins the intro instead of a second hit "Refund / Refund".
            if (level === 2 && text === title && headingBlocks.length === 1) return;
            const path = stack.slice(1).filter(Boolean);
            current = { anchor: $el.attr('id') ?? null, level, title: text, path, texts: [] };
            headingBlocks.push(current);
            return;
        }
        if (hasBlockAncestor($, el, rootNode)) return;
        // A list item's own text, without its nested lists (they are their own blocks).
        const text = $el.is('li')
            ? textWithout($, el, 'ul, ol')
            : $el.is('tr')
              ? tableRowText($, el)
              : cleanText($el.text());
        if (text) current.texts.push(text);
        if ($el.is('li')) {
            $el.find('li').each((__, nested) => {
                const nestedText = textWithout($, nested, 'ul, ol');
                if (nestedText) current.texts.push(nestedText);
            });
        }
    });

    // The front-matter description says in a sentence what the page is for, often in the words
    // a question uses ("storefront cart") when the body names things more precisely.
    const description = cleanText($('meta[name="description"]').attr('content') ?? '');
    if (description && !headingBlocks.some(block => block.texts.some(text => text.includes(description)))) {
        intro.texts.unshift(description);
    }

    const base = siteUrl.replace(/\/+$/, '');
    return {
        url: `${base}${path}`,
        path,
        docArea,
        title,
        description,
        language,
        docusaurusTag,
        version,
        headingBlocks,
    };
}
