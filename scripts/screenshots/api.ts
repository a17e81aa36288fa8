/** A minimal GraphQL client for seeding the screenshot server: bearer sessions, errors and error results thrown. */

/** Selects a mutation's error result, so that `GraphQLSession` finds its `errorCode` and throws. */
export const errorResult = '... on ErrorResult { errorCode message }';

export class GraphQLSession {
    private token: string | undefined;

    constructor(
        private readonly url: string,
        private readonly channelToken?: string,
    ) {}

    async request<T = unknown>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (this.token) headers.authorization = `Bearer ${this.token}`;
        if (this.channelToken) headers['vendure-token'] = this.channelToken;
        const response = await fetch(this.url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
        const token = response.headers.get('vendure-auth-token');
        if (token) this.token = token;
        const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
        const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? query.slice(0, 60);
        if (body.errors?.length) throw new Error(`${name}: ${body.errors.map(e => e.message).join('; ')}`);
        const errorResult = findErrorResult(body.data);
        if (errorResult) throw new Error(`${name}: ${errorResult}`);
        return body.data as T;
    }
}

/** The first error result (`errorCode` / `__typename` ending in `Error`) anywhere in a response. */
function findErrorResult(value: unknown): string | undefined {
    if (!value || typeof value !== 'object') return undefined;
    if (Array.isArray(value)) {
        for (const item of value) {
            const found = findErrorResult(item);
            if (found) return found;
        }
        return undefined;
    }
    const record = value as Record<string, unknown>;
    if (typeof record.errorCode === 'string') return `${record.errorCode}: ${String(record.message)}`;
    for (const item of Object.values(record)) {
        const found = findErrorResult(item);
        if (found) return found;
    }
    return undefined;
}
