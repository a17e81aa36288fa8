/**
 * Serves the production build on 127.0.0.1 only (`docusaurus serve` 3.7.0 ignores --host and
 * listens on every interface). serve-handler applies the same rules as `docusaurus serve`:
 * clean URLs, trailing slashes, and build/404.html for unknown paths. Its redirects drop the
 * query string (`/search?q=order` → `/search/`); here they keep it (`/search/?q=order`).
 * Responses are compressed as every static host does (serve-handler sends them as they are on disk), so
 * what the browser tests and the bench load is what readers download.
 */
import compression from 'compression';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import serveHandler from 'serve-handler';

export const buildDir = path.resolve(__dirname, '..', 'build');

/** The redirect target with the request's query string, unless the target has one of its own. */
export function withQuery(location: string, requestUrl: string | undefined): string {
    const query = /\?.*$/.exec(requestUrl ?? '')?.[0] ?? '';
    if (!query || query === '?' || location.includes('?')) return location;
    const hash = location.indexOf('#');
    return hash < 0 ? location + query : location.slice(0, hash) + query + location.slice(hash);
}

/** Passes `res` to serve-handler with its 3xx `Location` headers carrying the request's query string. */
function keepQueryOnRedirect(req: http.IncomingMessage, res: http.ServerResponse): http.ServerResponse {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
    res.writeHead = (statusCode: number, ...rest: unknown[]) => {
        const headers = rest.find(arg => typeof arg === 'object' && arg !== null) as Record<string, string> | undefined;
        if (statusCode >= 300 && statusCode < 400 && headers) {
            const key = Object.keys(headers).find(name => name.toLowerCase() === 'location');
            if (key) headers[key] = withQuery(String(headers[key]), req.url);
        }
        return writeHead(statusCode, ...rest);
    };
    return res;
}

export function startServer(port: number, dir = buildDir): Promise<http.Server> {
    // The middleware's types name Express' request and response; it uses only what Node's own have.
    const compress = compression() as unknown as (
        req: http.IncomingMessage,
        res: http.ServerResponse,
        next: () => void,
    ) => void;
    const server = http.createServer((req, res) =>
        compress(req, res, () => {
            void serveHandler(req, keepQueryOnRedirect(req, res), {
                public: dir,
                cleanUrls: true,
                trailingSlash: true,
                directoryListing: false,
            });
        }),
    );
    return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve(server));
    });
}

if (require.main === module) {
    const port = Number(process.env.PORT ?? 3000);
    const dir = process.env.SERVE_DIR ? path.resolve(process.env.SERVE_DIR) : buildDir;
    startServer(port, dir).then(
        server => {
            const { port: actual } = server.address() as AddressInfo;
            console.log(
                `Serving ${path.relative(process.cwd(), dir)}/ on http://localhost:${actual}/ (127.0.0.1 only)`,
            );
        },
        (error: unknown) => {
            console.error(error);
            process.exitCode = 1;
        },
    );
}
