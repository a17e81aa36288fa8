/** Over the real pinned packages: scale, the promised URLs (PROMISES.md, Routes), and no unresolved `{@link}` left in the output. */
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, test } from 'node:test';

import { packageSources } from '../sources';
import { resolvePackages } from './packages';
import { readApiModel } from './reader';
import { renderReference, type RenderResult } from './render';
import { promisedUrls } from './promised-urls';

let result: RenderResult;
before(() => {
    const model = readApiModel({ packages: resolvePackages(path.resolve(__dirname, '../..'), packageSources) });
    result = renderReference(model);
});

const urlOfFile = (file: string) =>
    `/reference/${file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '')}/`.replace(/\/+$/, '/');

test('page counts per section are within the expected scale', () => {
    const expected = { 'typescript-api': 378, 'core-plugins': 47, 'admin-ui-api': 106, dashboard: 67 };
    for (const [section, count] of Object.entries(expected)) {
        const pages = result.layout.pages.filter(p => p.section === section).length;
        assert.ok(Math.abs(pages - count) <= count * 0.1, `${section}: ${pages} pages, expected about ${count}`);
    }
});

test('every promised reference URL is generated', () => {
    const urls = new Set(result.files.filter(f => f.file.endsWith('.mdx')).map(f => urlOfFile(f.file)));
    const missing = promisedUrls.filter(url => !urls.has(url));
    assert.deepEqual(missing, []);
});

test('no {@link} survives into the output and links point at generated pages', () => {
    const urls = new Set(result.files.filter(f => f.file.endsWith('.mdx')).map(f => urlOfFile(f.file)));
    for (const { file, content } of result.files) {
        assert.doesNotMatch(content, /\{@link/, file);
        for (const [, target] of content.matchAll(/\]\((\/reference\/[^)#]*)/g)) {
            assert.ok(urls.has(target), `${file} links to missing ${target}`);
        }
    }
});

test('deprecated plugins say so on every page', () => {
    const deprecated = packageSources.filter(source => source.deprecated).map(source => source.name);
    assert.ok(deprecated.length > 0, 'no pinned package is marked deprecated: this test would check nothing');
    for (const name of deprecated) {
        const pages = result.layout.pages.filter(p => p.declarations.some(d => d.packageName === name));
        // A package documented with no page (a wrong name, an entry that no longer exports) must not pass unseen.
        assert.ok(pages.length > 0, `${name} is deprecated but has no reference page`);
        for (const page of pages) {
            const content = result.files.find(f => f.file === page.file)!.content;
            assert.match(content, /:::warning\[Deprecated package\]/, page.file);
        }
    }
});
