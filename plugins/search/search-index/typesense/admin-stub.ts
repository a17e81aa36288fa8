/**
 * A small HTTP stub of the Typesense endpoints the indexer calls, on 127.0.0.1, for running the
 * indexer against the real `typesense` client: it keeps collections, documents and aliases,
 * records every request, checks request bodies against the pinned OpenAPI spec, and answers
 * with the server's status codes and messages. Hooks let a test reject documents, drop a
 * connection after the work is done (a lost response the client retries) or hold a request.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { describeErrors, specValidators } from './openapi';

export interface StubHooks {
    /** Document ids the import rejects, with the server's message. */
    reject?: Record<string, string>;
    /** `METHOD /path` keys answered once by closing the connection after doing the work. */
    dropOnce?: Set<string>;
    /** Called before a request is handled; a request waits for the promise it returns. */
    before?: (request: { method: string; path: string; body: string }) => Promise<void> | void;
}

export interface StubState {
    collections: Map<string, { schema: Record<string, unknown>; documents: Map<string, unknown> }>;
    aliases: Map<string, string>;
    /** `METHOD /path?query` of every request, in order of arrival. */
    requests: string[];
    /** Bodies the spec does not allow. */
    invalid: string[];
}

export async function startAdminStub(
    apiKey: string,
    hooks: StubHooks = {},
): Promise<{ port: number; state: StubState; close: () => Promise<void> }> {
    const spec = specValidators();
    const state: StubState = { collections: new Map(), aliases: new Map(), requests: [], invalid: [] };
    const check = (schema: string, body: unknown, what: string) => {
        const validate = spec.schema(schema);
        if (!validate(body)) state.invalid.push(`${what}: ${describeErrors(validate)}`);
    };

    const server = http.createServer((req, res) => {
        let raw = '';
        req.on('data', chunk => (raw += chunk));
        req.on('end', () => void answer());
        const answer = async () => {
            const url = new URL(req.url ?? '/', 'http://stub');
            const method = req.method ?? 'GET';
            const path = decodeURIComponent(url.pathname);
            state.requests.push(`${method} ${path}${url.search}`);
            await hooks.before?.({ method, path, body: raw });
            const key = `${method} ${path}`;
            const drop = hooks.dropOnce?.delete(key) ?? false;
            const send = (status: number, body: unknown, type = 'application/json; charset=utf-8') => {
                if (drop) return void req.socket.destroy();
                res.writeHead(status, { 'Content-Type': type });
                res.end(typeof body === 'string' ? body : JSON.stringify(body));
            };
            if (req.headers['x-typesense-api-key'] !== apiKey)
                return send(401, { message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' });

            const collectionResponse = (name: string) => ({
                ...state.collections.get(name)!.schema,
                num_documents: state.collections.get(name)!.documents.size,
                created_at: 1,
            });
            let match: RegExpExecArray | null;
            if (key === 'POST /collections') {
                const schema = JSON.parse(raw) as { name: string };
                check('CollectionSchema', schema, key);
                if (state.collections.has(schema.name))
                    return send(409, { message: `A collection with name \`${schema.name}\` already exists.` });
                state.collections.set(schema.name, { schema, documents: new Map() });
                return send(201, collectionResponse(schema.name));
            }
            if (key === 'GET /collections') return send(200, [...state.collections.keys()].map(collectionResponse));
            if ((match = /^DELETE \/collections\/([^/]+)$/.exec(key))) {
                if (!state.collections.has(match[1]))
                    return send(404, { message: `No collection with name \`${match[1]}\` found.` });
                const response = collectionResponse(match[1]);
                state.collections.delete(match[1]);
                return send(200, response);
            }
            if ((match = /^POST \/collections\/([^/]+)\/documents\/import$/.exec(key))) {
                const collection = state.collections.get(match[1]);
                if (!collection) return send(404, { message: 'Not found.' });
                const action = url.searchParams.get('action') ?? 'create';
                check('IndexAction', action, `${key} action`);
                const lines = raw.split('\n').map(line => {
                    const document = JSON.parse(line) as { id: string };
                    const reason = hooks.reject?.[document.id];
                    if (reason) return { success: false, error: reason, document: line, code: 400 };
                    if (action === 'create' && collection.documents.has(document.id))
                        return {
                            success: false,
                            error: `A document with id ${document.id} already exists.`,
                            document: line,
                            code: 409,
                        };
                    collection.documents.set(document.id, document);
                    return { success: true };
                });
                return send(200, lines.map(line => JSON.stringify(line)).join('\n'), 'text/plain; charset=utf-8');
            }
            if ((match = /^(GET|PUT) \/aliases\/([^/]+)$/.exec(key))) {
                const name = match[2];
                if (match[1] === 'PUT') {
                    const body = JSON.parse(raw) as { collection_name: string };
                    check('CollectionAliasSchema', body, key);
                    state.aliases.set(name, body.collection_name);
                }
                const target = state.aliases.get(name);
                if (target === undefined) return send(404, { message: 'Not Found' });
                const alias = { name, collection_name: target };
                check('CollectionAlias', alias, `${key} response`);
                return send(200, alias);
            }
            return send(404, { message: 'Not Found' });
        };
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    return {
        port: (server.address() as AddressInfo).port,
        state,
        close: () =>
            new Promise<void>(resolve => {
                server.closeAllConnections();
                server.close(() => resolve());
            }),
    };
}
