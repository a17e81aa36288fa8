/**
 * Every same-site link with a fragment lands on an element with exactly that id. Heading ids keep their
 * case (markdown.anchors.maintainCase), and the site leaves Docusaurus' own broken-anchor check at
 * "warning only" (PROMISES.md, Site settings), so a link written `#refunds` to a heading `Refunds` would otherwise pass the build.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { builtPages } from './site-output';

/** Values of an attribute in the minified HTML, quoted or not. */
function attributeValues(html: string, name: string): string[] {
    const pattern = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'g');
    return [...html.matchAll(pattern)].map(match => match[1] ?? match[2] ?? match[3] ?? '');
}

const decode = (value: string) => {
    try {
        return decodeURIComponent(value.replace(/&amp;/g, '&'));
    } catch {
        return value;
    }
};

test('every same-site link with a fragment points at an id that exists on its target page', () => {
    const pages = builtPages();
    const idsByRoute = new Map(pages.map(page => [page.route, new Set(attributeValues(page.html, 'id').map(decode))]));
    const broken: string[] = [];
    let checked = 0;
    for (const page of pages) {
        for (const href of new Set(attributeValues(page.html, 'href'))) {
            const hash = href.indexOf('#');
            if (hash < 0 || /^[a-z]+:/i.test(href) || href.startsWith('//')) continue;
            const fragment = decode(href.slice(hash + 1));
            if (!fragment) continue;
            const target = href.slice(0, hash).split('?')[0] || page.route;
            const ids = idsByRoute.get(target.endsWith('/') || target.endsWith('.html') ? target : `${target}/`);
            // Links to files or to routes that are not pages are the broken-link check's business.
            if (!ids) continue;
            checked++;
            if (!ids.has(fragment)) broken.push(`${page.route}: ${href}`);
        }
    }
    assert.ok(checked > 1000, `only ${checked} links with a fragment were found: is build/ complete?`);
    assert.deepEqual(broken, [], `${broken.length} links point at a fragment their page does not have`);
});
