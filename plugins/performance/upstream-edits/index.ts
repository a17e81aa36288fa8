import type { RuleSetRule } from 'webpack';

/** Edits of one module of an installed package, applied by ./loader.cjs. */
export interface UpstreamEdits {
    /** Names the edits in the error when the module has changed. */
    name: string;
    /** The module's path, as the bundler resolves it. */
    test: RegExp;
    /** [line the module holds exactly once, what it becomes]. */
    edits: Array<[string, string]>;
    /** Code put before the module (an import the edits use). */
    prepend?: string;
}

/** `module.rules` entry that applies the edits. */
export function upstreamEditsRule({ test, ...options }: UpstreamEdits): RuleSetRule {
    return { test, use: [{ loader: require.resolve('./loader.cjs'), options }] };
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as the bundler loads it
export const applyEdits = (require('./loader.cjs') as { applyEdits: (source: string, edits: UpstreamEdits) => string })
    .applyEdits;
