/** Claims of the promotions page. */
import assert from 'node:assert/strict';

import { superadmin } from '../../lib/example-server';
import { pageClaims } from './claim';
import { graphql, loginMutation } from './http';

const createSale = `mutation {
    createPromotion(input: {
        enabled: true
        translations: [{ languageCode: en, name: "Claims sale 10%" }]
        conditions: [{ code: "minimum_order_amount", arguments: [{ name: "amount", value: "0" }, { name: "taxInclusive", value: "false" }] }]
        actions: [{ code: "order_percentage_discount", arguments: [{ name: "discount", value: "10" }] }]
    }) { ... on Promotion { id } }
}`;

export default pageClaims('docs/guides/core-concepts/promotions.md', __filename, [
    {
        title: 'a minimum_order_amount of 0 discounts every order',
        server: 'defaults',
        async check({ server }) {
            const login = await graphql(server.adminUrl, loginMutation, {
                username: superadmin.identifier,
                password: superadmin.password,
            });
            const admin = { authorization: `Bearer ${login.headers.get('vendure-auth-token')}` };
            const created = await graphql(server.adminUrl, createSale, {}, admin);
            assert.ok((created.body.data?.createPromotion as { id?: string }).id, JSON.stringify(created.body));
            // A new cart with the cheapest kind of order: one item.
            const order = await graphql(
                server.shopUrl,
                `
                    mutation {
                        addItemToOrder(productVariantId: 24, quantity: 1) {
                            ... on Order {
                                subTotal
                                discounts {
                                    description
                                    amount
                                }
                            }
                        }
                    }
                `,
            );
            const { subTotal, discounts } = order.body.data?.addItemToOrder as {
                subTotal: number;
                discounts: Array<{ description: string; amount: number }>;
            };
            assert.equal(discounts.length, 1, JSON.stringify(order.body));
            assert.equal(discounts[0].description, 'Claims sale 10%');
            // subTotal is after the discount: the discount is 10% of the undiscounted subtotal.
            assert.equal(-discounts[0].amount, Math.round((subTotal - discounts[0].amount) / 10));
        },
    },
]);
