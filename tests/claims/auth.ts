/** Claims of the authentication and authorization page. */
import assert from 'node:assert/strict';

import { superadmin } from '../../lib/example-server';
import { pageClaims } from './claim';
import { cookieNamed, graphql, loginMutation } from './http';

/** `ms('1y')`, the lifetime Vendure gives a remembered session cookie: 365.25 days. */
const oneYear = 365.25 * 24 * 60 * 60 * 1000;

/** The `expires` date of a cookie line, or undefined for a cookie that ends with the browser session. */
function expiresOf(cookie: string | undefined): number | undefined {
    const match = /; expires=([^;]+)/.exec(cookie ?? '');
    return match ? Date.parse(match[1]) : undefined;
}

export default pageClaims('docs/guides/core-concepts/auth.md', __filename, [
    {
        title: 'a customer who has not verified their address gets NotVerifiedError',
        server: 'defaults',
        async check({ server }) {
            const input = { emailAddress: 'claims.unverified@example.com', password: 'a-long-passphrase' };
            const registered = await graphql(
                server.shopUrl,
                'mutation ($input: RegisterCustomerInput!) { registerCustomerAccount(input: $input) { __typename } }',
                { input },
            );
            assert.deepEqual(registered.body.data, { registerCustomerAccount: { __typename: 'Success' } });
            const login = await graphql(server.shopUrl, loginMutation, {
                username: input.emailAddress,
                password: input.password,
            });
            assert.equal((login.body.data?.login as { __typename: string }).__typename, 'NotVerifiedError');
        },
    },
    {
        title: 'rememberMe gives the session cookie a lifetime of one year',
        server: 'defaults',
        async check({ server }) {
            const credentials = { username: superadmin.identifier, password: superadmin.password };
            const remembered = await graphql(server.adminUrl, loginMutation, { ...credentials, rememberMe: true });
            const expires = expiresOf(cookieNamed(remembered.cookies, 'session'));
            assert.ok(expires, 'the remembered session cookie has no expiry');
            assert.ok(Math.abs(expires - Date.now() - oneYear) < 60_000, `expires ${new Date(expires).toISOString()}`);
            const plain = await graphql(server.adminUrl, loginMutation, credentials);
            const cookie = cookieNamed(plain.cookies, 'session');
            assert.ok(cookie, 'no session cookie without rememberMe');
            assert.equal(
                expiresOf(cookie),
                undefined,
                'without rememberMe the cookie should end with the browser session',
            );
        },
    },
    {
        title: 'an owner-only operation starts an anonymous session',
        server: 'defaults',
        async check({ server }) {
            const added = await graphql(
                server.shopUrl,
                'mutation { addItemToOrder(productVariantId: 1, quantity: 1) { ... on Order { code } } }',
            );
            const token = added.headers.get('vendure-auth-token');
            assert.ok(token, 'no session token for the anonymous cart');
            const code = (added.body.data?.addItemToOrder as { code: string }).code;
            const again = await graphql(
                server.shopUrl,
                '{ activeOrder { code } }',
                {},
                { authorization: `Bearer ${token}` },
            );
            assert.deepEqual(again.body.data, { activeOrder: { code } });
        },
    },
]);
