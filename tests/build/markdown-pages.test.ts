/**
 * The Markdown twins and llms files in build/ (plugins/content/llms-txt). Checked here rather than in the content
 * check: tests/content/ reads the hand-written sources before they are built (and names their lines), while
 * the twins and llms files are build output, like everything else tests/build/ checks.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

import { checkMarkdown, plainText } from '../../plugins/content/llms-txt/check-markdown';
import { builtFiles, routeOfFile } from '../../scripts/built-site';
import { markdownPathOf } from '../../src/markdown-url';
import { siteUrl } from '../../src/site';
import { buildDir, builtPages } from './site-output';

const pages = builtPages();
const isDocPage = (html: string) => /<html[^>]*class="[^"]*\bdocs-doc-page\b/.test(html);
const docPages = pages.filter(page => isDocPage(page.html));
const twinFile = (route: string) => path.join(buildDir, markdownPathOf(route));
const read = (sitePath: string) => fs.readFileSync(path.join(buildDir, sitePath), 'utf8');

function alternateLinks(html: string): { type?: string; href?: string }[] {
    return [...html.matchAll(/<link\b[^>]*\brel=["']?alternate\b[^>]*>/g)].map(([tag]) => ({
        type: /\btype=["']?([^"'\s>]+)/.exec(tag)?.[1],
        href: /\bhref=["']?([^"'\s>]+)/.exec(tag)?.[1],
    }));
}

test('every doc page has its Markdown twin and names it in a <link rel="alternate" type="text/markdown">', () => {
    assert.ok(docPages.length > 700, `only ${docPages.length} doc pages`);
    // Every page of the three bodies of docs is a doc page (none is missed by the class test above).
    const sectionPages = pages.filter(page => /^\/(guides|reference|user-guide)\//.test(page.route));
    assert.deepEqual(
        sectionPages.filter(page => !isDocPage(page.html)).map(page => page.route),
        [],
    );
    const problems: string[] = [];
    for (const { route, html } of docPages) {
        // Site-relative: a preview build or a mirror links its own twin, not the production host's.
        const expected = markdownPathOf(route);
        const markdownLinks = alternateLinks(html).filter(link => link.type === 'text/markdown');
        if (markdownLinks.length !== 1 || markdownLinks[0].href !== expected)
            problems.push(`${route}: alternate links ${JSON.stringify(markdownLinks)}`);
        if (!fs.existsSync(twinFile(route))) problems.push(`${route}: no ${markdownPathOf(route)}`);
    }
    assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems`);
    // Pages that are not docs (home, search) have none.
    assert.equal(
        alternateLinks(pages.find(page => page.route === '/')!.html).filter(link => link.type === 'text/markdown')
            .length,
        0,
    );
});

/** Every `.md` file written into build/, by site path. */
function builtMarkdownFiles(): string[] {
    return builtFiles(buildDir, '.md').map(routeOfFile).sort();
}

