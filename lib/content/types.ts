/** One fenced code block found in a page, with the line numbers of the markdown file. */
export interface CodeBlock {
    /** Page path relative to the repository root, with forward slashes. */
    page: string;
    /** Language as written after the fence, lower-cased ('' when missing). */
    lang: string;
    meta: string;
    /** Parsed meta attributes: `key="value"` pairs and bare flags (value `true`). */
    attributes: Record<string, string | true>;
    code: string;
    /** 1-based line of the opening fence in the markdown file. */
    fenceLine: number;
    /** 0-based position of this block among the page's code blocks. */
    index: number;
}

export interface Page {
    path: string;
    /** Front matter as parsed, or undefined when the page has none. */
    frontMatter: Record<string, unknown> | undefined;
    blocks: CodeBlock[];
}

/** A problem found by the check, located in a markdown file. */
export interface Failure {
    page: string;
    line: number;
    /** Which checker reported it: 'ts', 'graphql', 'json', 'yaml', 'front-matter', 'meta', 'markdown'. */
    kind: string;
    message: string;
}

export interface OptOut {
    page: string;
    line: number;
    lang: string;
    reason: string;
}

/** Languages the check knows how to verify, in a normalised spelling. */
export type CheckedLanguage = 'ts' | 'tsx' | 'graphql' | 'json' | 'yaml';
