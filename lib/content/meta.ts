/**
 * Parses a code fence's meta string (`title="src/a.ts" showLineNumbers {1,3}`) into attributes.
 * Quoted values may use double or single quotes; bare words become `true`.
 */
export function parseMeta(meta: string): Record<string, string | true> {
    const attributes: Record<string, string | true> = {};
    const pattern = /([A-Za-z_][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?|\{[^}]*\}|\S+/g;
    for (const match of meta.matchAll(pattern)) {
        const name = match[1];
        if (!name) continue;
        const value = match[2] ?? match[3] ?? match[4];
        attributes[name] = value === undefined ? true : value;
    }
    return attributes;
}

const languageAliases: Record<string, string> = {
    typescript: 'ts',
    yml: 'yaml',
    gql: 'graphql',
};

export function normaliseLanguage(lang: string): string {
    const lower = lang.toLowerCase();
    return languageAliases[lower] ?? lower;
}

/**
 * How `npm run check:examples` treats a GraphQL block, from its meta (conventions: tests/content/README.md):
 * run it (optionally expecting an error), count it as needing setup (`needs="…"`), or leave it out with a
 * reason (`no-run="…"`). A bare or empty value, or two of these on one block, is a mistake.
 */
export type RunMeta =
    | { kind: 'run'; expectError?: string }
    | { kind: 'needs'; needs: string }
    | { kind: 'no-run'; reason: string }
    | { kind: 'invalid'; message: string };

const runMetaHints: Record<string, string> = {
    'no-run': 'no-run needs a reason: no-run="why this block cannot run against a fresh server"',
    needs: 'needs names what the block needs: needs="plugin:reviews", needs="custom-field:Product.rating" or needs="…"',
    'expect-error': 'expect-error needs the error: expect-error="ERROR_CODE or a fragment of the message"',
};

export function readRunMeta(attributes: Record<string, string | true>): RunMeta {
    const present = Object.keys(runMetaHints).filter(name => attributes[name] !== undefined);
    for (const name of present) {
        const value = attributes[name];
        if (typeof value !== 'string' || value.trim() === '') return { kind: 'invalid', message: runMetaHints[name] };
    }
    if (present.length > 1) return { kind: 'invalid', message: `use only one of ${present.join(', ')} on a block` };
    const value = (name: string) => (attributes[name] as string).trim();
    if (present[0] === 'no-run') return { kind: 'no-run', reason: value('no-run') };
    if (present[0] === 'needs') return { kind: 'needs', needs: value('needs') };
    if (present[0] === 'expect-error') return { kind: 'run', expectError: value('expect-error') };
    return { kind: 'run' };
}

/** A path-titled `ts` block that exports the plugin class(es) a page builds: the examples runner starts a server with them. */
export function isRunPlugin(attributes: Record<string, string | true>): boolean {
    return attributes['run-plugin'] !== undefined;
}

/** The file a Vendure project's config is in, and variants of it (`vendure-config.redis.ts`). */
const configFileName = /(^|\/)vendure-config(\.[\w-]+)?\.ts$/;

/**
 * A path-titled `ts` block that may be the config a plugin page's examples run with: its file is a
 * `vendure-config.ts` (or a variant of it), or it is marked `run-config`.
 */
export function isConfigTitle(title: string, attributes: Record<string, string | true>): boolean {
    return configFileName.test(title) || isRunConfig(attributes);
}

/** Marks the config a page's examples run with, when the page shows several (tests/content/README.md). */
export function isRunConfig(attributes: Record<string, string | true>): boolean {
    return attributes['run-config'] !== undefined;
}
