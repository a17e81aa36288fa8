import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Root } from 'mdast';

import remarkTocBreaks, { withWordBreaks } from './index';

test('an API name may break between its words, never inside one', () => {
    assert.equal(
        withWordBreaks('<code>configureDefaultOrderProcess</code>'),
        '<code>configure<wbr>Default<wbr>Order<wbr>Process</code>',
    );
    assert.equal(withWordBreaks('HTTPServer and Order.lines'), 'HTTP<wbr>Server and Order.<wbr>lines');
    assert.equal(withWordBreaks('skip_payment v2Api'), 'skip_<wbr>payment v2<wbr>Api');
    // Tags, their attributes and character references are not text.
    assert.equal(withWordBreaks('<em class="fooBar">a &amp; B</em>'), '<em class="fooBar">a &amp; B</em>');
    assert.equal(withWordBreaks('Plain words'), 'Plain words');
});

/** The `toc` export as Docusaurus's remark plugin writes it (estree-util-value-to-estree's shape). */
function tocExport(name: string, value: string): Root['children'][number] {
    const item = {
        type: 'ObjectExpression',
        properties: [
            { type: 'Property', key: { type: 'Literal', value: 'value' }, value: { type: 'Literal', value } },
            { type: 'Property', key: { type: 'Literal', value: 'id' }, value: { type: 'Literal', value: 'aB' } },
        ],
    };
    const declarator = {
        type: 'VariableDeclarator',
        id: { type: 'Identifier', name },
        init: { type: 'ArrayExpression', elements: [item] },
    };
    const estree = {
        type: 'Program',
        body: [
            {
                type: 'ExportNamedDeclaration',
                declaration: { type: 'VariableDeclaration', declarations: [declarator] },
            },
        ],
    };
    return { type: 'mdxjsEsm', value: '', data: { estree } } as unknown as Root['children'][number];
}

/** The string literals of the export's program, in order. */
const literals = (node: Root['children'][number]) =>
    JSON.stringify((node.data as { estree: unknown }).estree).match(/"value":"[^"]*"/g);

test('the toc export gets the breaks in its values only; other exports and ids are left alone', () => {
    const toc = tocExport('toc', '<code>assetService</code>');
    const other = tocExport('metadata', '<code>assetService</code>');
    remarkTocBreaks()({ type: 'root', children: [toc, other] });
    assert.deepEqual(literals(toc), [
        '"value":"value"',
        '"value":"<code>asset<wbr>Service</code>"',
        '"value":"id"',
        '"value":"aB"',
    ]);
    assert.deepEqual(literals(other), [
        '"value":"value"',
        '"value":"<code>assetService</code>"',
        '"value":"id"',
        '"value":"aB"',
    ]);
});
