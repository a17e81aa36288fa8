import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Root } from 'mdast';

import remarkMermaidSvg from './index';
import { diagramKey, type RenderSvg } from './render';

const mermaid = { theme: { light: 'neutral', dark: 'dark' } };

function tree(): Root {
    return {
        type: 'root',
        children: [
            { type: 'code', lang: 'mermaid', meta: null, value: 'graph TD; A-->B' },
            { type: 'code', lang: 'ts', meta: null, value: 'const a = 1;' },
        ],
    };
}

test('a mermaid block becomes the <mermaid> element with both drawings; other code stays', async () => {
    const calls: string[] = [];
    const render: RenderSvg = async (code, mode) => {
        calls.push(`${mode}:${code}`);
        return `<svg id="${mode}"></svg>`;
    };
    const root = tree();
    await remarkMermaidSvg({ mermaid, render })(root);
    assert.deepEqual(root.children[0], {
        type: 'mermaidSvg',
        data: { hName: 'mermaid', hProperties: { light: '<svg id="light"></svg>', dark: '<svg id="dark"></svg>' } },
    });
    assert.equal(root.children[1].type, 'code');
    assert.deepEqual(calls.sort(), ['dark:graph TD; A-->B', 'light:graph TD; A-->B']);
});

test('a diagram that cannot be drawn at build time stays a code block, for the browser to draw', async () => {
    const root = tree();
    await remarkMermaidSvg({ mermaid, render: async (_code, mode) => (mode === 'dark' ? undefined : '<svg></svg>') })(
        root,
    );
    assert.deepEqual(root.children[0], tree().children[0]);
});

test('the cache key changes with the source, the colour mode and the theme', () => {
    const key = diagramKey('graph TD; A-->B', 'light', mermaid);
    assert.match(key, /^[0-9a-f]{16}$/);
    assert.equal(diagramKey('graph TD; A-->B', 'light', mermaid), key);
    assert.notEqual(diagramKey('graph TD; A-->C', 'light', mermaid), key);
    assert.notEqual(diagramKey('graph TD; A-->B', 'dark', mermaid), key);
    assert.notEqual(diagramKey('graph TD; A-->B', 'light', { theme: { light: 'default', dark: 'dark' } }), key);
});
