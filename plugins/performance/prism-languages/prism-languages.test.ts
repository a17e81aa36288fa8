import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';

import { outOfOrder, prismLanguages } from './languages';
import { stripBundledLanguages } from './strip-bundled';

const components = JSON.parse(fs.readFileSync(require.resolve('prismjs/components.json'), 'utf8')) as Parameters<
    typeof outOfOrder
>[1];

test('the site grammars exist in prismjs and load after what they build on', () => {
    assert.deepEqual(outOfOrder(prismLanguages, components), []);
    assert.deepEqual(
        outOfOrder(['tsx', 'markup', 'javascript', 'jsx', 'typescript', 'clike'], components).includes(
            'tsx needs jsx first',
        ),
        true,
    );
    assert.deepEqual(outOfOrder(['nonsense'], components), ['nonsense: not a prismjs component']);
});

test('stripBundledLanguages drops the bundled grammars of the installed prism-react-renderer and keeps the rest', () => {
    const source = fs.readFileSync(require.resolve('prism-react-renderer/dist/index.mjs'), 'utf8');
    const stripped = stripBundledLanguages(source);
    assert.match(source, /Prism\.languages\.swift = /);
    assert.doesNotMatch(stripped, /Prism\.languages\.(swift|go|python|markup) = /);
    assert.match(stripped, /var Prism = __toESM\(require_prism\(\)\);/);
    assert.match(stripped, /Highlight2 as Highlight/);
    assert.ok(source.length - stripped.length > 40_000);
    assert.throws(() => stripBundledLanguages('export const x = 1;'), /changed shape/);
});
