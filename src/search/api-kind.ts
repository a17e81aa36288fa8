/**
 * API kinds: the reference's kinds of entries, a Pagefind filter on every reference page of one
 * kind (plugins/search/search-index/pagefind-document.ts), and the words that name them in a query
 * ("createProduct mutation", "ErrorCode enum", "Product entity", "OrderService service").
 */
export type ApiKind =
    'mutation' | 'query' | 'enum' | 'input' | 'object-type' | 'entity' | 'service' | 'event' | 'plugin' | 'strategy';

/** The Pagefind filter that carries a reference page's kind. */
export const KIND_FILTER = 'kind';

const GRAPHQL_KINDS: Record<string, ApiKind> = {
    mutations: 'mutation',
    queries: 'query',
    enums: 'enum',
    'input-types': 'input',
    'object-types': 'object-type',
};

/** The kinds of a reference page, from its path and title (none for guides). */
export function apiKindsOf(path: string, title: string): ApiKind[] {
    const graphql = /^\/reference\/graphql-api\/[^/]+\/([^/]+)\//.exec(path);
    if (graphql) return GRAPHQL_KINDS[graphql[1]] ? [GRAPHQL_KINDS[graphql[1]]] : [];
    const kinds: ApiKind[] = [];
    if (path.startsWith('/reference/typescript-api/entities/')) kinds.push('entity');
    if (path.startsWith('/reference/typescript-api/services/')) kinds.push('service');
    if (path.startsWith('/reference/typescript-api/events/')) kinds.push('event');
    if (path.startsWith('/reference/core-plugins/') || (path.startsWith('/reference/') && /Plugin$/.test(title)))
        kinds.push('plugin');
    if (path.startsWith('/reference/') && /Strategy$/.test(title)) kinds.push('strategy');
    return kinds;
}

/** Query words naming a kind; several words may name one (`object type`). */
const KIND_WORDS: Array<{ words: string[]; kinds: ApiKind[] }> = [
    { words: ['object', 'type'], kinds: ['object-type'] },
    { words: ['input', 'type'], kinds: ['input'] },
    { words: ['mutation'], kinds: ['mutation'] },
    { words: ['mutations'], kinds: ['mutation'] },
    { words: ['query'], kinds: ['query'] },
    { words: ['queries'], kinds: ['query'] },
    { words: ['enum'], kinds: ['enum'] },
    { words: ['enums'], kinds: ['enum'] },
    { words: ['input'], kinds: ['input'] },
    { words: ['type'], kinds: ['object-type', 'input', 'enum'] },
    { words: ['entity'], kinds: ['entity'] },
    { words: ['entities'], kinds: ['entity'] },
    { words: ['service'], kinds: ['service'] },
    { words: ['event'], kinds: ['event'] },
    { words: ['plugin'], kinds: ['plugin'] },
    { words: ['strategy'], kinds: ['strategy'] },
];

export interface ApiKindQuery {
    /** The API name the query asks for. */
    name: string;
    /** The kind words as typed ("mutation", "object type"). */
    kindWords: string;
    kinds: ApiKind[];
}

/**
 * "createProduct mutation", "mutation createProduct", "Order object type": one name and a
 * word for its kind. Anything else (more words, no kind word) is not an API-kind query.
 */
export function parseApiKindQuery(query: string): ApiKindQuery | null {
    const tokens = query.trim().split(/\s+/).filter(Boolean);
    if (tokens.length < 2 || tokens.length > 3) return null;
    const lower = tokens.map(token => token.toLowerCase());
    for (const { words, kinds } of KIND_WORDS) {
        if (tokens.length !== words.length + 1) continue;
        const atEnd = words.every((word, i) => lower[i + 1] === word);
        const atStart = words.every((word, i) => lower[i] === word);
        const name = atEnd ? tokens[0] : atStart ? tokens[tokens.length - 1] : null;
        if (name && /^[A-Za-z_][A-Za-z0-9_]+$/.test(name)) return { name, kindWords: words.join(' '), kinds };
    }
    return null;
}
