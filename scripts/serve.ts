/**
 * Serves the production build on 127.0.0.1 only (`docusaurus serve` 3.7.0 ignores --host and
 * listens on every interface). serve-handler applies the same rules as `docusaurus serve`:
 * clean URLs, trailing slashes, and build/404.html for unknown paths.
 */
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import serveHandler from 'serve-handler';

export const buildDir = path.resolve(__dirname, '..', 'build');

export function startServer(port: number, dir = buildDir): Promise<http.Server> {
    const server = http.createServer((req, res) =>
        serveHandler(req, res, {
            public: dir,
            cleanUrls: true,
            trailingSlash: true,
            directoryListing: false,
        }),
    );
    return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve(server));
    });
}

if (require.main === module) {
    const port = Number(process.env.PORT ?? 3000);
    startServer(port).then(server => {
        const { port: actual } = server.address() as AddressInfo;
        console.log(`Serving ${path.relative(process.cwd(), buildDir)}/ on http://localhost:${actual}/ (127.0.0.1 only)`);
    });
}
