/** Claims of the security page. */
import assert from 'node:assert/strict';

import { ExampleServer, superadmin } from '../../lib/example-server';
import { pageClaims } from './claim';
import { cookieNamed, formLogin, graphql, loginMutation, type Reply } from './http';
import { CapturingLogger, securityPage } from './servers';

/** A Shop API query that the HardenPlugin scores far above 500 (two nested lists without `take`). */
const costlyQuery = '{ products { items { name variants { name } } } }';

function typename(reply: Reply, field: string): unknown {
    return (reply.body.data?.[field] as { __typename?: string } | undefined)?.__typename;
}

/** Starts a server with NODE_ENV=production and the given superadmin credentials; the caller stops it. */
async function startInProduction(credentials: { identifier: string; password: string }) {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
        return await ExampleServer.start({
            configure: config => {
                config.logger = new CapturingLogger();
                config.authOptions.superadminCredentials = credentials;
                return config;
            },
        });
    } finally {
        if (previous === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = previous;
    }
}

export default pageClaims(securityPage, __filename, [
    {
        title: 'the default superadmin password logs a warning outside production',
        server: 'defaults',
        async check({ logger }) {
            assert.ok(
                logger.warnings().some(w => w.includes('Default superadmin password is configured')),
                `no warning about the default password among: ${logger.warnings().join(' | ')}`,
            );
        },
    },
    {
        title: 'with NODE_ENV=production the default superadmin password stops the server',
        server: 'none',
        async check() {
            await assert.rejects(startInProduction(superadmin), /Refusing to start: Default superadmin password/);
        },
    },
    {
        title: 'changing superadminCredentials.password does not change the existing account',
        server: 'none',
        async check() {
            // The sample database already has superadmin/superadmin; production accepts a non-default password.
            const server = await startInProduction({ identifier: 'superadmin', password: 'a-new-password-in-config' });
            try {
                const old = await graphql(server.adminUrl, loginMutation, {
                    username: superadmin.identifier,
                    password: superadmin.password,
                });
                assert.equal(typename(old, 'login'), 'CurrentUser', 'the old password no longer signs in');
                const configured = await graphql(server.adminUrl, loginMutation, {
                    username: 'superadmin',
                    password: 'a-new-password-in-config',
                });
                assert.equal(typename(configured, 'login'), 'InvalidCredentialsError');
            } finally {
                await server.stop();
            }
        },
    },
    {
        title: 'an empty fallback password creates a superadmin that signs in without a password',
        server: 'hardened',
        async check({ server }) {
            const reply = await graphql(server.adminUrl, loginMutation, { username: 'ops', password: '' });
            assert.equal(typename(reply, 'login'), 'CurrentUser', JSON.stringify(reply.body));
        },
    },
    {
        title: 'an empty superadmin password raises no warning',
        server: 'hardened',
        async check({ logger }) {
            const warnings = logger.warnings().filter(w => /superadmin/i.test(w));
            assert.deepEqual(warnings, [], 'Vendure now warns about an empty superadmin password: update the page');
        },
    },
    {
        title: 'reflecting any origin with credentials logs the insecure CORS warning',
        server: 'defaults',
        async check({ logger }) {
            assert.ok(logger.warnings().some(w => w.startsWith('Insecure CORS configuration')));
        },
    },
    {
        title: 'cookie sessions without csrfPrevention log the Login CSRF warning',
        server: 'defaults',
        async check({ logger }) {
            assert.ok(logger.warnings().some(w => w.startsWith('Login CSRF is possible')));
        },
    },
    {
        title: 'without csrfPrevention a cross-site form can sign in and set a session cookie',
        server: 'defaults',
        async check({ server }) {
            const reply = await formLogin(server.adminUrl, superadmin.identifier, superadmin.password);
            assert.equal(typename(reply, 'login'), 'CurrentUser', JSON.stringify(reply.body));
            assert.ok(cookieNamed(reply.cookies, 'session'), 'no session cookie was set');
        },
    },
    {
        title: 'csrfPrevention in its object form blocks a form post without the header',
        server: 'hardened',
        async check({ server }) {
            const reply = await formLogin(server.adminUrl, 'ops', '');
            assert.equal(reply.status, 400);
            assert.match(reply.body.errors?.[0]?.message ?? '', /Cross-Site Request Forgery/);
            assert.equal(cookieNamed(reply.cookies, 'session'), undefined);
        },
    },
    {
        title: 'JSON requests need no extra header under csrfPrevention',
        server: 'hardened',
        async check({ server }) {
            const reply = await graphql(server.shopUrl, '{ activeChannel { code } }');
            assert.deepEqual(reply.body.data, { activeChannel: { code: '__default_channel__' } });
        },
    },
    {
        title: 'csrfPrevention lets a form post through when it carries a listed header',
        server: 'hardened',
        async check({ server }) {
            const reply = await formLogin(server.adminUrl, 'ops', '', { 'x-my-client': '1' });
            assert.equal(typename(reply, 'login'), 'CurrentUser', JSON.stringify(reply.body));
        },
    },
    {
        title: 'csrfPrevention in its object form still logs the Login CSRF warning',
        server: 'hardened',
        async check({ logger }) {
            assert.ok(
                logger.warnings().some(w => w.startsWith('Login CSRF is possible')),
                'Vendure no longer warns when csrfPrevention is an object: remove the note about it from the security page',
            );
        },
    },
    {
        title: 'introspection is on by default',
        server: 'defaults',
        async check({ server }) {
            const reply = await graphql(server.shopUrl, '{ __schema { queryType { name } } }');
            assert.deepEqual(reply.body.data, { __schema: { queryType: { name: 'Query' } } });
        },
    },
    {
        title: "the HardenPlugin's prod mode turns introspection off",
        server: 'hardened',
        async check({ server }) {
            const reply = await graphql(server.shopUrl, '{ __schema { queryType { name } } }');
            assert.equal(reply.status, 400);
            assert.match(reply.body.errors?.[0]?.message ?? '', /introspection is not allowed/);
        },
    },
    {
        title: 'a Shop API operation over maxQueryComplexity is rejected as too complex',
        server: 'hardened',
        async check({ server }) {
            const cheap = await graphql(server.shopUrl, '{ activeChannel { code } }');
            assert.deepEqual(cheap.body.data, { activeChannel: { code: '__default_channel__' } });
            const costly = await graphql(server.shopUrl, costlyQuery);
            assert.equal(costly.body.errors?.[0]?.message, 'Query is too complex');
        },
    },
    {
        title: 'the complexity limit does not apply to the Admin API',
        server: 'hardened',
        async check({ server }) {
            const login = await graphql(server.adminUrl, loginMutation, { username: 'ops', password: '' });
            const token = login.headers.get('vendure-auth-token');
            assert.ok(token, 'no bearer token after login');
            const reply = await graphql(server.adminUrl, costlyQuery, {}, { authorization: `Bearer ${token}` });
            assert.equal(reply.body.errors, undefined, JSON.stringify(reply.body.errors));
            assert.ok(((reply.body.data?.products as { items: unknown[] }).items.length ?? 0) > 0);
        },
    },
    {
        title: 'hideFieldSuggestions does not hide field suggestions on 3.7.3',
        server: 'hardened',
        async check({ server }) {
            const reply = await graphql(server.shopUrl, '{ prodcts { totalItems } }');
            assert.match(
                reply.body.errors?.[0]?.message ?? '',
                /Did you mean "products"/,
                'The HardenPlugin now hides field suggestions: the security page must say so and can drop its own plugin',
            );
        },
    },
    {
        title: 'the Apollo plugin on this page replaces field suggestions with Invalid request',
        server: 'suggestionsHidden',
        async check({ server }) {
            const reply = await graphql(server.shopUrl, '{ prodcts { totalItems } }');
            assert.equal(reply.body.errors?.[0]?.message, 'Invalid request');
            assert.doesNotMatch(JSON.stringify(reply.body), /products/);
            const valid = await graphql(server.shopUrl, '{ products(options: { take: 1 }) { totalItems } }');
            assert.deepEqual(valid.body.data, { products: { totalItems: 54 } });
        },
    },
    {
        title: 'operations without @Allow are open to everyone',
        server: 'defaults',
        async check({ server }) {
            const reply = await graphql(server.shopUrl, '{ claimsNoAllow claimsEmptyAllow }');
            assert.deepEqual(reply.body.data, { claimsNoAllow: true, claimsEmptyAllow: true });
        },
    },
    {
        title: 'a caller without the permission @Allow names gets FORBIDDEN',
        server: 'defaults',
        async check({ server }) {
            const reply = await graphql(server.shopUrl, '{ claimsAuthenticated }');
            assert.equal(reply.body.errors?.[0]?.extensions?.code, 'FORBIDDEN', JSON.stringify(reply.body));
        },
    },
    {
        title: 'with the bearer token method the token header is exposed to browsers',
        server: 'defaults',
        async check({ server }) {
            const browserOnShopSite = { origin: 'https://shop.example.com' };
            const reply = await graphql(server.shopUrl, '{ activeChannel { code } }', {}, browserOnShopSite);
            const exposed = (reply.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(/\s*,\s*/);
            assert.ok(exposed.includes('vendure-auth-token'), `exposed headers: ${exposed.join(', ')}`);
        },
    },
]);
