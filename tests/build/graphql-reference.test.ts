/**
 * Checks the GraphQL reference in the built site: every entry has its anchor, every link
 * into the reference lands on an existing anchor, and the SDL downloads are published.
 * Reads `build/` (or $BUILD_DIR) and the SDL in generated/graphql/; run after a build.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import { buildSchema } from 'graphql';

import { anchorOf, entriesOf, pageUrl } from '../../reference/graphql/entries';
import { apiTypes, pageKinds } from '../../reference/graphql/model';
import { repoRoot, sdlDir } from '../../reference/paths';

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
// A generous ceiling: the biggest page is about 245 kB; a per-field component tree would blow it.
const maxPageHtmlBytes = 400_000;

function htmlOf(url: string): string {
    const file = path.join(buildDir, url, 'index.html');
    assert.ok(existsSync(file), `missing ${file}`);
    return readFileSync(file, 'utf8');
}

/** Attribute values in minified HTML, quoted or not. */
function attributeValues(html: string, name: string, tag = '[a-z0-9]+'): string[] {
    const re = new RegExp(`<${tag}\\b[^>]*?\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'g');
    return [...html.matchAll(re)].map(m => (m[1] ?? m[2] ?? m[3]).replace(/&amp;/g, '&'));
}

const schemas = Object.fromEntries(
    apiTypes.map(api => [api, buildSchema(readFileSync(path.join(repoRoot, sdlDir, `${api}.graphql`), 'utf8'))]),
);

test('every entry of every page has its h2 anchor in the built HTML', () => {
    for (const api of apiTypes) {
        for (const page of pageKinds) {
            const h2Ids = attributeValues(htmlOf(pageUrl(api, page)), 'id', 'h2');
            const expected = entriesOf(schemas[api], page).map(e => anchorOf(e.name));
            assert.deepEqual(h2Ids, expected, `${api} ${page}`);
        }
    }
});

test('every link into the GraphQL reference resolves to an existing anchor', () => {
    const idsByUrl = new Map<string, Set<string>>();
    const ids = (url: string) => {
        let set = idsByUrl.get(url);
        if (!set) {
            set = new Set(attributeValues(htmlOf(url), 'id'));
            idsByUrl.set(url, set);
        }
        return set;
    };
    const pages = apiTypes.flatMap(api => [
        '/reference/graphql-api/',
        `/reference/graphql-api/${api}/`,
        ...pageKinds.map(p => pageUrl(api, p)),
    ]);
    let checked = 0;
    for (const url of new Set(pages)) {
        for (const href of attributeValues(htmlOf(url), 'href', 'a')) {
            const [target, anchor] = href.split('#');
            if (target === '' && anchor) {
                assert.ok(ids(url).has(anchor), `${url}: ${href}`);
            } else if (target.startsWith('/reference/graphql-api/') && !/\.[a-z]+$/.test(target)) {
                // (Files are not pages: the SDL downloads, the pages' Markdown twins.)
                assert.ok(existsSync(path.join(buildDir, target, 'index.html')), `${url}: ${href} (page)`);
                if (anchor) assert.ok(ids(target).has(anchor), `${url}: ${href}`);
            } else {
                continue;
            }
            checked++;
        }
    }
    // Thousands of type links exist; a handful would mean the SDL blocks lost theirs.
    assert.ok(checked > 5000, `only ${checked} links checked`);
});

test('the SDL of each API is downloadable and matches the generated file', () => {
    for (const api of apiTypes) {
        const file = path.join(buildDir, 'reference', 'graphql-api', api, 'schema.graphql');
        assert.ok(existsSync(file), `missing ${file} (is generated/static in staticDirectories?)`);
        assert.equal(readFileSync(file, 'utf8'), readFileSync(path.join(repoRoot, sdlDir, `${api}.graphql`), 'utf8'));
        assert.match(
            htmlOf(`/reference/graphql-api/${api}/`),
            new RegExp(`href="?/reference/graphql-api/${api}/schema.graphql`),
        );
    }
});

test('the generated pages stay small', () => {
    for (const api of apiTypes) {
        for (const page of pageKinds) {
            const bytes = Buffer.byteLength(htmlOf(pageUrl(api, page)));
            assert.ok(bytes < maxPageHtmlBytes, `${api} ${page}: ${bytes} bytes`);
        }
    }
});
