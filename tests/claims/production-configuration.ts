/** Claims of the production configuration page. */
import assert from 'node:assert/strict';

import { ExampleServer } from '../../lib/example-server';
import { pageClaims } from './claim';
import { cookieNamed, graphql } from './http';
import { CapturingLogger } from './servers';

const addToCart = 'mutation { addItemToOrder(productVariantId: 1, quantity: 1) { __typename } }';

export default pageClaims('docs/guides/deployment/production-configuration.md', __filename, [
    {
        title: 'a cookie secret set to undefined stops the server with .keys required.',
        server: 'none',
        async check() {
            // What `secret: process.env.COOKIE_SECRET` gives when the variable is missing.
            const starting = ExampleServer.start({
                configure: config => {
                    config.logger = new CapturingLogger();
                    config.authOptions.cookieOptions = { ...config.authOptions.cookieOptions, secret: undefined };
                    return config;
                },
            });
            await assert.rejects(starting, /\.keys required\./);
        },
    },
    {
        title: 'behind a trusted proxy that reports HTTPS the session cookie is Secure',
        server: 'hardened',
        async check({ server }) {
            const reply = await graphql(server.shopUrl, addToCart, {}, { 'x-forwarded-proto': 'https' });
            assert.match(cookieNamed(reply.cookies, 'session') ?? '', /; secure/);
        },
    },
    {
        title: 'without trustProxy the forwarded protocol is ignored and the cookie is not Secure',
        server: 'defaults',
        async check({ server }) {
            const reply = await graphql(server.shopUrl, addToCart, {}, { 'x-forwarded-proto': 'https' });
            const cookie = cookieNamed(reply.cookies, 'session');
            assert.ok(cookie, 'no session cookie was set');
            assert.doesNotMatch(cookie, /; secure/);
        },
    },
    {
        title: 'GET /health answers status ok',
        server: 'defaults',
        async check({ server }) {
            const response = await fetch(`${server.origin}/health`);
            assert.equal(response.status, 200);
            assert.deepEqual(await response.json(), { status: 'ok' });
        },
    },
]);
