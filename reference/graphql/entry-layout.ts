/**
 * What one entry of a GraphQL page shows, and in which order, laid out once for both renderers: render-page.ts
 * serializes it as MDX (the SDL and its implementations as static HTML), render-markdown.ts as the page's
 * Markdown twin. The layout holds schema values, never output text, so each serializer escapes and links them
 * its own way; only the SDL lines come from the serializer's context (linked HTML or plain text).
 */
import { isInterfaceType, isObjectType, type GraphQLInterfaceType, type GraphQLObjectType } from 'graphql';

import type { Entry } from './entries';
import type { SdlContext } from './sdl-html';
import { rootFieldSdlLines, typeSdlLines } from './sdl-html';

/** The facts shown in one line under the heading, in this order. */
export type EntryNote =
    | { kind: 'contributor'; plugin: string }
    | { kind: 'typescript-entity'; name: string; url: string }
    | { kind: 'deprecated'; reason: string };

export interface EntryLayout {
    name: string;
    notes: EntryNote[];
    /** The description as the schema has it (each serializer cleans it for its output). */
    description: string | null | undefined;
    /** The entry's SDL block, one string per line, written for the context's output. */
    sdl: string[];
    /** An interface's implementations, alphabetically. */
    implementedBy: Array<GraphQLObjectType | GraphQLInterfaceType>;
}

export function entryLayout(
    ctx: SdlContext,
    entry: Entry,
    typescriptUrl: (name: string) => string | undefined,
): EntryLayout {
    const rootName = entry.kind === 'query' ? 'Query' : entry.kind === 'mutation' ? 'Mutation' : undefined;
    const notes: EntryNote[] = [];
    const plugin = ctx.contributors.get(rootName ? `${rootName}.${entry.name}` : entry.name);
    if (plugin) notes.push({ kind: 'contributor', plugin });
    if (entry.kind === 'type' && isObjectType(entry.type)) {
        const url = typescriptUrl(entry.name);
        if (url) notes.push({ kind: 'typescript-entity', name: entry.name, url });
    }
    if (entry.kind !== 'type' && entry.field.deprecationReason != null)
        notes.push({ kind: 'deprecated', reason: entry.field.deprecationReason });
    let implementedBy: EntryLayout['implementedBy'] = [];
    if (entry.kind === 'type' && isInterfaceType(entry.type)) {
        const implementations = ctx.schema.getImplementations(entry.type);
        implementedBy = [...implementations.objects, ...implementations.interfaces].sort((a, b) =>
            a.name < b.name ? -1 : 1,
        );
    }
    return {
        name: entry.name,
        notes,
        description: entry.kind === 'type' ? entry.type.description : entry.field.description,
        sdl: entry.kind === 'type' ? typeSdlLines(ctx, entry.type) : rootFieldSdlLines(ctx, rootName!, entry.field),
        implementedBy,
    };
}
