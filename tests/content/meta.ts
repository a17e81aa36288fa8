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
