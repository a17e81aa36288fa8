import assert from 'node:assert/strict';
import { test } from 'node:test';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS loader, loaded as the bundler loads it
const stripDocs = require('./strip-docs-loader.cjs') as (source: string) => string;

test('the version props lose their docs map and keep everything else', () => {
    const version = {
        pluginId: 'default',
        docsSidebars: { learn: [{ type: 'link', href: '/a/' }] },
        docs: { a: { id: 'a', title: 'A', description: 'About A' } },
    };
    const out: unknown = JSON.parse(stripDocs(JSON.stringify({ version })));
    assert.deepEqual(out, { version: { ...version, docs: {} } });
});

test('other route props pass through unchanged', () => {
    const doc = JSON.stringify({ content: 'x', docs: ['not the version map'] });
    assert.equal(stripDocs(doc), doc);
    const sidebar = JSON.stringify({ sidebar: 'learn' });
    assert.equal(stripDocs(sidebar), sidebar);
});
