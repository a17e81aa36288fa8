import type { GraphQLSchema } from 'graphql';

import { escapeHtml } from '../../src/escape-html';
import { frontMatter } from '../front-matter';
import { vendureRelease } from '../sources';
import { descriptionToMdx } from './description';
import { anchorOf, entriesOf, type Entry } from './entries';
import { entryLayout } from './entry-layout';
import { pageKinds, type ApiType, type PageKind } from './model';
import { sdlBlockHtml, typeHref, type SdlContext } from './sdl-html';

export interface RenderOptions {
    /** URL of the TypeScript reference entry with this name, if one is documented. */
    typescriptUrl(name: string): string | undefined;
}

export const apiLabels: Record<ApiType, string> = { admin: 'Admin API', shop: 'Shop API' };

export const pageTitles: Record<PageKind, { label: string; noun: string }> = {
    queries: { label: 'Queries', noun: 'queries' },
    mutations: { label: 'Mutations', noun: 'mutations' },
    'object-types': { label: 'Object types', noun: 'object types, interfaces, unions and scalars' },
    'input-types': { label: 'Input types', noun: 'input types' },
    enums: { label: 'Enums', noun: 'enums' },
};

/** Text in markdown that MDX must not read as JSX or expressions. */
function mdxText(text: string): string {
    return text.replace(/[<>{}]/g, ch => `&#${ch.charCodeAt(0)};`);
}

/** Static HTML placed in the page as one string, so React does not build a tree per field. */
function rawHtml(html: string): string {
    return `<div className="gql-entry" dangerouslySetInnerHTML={{ __html: ${JSON.stringify(html)} }} />`;
}

function entryMdx(ctx: SdlContext, entry: Entry, options: RenderOptions): string {
    const layout = entryLayout(ctx, entry, name => options.typescriptUrl(name));
    const parts = [`## ${layout.name} {#${anchorOf(layout.name)}}`];
    const notes = layout.notes.map(note => {
        if (note.kind === 'contributor') return `Added by \`${note.plugin}\`.`;
        if (note.kind === 'typescript-entity') return `TypeScript entity: [\`${note.name}\`](${note.url}).`;
        return `**Deprecated:** ${mdxText(note.reason)}`;
    });
    if (notes.length) parts.push(notes.join(' '));
    const description = descriptionToMdx(layout.description);
    if (description) parts.push(description);
    const links = layout.implementedBy.map(t => `<a href="${typeHref(ctx, t)}">${escapeHtml(t.name)}</a>`);
    const implementedBy = links.length ? `<p class="gql-impl">Implemented by ${links.join(', ')}</p>` : '';
    parts.push(rawHtml(sdlBlockHtml(layout.sdl) + implementedBy));
    return parts.join('\n\n');
}

/** The MDX of one of the ten pages. */
export function renderPage(
    schema: GraphQLSchema,
    api: ApiType,
    page: PageKind,
    contributors: ReadonlyMap<string, string>,
    options: RenderOptions,
): string {
    const ctx: SdlContext = { schema, api, page, contributors };
    const entries = entriesOf(schema, page);
    const seen = new Map<string, string>();
    for (const entry of entries) {
        const anchor = anchorOf(entry.name);
        const clash = seen.get(anchor);
        if (clash) throw new Error(`${api} ${page}: "${clash}" and "${entry.name}" would share the anchor #${anchor}`);
        seen.set(anchor, entry.name);
    }
    const { label, noun } = pageTitles[page];
    const intro =
        `All ${entries.length} ${noun} of the Vendure ${vendureRelease.version} ${apiLabels[api]}, in alphabetical order, ` +
        `as served by a new project with the default plugins. Every type name in a schema block links to its entry; ` +
        `the whole schema is available as <a href="/reference/graphql-api/${api}/schema.graphql" download>${api}-schema.graphql</a>.`;
    return [
        frontMatter({
            title: `${apiLabels[api]}: ${label}`,
            sidebarLabel: label,
            sidebarPosition: pageKinds.indexOf(page) + 1,
            description: `Every one of the ${entries.length} ${noun} of the Vendure ${apiLabels[api]}, generated from the ${vendureRelease.version} schema.`,
            published: vendureRelease.published,
        }),
        intro,
        ...entries.map(entry => entryMdx(ctx, entry, options)),
        '',
    ].join('\n\n');
}
