/**
 * Renderer beside render-page.ts: the same schema entries → the plain Markdown twin of each GraphQL page, and
 * the whole schema of one API as commented SDL (its section llms file). Descriptions are cleaned as for the
 * pages; the SDL is the plain text of the pages' SDL blocks.
 */
import { isSpecifiedScalarType, type GraphQLSchema } from 'graphql';

import { fencedBlock } from '../code-fence';
import { vendureRelease } from '../sources';
import { descriptionToCommentLines, descriptionToMdx } from './description';
import { entriesOf, typeEntryUrl, type Entry } from './entries';
import { entryLayout } from './entry-layout';
import { pageKinds, type ApiType, type GraphqlSchemas, type PageKind } from './model';
import { apiLabels, pageTitles, type RenderOptions } from './render-page';
import { rootFieldSdlLines, typeSdlLines, type SdlContext } from './sdl-html';

export interface MarkdownOptions extends RenderOptions {
    /** Absolute site URL without trailing slash. */
    siteUrl: string;
}

function entryMarkdown(ctx: SdlContext, entry: Entry, options: MarkdownOptions): string {
    const layout = entryLayout(ctx, entry, name => options.typescriptUrl(name));
    const parts = [`## ${layout.name}`];
    const notes = layout.notes.map(note => {
        if (note.kind === 'contributor') return `Added by \`${note.plugin}\`.`;
        if (note.kind === 'typescript-entity')
            return `TypeScript entity: [\`${note.name}\`](${options.siteUrl}${note.url}).`;
        return `**Deprecated:** ${note.reason.replace(/</g, '\\<')}`;
    });
    if (notes.length) parts.push(notes.join(' '));
    const description = descriptionToMdx(layout.description, 'md');
    if (description) parts.push(description);
    parts.push(fencedBlock('graphql', layout.sdl.join('\n')));
    const links = layout.implementedBy.map(
        t => `[\`${t.name}\`](${options.siteUrl}${typeEntryUrl(ctx.schema, ctx.api, t.name)})`,
    );
    if (links.length) parts.push(`Implemented by ${links.join(', ')}.`);
    return parts.join('\n\n');
}

/** The Markdown twin of one of the ten pages. */
export function renderPageMarkdown(
    schema: GraphQLSchema,
    api: ApiType,
    page: PageKind,
    contributors: ReadonlyMap<string, string>,
    options: MarkdownOptions,
): string {
    const ctx: SdlContext = { schema, api, page, contributors, plain: true };
    const entries = entriesOf(schema, page);
    const { label, noun } = pageTitles[page];
    const intro =
        `All ${entries.length} ${noun} of the Vendure ${vendureRelease.version} ${apiLabels[api]}, in alphabetical order, ` +
        `as served by a new project with the default plugins. The whole schema: ` +
        `[${api}/schema.graphql](${options.siteUrl}/reference/graphql-api/${api}/schema.graphql).`;
    return `${[`# ${apiLabels[api]}: ${label}`, intro, ...entries.map(entry => entryMarkdown(ctx, entry, options))].join('\n\n')}\n`;
}

/**
 * One API's whole schema as SDL, every definition preceded by its description as `#` comments, for the
 * API's llms file: root fields first (queries, mutations), then object types, input types and enums.
 */
export function schemaSdlText(schemas: GraphqlSchemas, api: ApiType): string {
    const schema = schemas[api];
    const blocks: string[] = [];
    for (const page of pageKinds) {
        const ctx: SdlContext = { schema, api, page, contributors: schemas.contributors[api], plain: true };
        const entries = entriesOf(schema, page);
        if (page === 'queries' || page === 'mutations') {
            const root = page === 'queries' ? 'Query' : 'Mutation';
            // One root type holding every field with its description, as `type Query { … }`.
            const fields = entries.flatMap(entry => {
                if (entry.kind === 'type') return [];
                const comments = descriptionToCommentLines(entry.field.description).map(
                    line => `  #${line ? ` ${line}` : ''}`,
                );
                const plugin = schemas.contributors[api].get(`${root}.${entry.name}`);
                if (plugin) comments.push(`  # Added by ${plugin}`);
                return [...comments, ...rootFieldSdlLines(ctx, root, entry.field).slice(1, -1)];
            });
            if (fields.length) blocks.push([`type ${root} {`, ...fields, '}'].join('\n'));
            continue;
        }
        for (const entry of entries) {
            // GraphQL's own scalars (String, ID, …) need no definition.
            if (entry.kind !== 'type' || isSpecifiedScalarType(entry.type)) continue;
            const comments = descriptionToCommentLines(entry.type.description).map(
                line => `#${line ? ` ${line}` : ''}`,
            );
            const plugin = schemas.contributors[api].get(entry.name);
            if (plugin) comments.push(`# Added by ${plugin}`);
            blocks.push([...comments, ...typeSdlLines(ctx, entry.type)].join('\n'));
        }
    }
    return `${blocks.join('\n\n')}\n`;
}
