/**
 * A fake Typesense cluster for tests: answers `POST /multi_search` (the only call the site's
 * browser code makes) over the DocSearch records of a build, on 127.0.0.1 and, to exercise node
 * failover, on 127.0.0.2 and 127.0.0.3 with the same port. A request header picks a failure:
 *
 *   x-fake-typesense: timeout          no answer at all (the client must give up and say so)
 *   x-fake-typesense: error-5xx        HTTP 503
 *   x-fake-typesense: malformed        HTTP 200 with a body that is not JSON
 *   x-fake-typesense: first-node-down  HTTP 503 from the first node only (the others answer)
 *
 * Its collection is created from `docSearchSchema()` (plugins/search/search-index/typesense/schema.ts),
 * the schema the indexer creates, and every search goes through `search-rules.ts` (the server's
 * checks and error messages) and `filter-by.ts` (Typesense's filter grammar, independent of the
 * site's own filter code) before `fake-search.ts` ranks it (all three beside schema.ts). So a
 * search a real cluster would refuse is refused here, with the same `{code, error}` entry in `results`.
 *
 * `tsx tests/typesense-fake/fake-cluster.ts` serves the build in FAKE_TYPESENSE_BUILD
 * (started by tests/search-hosted/playwright.config.ts).
 */
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

import type { DocSearchRecord } from '../../plugins/search/search-index/types';
import { FakeIndex } from '../../plugins/search/search-index/typesense/fake-search';
import { docSearchSchema } from '../../plugins/search/search-index/typesense/schema';

export const SCENARIO_HEADER = 'x-fake-typesense';
export type Scenario = 'ok' | 'timeout' | 'error-5xx' | 'malformed' | 'first-node-down';
export const FAKE_HOSTS = ['127.0.0.1', '127.0.0.2', '127.0.0.3'] as const;

export interface FakeClusterOptions {
    records: DocSearchRecord[];
    apiKey: string;
    collection: string;
    port: number;
    hosts?: readonly string[];
}

/** The records as a collection with the site's schema, searchable like a one-collection cluster. */
export function fakeCollection(records: DocSearchRecord[], collection: string) {
    const index = new FakeIndex(docSearchSchema(collection), records);
    return {
        /** One multi_search entry; an unknown collection is refused as the server refuses it. */
        search(params: Record<string, unknown>): Record<string, unknown> {
            if (params.collection !== collection) return { code: 404, error: 'Not found.' };
            return index.search(params);
        },
    };
}

function cors(res: http.ServerResponse, req: http.IncomingMessage): void {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
    res.setHeader('Access-Control-Max-Age', '600');
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export function handler(options: FakeClusterOptions, node: string): http.RequestListener {
    const hosts = options.hosts ?? FAKE_HOSTS;
    const collection = fakeCollection(options.records, options.collection);
    return (req, res) => {
        cors(res, req);
        const url = new URL(req.url ?? '/', 'http://fake');
        if (req.method === 'OPTIONS') return void res.writeHead(204).end();
        if (url.pathname === '/health') return send(res, 200, { ok: true });
        if (url.pathname !== '/multi_search' || req.method !== 'POST') return send(res, 404, { message: 'Not Found' });

        const scenario = (String(req.headers[SCENARIO_HEADER] ?? 'ok') as Scenario) || 'ok';
        const key = url.searchParams.get('x-typesense-api-key') ?? req.headers['x-typesense-api-key'];
        let raw = '';
        req.on('data', chunk => (raw += chunk));
        req.on('end', () => {
            if (scenario === 'timeout') return; // the socket stays open until the client gives up
            if (scenario === 'error-5xx' || (scenario === 'first-node-down' && node === hosts[0]))
                return send(res, 503, { message: 'Not Ready or Lagging' });
            if (scenario === 'malformed') return send(res, 200, '{"results": [{"found": 3, "grouped_hits": [');
            if (key !== options.apiKey)
                return send(res, 401, { message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' });
            // Any content type: the server reads the body as JSON whatever the header says, which
            // is why browsers can send text/plain and skip the CORS preflight.
            let body: { searches?: Array<Record<string, unknown>> };
            try {
                body = JSON.parse(raw) as { searches?: Array<Record<string, unknown>> };
            } catch {
                return send(res, 400, { message: 'Bad JSON.' });
            }
            if (!Array.isArray(body.searches)) return send(res, 400, { message: 'Missing `searches` array.' });
            send(res, 200, {
                results: body.searches.map(params => collection.search(params)),
            });
        });
    };
}

/** Listens on every host of `hosts` with the same port (127.0.0.0/8 is all loopback on Linux). */
export async function startFakeCluster(
    options: FakeClusterOptions,
): Promise<{ port: number; close: () => Promise<void> }> {
    const hosts = options.hosts ?? FAKE_HOSTS;
    const servers: http.Server[] = [];
    let port = options.port;
    for (const host of hosts) {
        const server = http.createServer(handler({ ...options, hosts }, host));
        await new Promise<void>((resolve, reject) => {
            server.once('error', reject);
            server.listen(port, host, () => resolve());
        });
        port = (server.address() as AddressInfo).port;
        servers.push(server);
    }
    return {
        port,
        close: () =>
            Promise.all(
                servers.map(server => {
                    server.closeAllConnections();
                    return new Promise<void>(resolve => server.close(() => resolve()));
                }),
            ).then(() => undefined),
    };
}

if (require.main === module) {
    (async () => {
        const { extractSite } = await import('../../plugins/search/search-index/site');
        const { toDocSearchRecords } = await import('../../plugins/search/search-index/records');
        const buildDir = path.resolve(process.env.FAKE_TYPESENSE_BUILD ?? 'build');
        const pages = await extractSite(buildDir, process.env.FAKE_TYPESENSE_SITE_URL ?? 'https://docs.vendure.io');
        const records = pages.flatMap(toDocSearchRecords);
        if (records.length === 0) throw new Error(`No search records in ${buildDir}`);
        const cluster = await startFakeCluster({
            records,
            apiKey: process.env.TYPESENSE_SEARCH_API_KEY ?? '',
            collection: process.env.TYPESENSE_COLLECTION ?? 'vendure-docs',
            port: Number(process.env.TYPESENSE_PORT ?? 8108),
        });
        console.log(
            `Fake Typesense: ${records.length} records from ${pages.length} pages on ${FAKE_HOSTS.join(', ')} port ${cluster.port}`,
        );
    })().catch(error => {
        console.error(error);
        process.exitCode = 1;
    });
}
