import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { applyTrailingSlash } from '@docusaurus/utils-common';

import { sectionOf } from '../../src/sections';
import { markdownBody, orderDocs, renderLlmsFull, renderLlmsTxt, type LlmsDoc } from './llms';

type Sidebars = LoadedContent['loadedVersions'][number]['sidebars'];
type SidebarItem = Sidebars[string][number];

/** Doc ids in the order a reader meets them in the sidebars (a category's own doc before its items). */
export function sidebarDocIds(sidebars: Sidebars): string[] {
    const ids: string[] = [];
    const visit = (item: SidebarItem): void => {
        if (item.type === 'doc' || item.type === 'ref') ids.push(item.id);
        if (item.type === 'category') {
            if (item.link?.type === 'doc') ids.push(item.link.id);
            item.items.forEach(visit);
        }
    };
    Object.values(sidebars).forEach(items => items.forEach(visit));
    return ids;
}

const summary =
    'Vendure is an open-source headless commerce framework built with TypeScript, NestJS and GraphQL. ' +
    'These docs hold the Learn guides (installation, core concepts, storefronts, plugins, deployment), ' +
    'the Reference generated from the published packages (TypeScript API, GraphQL Admin and Shop APIs, core plugins, ' +
    'Admin UI API, Dashboard) and the User Guide for shop administrators.';

/** Writes /llms.txt and /llms-full.txt after the build, from the docs plugin's loaded content. */
export default function llmsTxtPlugin(context: LoadContext): Plugin {
    return {
        name: 'llms-txt',
        async postBuild({ plugins, outDir }) {
            const docsPlugin = plugins.find(p => p.name === 'docusaurus-plugin-content-docs');
            const content = docsPlugin?.content as LoadedContent | undefined;
            if (!content) throw new Error('llms-txt: the docs plugin has no loaded content');
            const site = { title: context.siteConfig.title, summary, url: context.siteConfig.url.replace(/\/$/, '') };

            const { trailingSlash, baseUrl } = context.siteConfig;
            const version = content.loadedVersions[0];
            const docs = orderDocs(
                version.docs
                    .filter(doc => !doc.unlisted && sectionOf(doc.permalink))
                    .map(doc => ({ ...doc, permalink: applyTrailingSlash(doc.permalink, { trailingSlash, baseUrl }) })),
                sidebarDocIds(version.sidebars),
            );
            const withBodies = await Promise.all(
                docs.map(async doc => {
                    const file = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
                    return { ...doc, body: markdownBody(await fs.readFile(file, 'utf8')) } as LlmsDoc & { body: string };
                }),
            );
            await fs.writeFile(path.join(outDir, 'llms.txt'), renderLlmsTxt(site, docs));
            await fs.writeFile(path.join(outDir, 'llms-full.txt'), renderLlmsFull(site, withBodies));
        },
    };
}