test('every Markdown file is the twin of a doc page, and is clean CommonMark + GFM', () => {
    const files = builtMarkdownFiles();
    assert.deepEqual(files, docPages.map(page => markdownPathOf(page.route)).sort());
    const problems: string[] = [];
    for (const file of files) for (const problem of checkMarkdown(read(file))) problems.push(`${file}: ${problem}`);
    assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems in ${files.length} files`);
});

const parser = unified().use(remarkParse).use(remarkGfm);
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };
const htmlText = (html: string) =>
    html
        .replace(/<[^>]+>/g, '')
        .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, name: string) => entities[name.toLowerCase()] ?? m)
        .replace(/\u200b/g, '')
        .trim();

test('a twin has the headings of its page: its title, and every h2 in the same order', () => {
    const problems: string[] = [];
    for (const { route, html } of docPages) {
        const tree = parser.parse(fs.readFileSync(twinFile(route), 'utf8'));
        const headings = (depth: number) =>
            tree.children.filter(n => n.type === 'heading' && n.depth === depth).map(n => plainText(n).trim());
        const h1 = htmlText(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
        const h2 = [...html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)]
            .filter(([tag]) => !/class="[^"]*\b(sr-only|footer|pagination)/.test(tag))
            .map(m => htmlText(m[1]));
        const md1 = headings(1);
        const md2 = headings(2);
        // The HTML pages carry h2s outside the content too (e.g. "On this page"): compare the content's own.
        const content = h2.filter(text => md2.includes(text));
        if (md1[0] !== h1) problems.push(`${route}: title "${md1[0]}" ≠ "${h1}"`);
        if (JSON.stringify(content) !== JSON.stringify(md2)) {
            const notOnPage = md2.filter(text => !h2.includes(text));
            problems.push(
                `${route}: the twin's h2 ${notOnPage.length ? `${JSON.stringify(notOnPage)} are not on the page` : 'are in another order'}`,
            );
        }
    }
    assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems`);
});

test('/llms.txt lists the section files and links every listed page as Markdown', () => {
    const index = read('llms.txt');
    const links = [...index.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map(m => m[1]);
    assert.ok(links.length > 700, `${links.length} links`);
    for (const file of [
        '/llms-full.txt',
        '/reference/typescript-api/llms.txt',
        '/reference/core-plugins/llms.txt',
        '/reference/dashboard/llms.txt',
        '/reference/admin-ui-api/llms.txt',
        '/reference/graphql-api/admin/llms.txt',
        '/reference/graphql-api/shop/llms.txt',
    ]) {
        assert.ok(links.includes(`${siteUrl}${file}`), `${file} is listed`);
    }
    const missing = links.filter(url => !fs.existsSync(path.join(buildDir, url.slice(siteUrl.length))));
    assert.deepEqual(missing, []);
    const pageLinks = links.filter(url => !url.endsWith('.txt'));
    assert.ok(
        pageLinks.every(url => url.endsWith('.md')),
        'pages are linked as Markdown',
    );
    assert.ok(pageLinks.includes(`${siteUrl}/guides/getting-started/installation.md`));
    assert.ok(pageLinks.includes(`${siteUrl}/reference/typescript-api/orders/order-process.md`));
});

test('/llms-full.txt holds the Learn guides and User Guide as Markdown, and no reference page', () => {
    const full = read('llms-full.txt');
    assert.deepEqual(checkMarkdown(full), []);
    assert.match(
        full,
        /^# Installation\n\nURL: https:\/\/docs\.vendure\.io\/guides\/getting-started\/installation\/\n/m,
    );
    assert.match(full, /^URL: https:\/\/docs\.vendure\.io\/user-guide\//m);
    assert.doesNotMatch(full, /^URL: https:\/\/docs\.vendure\.io\/reference\//m);
    const tokens = full.length / 4;
    console.log(`llms-full.txt: ${full.length} characters, about ${Math.round(tokens / 1000)}k tokens`);
    assert.ok(tokens < 1_000_000, `${Math.round(tokens)} tokens`);
});

test('each reference section file fits a large context window and holds what it says', () => {
    const limits: Record<string, RegExp> = {
        '/reference/typescript-api/llms.txt': /^## OrderProcess$/m,
        '/reference/core-plugins/llms.txt': /^## EmailPlugin$/m,
        '/reference/dashboard/llms.txt': /^# /m,
        '/reference/admin-ui-api/llms.txt': /^# /m,
        '/reference/graphql-api/admin/llms.txt': /^type Mutation \{$/m,
        '/reference/graphql-api/shop/llms.txt': /^ {2}activeOrder: Order$/m,
    };
    for (const [file, expected] of Object.entries(limits)) {
        const text = read(file);
        const tokens = text.length / 4;
        console.log(`${file}: about ${Math.round(tokens / 1000)}k tokens`);
        assert.ok(tokens < 250_000, `${file}: ${Math.round(tokens)} tokens`);
        assert.match(text, expected, file);
        assert.deepEqual(checkMarkdown(text), [], file);
    }
    assert.doesNotMatch(
        read('/reference/graphql-api/shop/llms.txt'),
        /^ {2}createProduct\(/m,
        'the Shop API has no admin mutations',
    );
});
