import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { siteUrl } from '../../src/site';
import { graphqlSection } from '../sections';
import { graphqlSdlTextFile, markdownDir, referenceDocsDir, repoRoot } from '../paths';
import { typeEntryUrl } from './entries';
import { indexPages, indexPagesMarkdown } from './index-pages';
import { apiTypes, pageKinds, type ApiType, type GraphqlSchemas } from './model';
import { apiLabels, renderPage, type RenderOptions } from './render-page';
import { renderPageMarkdown, schemaSdlText } from './render-markdown';
import { writeSdlFiles } from './sdl';

export const outputDir = path.join(referenceDocsDir, graphqlSection.id);

function category(label: string, position: number): string {
    return JSON.stringify({ label, position }, null, 2) + '\n';
}

/** Writes the section under docs/reference/graphql-api/ and the SDL files; replaces earlier output. */
export async function renderGraphqlReference(
    schemas: GraphqlSchemas,
    options: RenderOptions,
    root = repoRoot,
): Promise<void> {
    const dir = path.join(root, outputDir);
    await rm(dir, { recursive: true, force: true });
    const files: Record<string, string> = {
        '_category_.json': category(graphqlSection.label, graphqlSection.position),
        ...indexPages(schemas),
    };
    apiTypes.forEach((api, i) => {
        files[`${api}/_category_.json`] = category(apiLabels[api], i + 1);
        for (const page of pageKinds) {
            files[`${api}/${page}.mdx`] = renderPage(schemas[api], api, page, schemas.contributors[api], options);
        }
    });
    for (const [file, content] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await writeFile(path.join(dir, file), content);
    }
    await writeSdlFiles(schemas, root);

    // The pages' Markdown twins and each API's commented SDL (plugins/content/llms-txt publishes them).
    const markdownSection = path.join(root, markdownDir, graphqlSection.id);
    await rm(markdownSection, { recursive: true, force: true });
    const markdown: Record<string, string> = { ...indexPagesMarkdown(schemas, siteUrl) };
    for (const api of apiTypes) {
        for (const page of pageKinds) {
            markdown[`${api}/${page}.md`] = renderPageMarkdown(schemas[api], api, page, schemas.contributors[api], {
                ...options,
                siteUrl,
            });
        }
    }
    for (const [file, content] of Object.entries(markdown)) {
        await mkdir(path.dirname(path.join(markdownSection, file)), { recursive: true });
        await writeFile(path.join(markdownSection, file), content);
    }
    for (const api of apiTypes) await writeFile(path.join(root, graphqlSdlTextFile(api)), schemaSdlText(schemas, api));
}

/** URLs of a type's entry in each API that has it, for TypeScript pages to link back. */
export function graphqlTypeUrls(schemas: GraphqlSchemas, typeName: string): Partial<Record<ApiType, string>> {
    const urls: Partial<Record<ApiType, string>> = {};
    for (const api of apiTypes) {
        const url = typeEntryUrl(schemas[api], api, typeName);
        if (url) urls[api] = url;
    }
    return urls;
}
