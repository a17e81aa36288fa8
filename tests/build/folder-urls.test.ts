/**
 * Every folder of a docs URL lands: a reader who shortens `/user-guide/catalog/products/` to
 * `/user-guide/catalog/` gets a page (a category's index) or a redirect to one, never the 404 page.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

import { docAreas } from '../../src/doc-areas';
import { buildDir, builtPages, isRedirectStub } from './site-output';

/** The folders above a route: `/a/b/c/` → `/a/`, `/a/b/`. */
export function foldersOf(route: string): string[] {
    const parts = route.split('/').filter(Boolean);
    return parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join('/')}/`);
}

test('foldersOf lists every folder above a route', () => {
    assert.deepEqual(foldersOf('/user-guide/catalog/products/'), ['/user-guide/', '/user-guide/catalog/']);
    assert.deepEqual(foldersOf('/guides/'), []);
});

test('every folder of a page of the three doc areas is a page or redirects to one', () => {
    const pages = new Set(builtPages().map(page => page.route));
    const folders = new Set(
        [...pages].filter(route => docAreas.some(area => route.startsWith(area.prefix))).flatMap(foldersOf),
    );
    assert.ok(folders.size > 50, `only ${folders.size} folders`);
    const lost: string[] = [];
    for (const folder of folders) {
        if (pages.has(folder)) continue;
        const file = path.join(buildDir, folder, 'index.html');
        const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
        const target = isRedirectStub(html) ? /url=([^"]+)"/.exec(html)?.[1] : undefined;
        if (!target || !pages.has(target)) lost.push(folder);
    }
    assert.deepEqual(lost.sort(), []);
});
