/**
 * The plugin reaches into the docs plugin's internals: it calls `toVersionMetadataProp` of
 * `@docusaurus/plugin-content-docs/lib/props.js` to write the same docs map the docs plugin puts into the version
 * props, which ./strip-docs-loader.cjs then empties. That holds while (1) the docs plugin's version route still
 * gets exactly this function's result as its `version` prop, and (2) the function still returns the docs map and
 * sidebars in the shape the plugin and src/theme/DocCardList read. These tests fail when an upgrade moves either.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadedVersion } from '@docusaurus/plugin-content-docs';
import * as props from '@docusaurus/plugin-content-docs/lib/props.js';

// The package exports no package.json: its folder is found from the module the plugin imports.
const docsPluginDir = path.resolve(path.dirname(require.resolve('@docusaurus/plugin-content-docs/lib/props.js')), '..');
const version = (JSON.parse(fs.readFileSync(path.join(docsPluginDir, 'package.json'), 'utf8')) as { version: string })
    .version;
const routesSource = fs.readFileSync(path.join(docsPluginDir, 'lib/routes.js'), 'utf8');

/** The line of lib/routes.js that makes the version props every doc page loads. */
const versionProp = 'version: (0, props_1.toVersionMetadataProp)(options.id, version),';

/** The version props' keys when the plugin was written; `docs` is the map it moves out. */
const metadataKeys = [
    'pluginId',
    'version',
    'label',
    'banner',
    'badge',
    'noIndex',
    'className',
    'isLast',
    'docsSidebars',
    'docs',
];

/** Two docs of a version with one sidebar, with the fields the function reads and some it must leave out. */
const loadedVersion = {
    versionName: 'current',
    label: 'Next',
    banner: null,
    badge: false,
    noIndex: false,
    className: 'docs-version-current',
    isLast: true,
    sidebars: { learn: [{ type: 'doc', id: 'a' }] },
    docs: [
        {
            id: 'a',
            title: 'A',
            description: 'About A',
            sidebar: 'learn',
            permalink: '/a/',
            unlisted: false,
            frontMatter: {},
        },
        {
            id: 'b',
            title: 'B',
            description: 'About B',
            sidebar: undefined,
            permalink: '/b/',
            unlisted: false,
            frontMatter: {},
        },
    ],
} as unknown as LoadedVersion;

/** What no longer holds of what the plugin relies on, in a docs plugin's props module and routes source. */
function docsByIdDrift(propsModule: Partial<typeof props>, routes: string): string[] {
    const problems: string[] = [];
    if (routes.split(versionProp).length !== 2)
        problems.push(`lib/routes.js no longer makes the version props with: ${versionProp}`);
    if (typeof propsModule.toVersionMetadataProp !== 'function')
        return [...problems, 'lib/props.js no longer exports toVersionMetadataProp'];
    const metadata = propsModule.toVersionMetadataProp('default', loadedVersion) as unknown as Record<string, unknown>;
    if (JSON.stringify(Object.keys(metadata)) !== JSON.stringify(metadataKeys))
        problems.push(
            `toVersionMetadataProp returns ${Object.keys(metadata).join(', ')}, not ${metadataKeys.join(', ')}`,
        );
    const expectedDocs = {
        a: { id: 'a', title: 'A', description: 'About A', sidebar: 'learn' },
        b: { id: 'b', title: 'B', description: 'About B', sidebar: undefined },
    };
    try {
        assert.deepStrictEqual(metadata.docs, expectedDocs);
    } catch {
        problems.push(
            `its docs map is no longer { id: { id, title, description, sidebar } }: ${JSON.stringify(metadata.docs)}`,
        );
    }
    const sidebars = metadata.docsSidebars as Record<string, Array<{ type: string; href?: string }>> | undefined;
    if (sidebars?.learn?.[0]?.type !== 'link' || sidebars.learn[0].href !== '/a/')
        problems.push(`its docsSidebars no longer hold the sidebars' items as links: ${JSON.stringify(sidebars)}`);
    return problems;
}

const advice =
    `@docusaurus/plugin-content-docs ${version} moved what plugins/performance/docs-by-id relies on. Check that the version ` +
    "route's props still carry the docs map ./strip-docs-loader.cjs empties and that the map the plugin writes is " +
    'the one DocCardList expects, then update this test:\n  ';

test("the docs plugin's version props are toVersionMetadataProp's result, in the shape docs-by-id moves", () => {
    const problems = docsByIdDrift(props, routesSource);
    assert.deepEqual(problems, [], advice + problems.join('\n  '));
});

test('a docs plugin whose routes or props changed is reported', () => {
    const renamed = routesSource.replace('toVersionMetadataProp)(options.id', 'toVersionMetadataProps)(options.id');
    assert.match(docsByIdDrift(props, renamed).join(), /routes\.js no longer makes the version props/);
    assert.match(docsByIdDrift({}, routesSource).join(), /no longer exports toVersionMetadataProp/);
    const withPermalinks: Partial<typeof props> = {
        toVersionMetadataProp: (pluginId, loaded) => {
            const metadata = props.toVersionMetadataProp(pluginId, loaded);
            const docs = Object.fromEntries(
                Object.entries(metadata.docs).map(([id, doc]) => [id, { ...doc, permalink: `/${id}/` }]),
            );
            return { ...metadata, docs };
        },
    };
    assert.match(docsByIdDrift(withPermalinks, routesSource).join(), /docs map is no longer/);
    const withContext: Partial<typeof props> = {
        toVersionMetadataProp: (pluginId, loaded) => ({ ...props.toVersionMetadataProp(pluginId, loaded), extra: 1 }),
    };
    assert.match(docsByIdDrift(withContext, routesSource).join(), /toVersionMetadataProp returns .*extra/);
});
