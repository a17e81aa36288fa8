import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';

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

const drawing = (mode: string, width = 120): string =>
    `<svg xmlns="http://www.w3.org/2000/svg" id="${mode}" width="${width}" height="80" aria-roledescription="flowchart-v2">` +
    '<g class="nodes"><g class="node"><foreignObject><div>A</div></foreignObject></g>' +
    '<g class="node"><foreignObject><div>B</div></foreignObject></g></g></svg>';
const drawAll: RenderSvg = async (_code, mode) => ({ file: `/cache/${mode}.svg`, svg: drawing(mode) });
const clientFile = { data: { compilerName: 'client' } } as unknown as VFile;

function attributes(node: unknown): Record<string, unknown> {
    const { attributes } = node as { attributes: Array<{ name: string; value: unknown }> };
    return Object.fromEntries(attributes.map(a => [a.name, a.value]));
}

test('a mermaid block becomes the <mermaid> element holding an image per colour mode; other code stays', async () => {
    const calls: string[] = [];
    const render: RenderSvg = async (code, mode) => {
        calls.push(`${mode}:${code}`);
        return { file: `/cache/${mode}.svg`, svg: drawing(mode, mode === 'dark' ? 130 : 120) };
    };
    const root = tree();
    await remarkMermaidSvg({ mermaid, render })(root, clientFile);
    const diagram = root.children[0] as unknown as { type: string; data: unknown; children: unknown[] };
    assert.deepEqual(diagram.data, { hName: 'mermaid' });
    assert.equal(diagram.children.length, 2);
    const [light, dark] = diagram.children.map(attributes);
    assert.deepEqual(
        { ...light, src: undefined },
        {
            src: undefined,
            alt: 'Flowchart: A; B.',
            width: '120',
            height: '80',
            loading: 'lazy',
            decoding: 'async',
            'data-mermaid-mode': 'light',
        },
    );
    assert.equal(dark.width, '130');
    assert.equal(dark['data-mermaid-mode'], 'dark');
    // The bundler's file loader, emitting in the client build only, as for Markdown images.
    assert.match(
        (light.src as { value: string }).value,
        /^require\("!.*file-loader.*!\/cache\/light\.svg"\)\.default$/,
    );
    assert.doesNotMatch((light.src as { value: string }).value, /emitFile=false/);
    assert.equal(root.children[1].type, 'code');
    assert.deepEqual(calls.sort(), ['dark:graph TD; A-->B', 'light:graph TD; A-->B']);
});

test('MDX compiles the images: the mapped mermaid component, each src a require of its file', async () => {
    const { compile } = await import('@mdx-js/mdx');
    const code = String(
        await compile(
            { value: '```mermaid\ngraph TD; A-->B\n```\n', data: { compilerName: 'server' } },
            {
                remarkPlugins: [[remarkMermaidSvg, { mermaid, render: drawAll }]],
            },
        ),
    );
    assert.match(code, /_components\.mermaid/);
    assert.match(code, /src: require\("!.*emitFile=false!\/cache\/light\.svg"\)\.default/);
    assert.match(code, /src: require\("!.*emitFile=false!\/cache\/dark\.svg"\)\.default/);
    assert.doesNotMatch(code, /<svg/);
});

test('a diagram that cannot be drawn at build time stays a code block, for the browser to draw', async () => {
    const root = tree();
    await remarkMermaidSvg({
        mermaid,
        render: async (code, mode) => (mode === 'dark' ? undefined : drawAll(code, mode)),
    })(root, clientFile);
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
