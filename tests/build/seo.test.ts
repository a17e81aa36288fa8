import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import { siteUrl } from '../../src/site';
import { buildDir, builtPages, canonicalUrl, metaContent } from './site-output';

const pages = builtPages().filter(page => !page.route.startsWith('/404'));

test('every page has a meta description, a canonical URL and OpenGraph/Twitter tags', () => {
    assert.ok(pages.length > 10, `only ${pages.length} pages built`);
    const problems: string[] = [];
    for (const { route, html } of pages) {
        const description = metaContent(html, 'description');
        if (!description || description.length < 20) problems.push(`${route}: meta description missing or too short`);
        if (canonicalUrl(html) !== `${siteUrl}${route}`) problems.push(`${route}: canonical is ${canonicalUrl(html)}`);
        for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'twitter:card', 'twitter:image']) {
            if (!metaContent(html, key)) problems.push(`${route}: no ${key}`);
        }
    }
    assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems`);
});

test('the social card is our 1200×630 PNG', () => {
    const image = metaContent(pages[0].html, 'og:image')!;
    assert.equal(image, `${siteUrl}/img/social-card.png`);
    const png = fs.readFileSync(path.join(buildDir, 'img/social-card.png'));
    assert.equal(png.toString('ascii', 1, 4), 'PNG');
    assert.equal(png.readUInt32BE(16), 1200);
    assert.equal(png.readUInt32BE(20), 630);
});

test('sitemap.xml lists the pages with absolute URLs and robots.txt points to it', () => {
    const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(m => m[1]);
    assert.ok(urls.includes(`${siteUrl}/guides/getting-started/installation/`));
    assert.ok(urls.includes(`${siteUrl}/user-guide/`));
    assert.ok(urls.every(url => url.startsWith(`${siteUrl}/`)));
    assert.ok(!urls.some(url => url.includes('/TODO')), 'the placeholder page is not for search engines');
    const robots = fs.readFileSync(path.join(buildDir, 'robots.txt'), 'utf8');
    assert.match(robots, new RegExp(`^Sitemap: ${siteUrl}/sitemap.xml$`, 'm'));
});
