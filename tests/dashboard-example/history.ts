/**
 * What the History entries page's claims need: a delivered order (the page's ReviewRequestService records its
 * Review request), and entries of a type that has no component, in an order's and a customer's history.
 *
 * The page's own type has its component in the running example, so the claim about a type without one is
 * checked with a type of this file: `GIFT_NOTE` in the `HistoryEntryType` enum, as a plugin adds its types
 * (the Admin API could not return an entry whose type is not in the enum).
 */
import type { INestApplication } from '@nestjs/common';
import { HistoryService, PluginCommonModule, RequestContextService, VendurePlugin } from '@vendure/core';
import gql from 'graphql-tag';

import { errorResult, GraphQLSession } from '../../scripts/screenshots/api';
import { fulfilEveryLine, transitionFulfilment } from '../../scripts/screenshots/fulfilment';
import { deliveredOrderCustomer, giftNote, giftNoteTypes } from './history-data';

export class UnrenderedHistoryTypesPlugin {}
// The decorator applied as a call (it returns nothing, the class is the plugin).
VendurePlugin({
    imports: [PluginCommonModule],
    adminApiExtensions: {
        schema: gql`
            extend enum HistoryEntryType {
                ${giftNoteTypes.order}
                ${giftNoteTypes.customer}
            }
        `,
    },
})(UnrenderedHistoryTypesPlugin);

/** The delivered order and its customer. */
export interface DeliveredOrder {
    orderId: string;
    customerId: string;
}

/**
 * Places an order for the Laptop and the Tablet as a guest and takes it through to Delivered, as the History
 * entries page tells the reader to: the page's ReviewRequestService then records its Review request. Also
 * the order the Dashboard guides' picture of that entry shows (scripts/screenshots/example-seed.ts).
 */
export async function deliverGuestOrder(adminUrl: string, shopUrl: string): Promise<DeliveredOrder> {
    const shop = new GraphQLSession(shopUrl);
    // The first variant of the Laptop and of the Tablet.
    for (const productId of ['1', '2']) {
        const { product } = await shop.request<{ product: { variants: Array<{ id: string }> } }>(
            `query Variants($id: ID!) { product(id: $id) { variants { id } } }`,
            { id: productId },
        );
        await shop.request(
            `mutation Add($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { id } ${errorResult} } }`,
            { id: product.variants[0].id },
        );
    }
    await shop.request(
        `mutation Customer($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { ... on Order { id } ${errorResult} } }`,
        {
            input: {
                firstName: deliveredOrderCustomer.firstName,
                lastName: deliveredOrderCustomer.lastName,
                emailAddress: 'ines.halvorsen@example.com',
            },
        },
    );
    await shop.request(
        `mutation Address($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ... on Order { id } ${errorResult} } }`,
        { input: { streetLine1: '1 Fjord Road', city: 'Bergen', postalCode: '5003', countryCode: 'NO' } },
    );
    const { eligibleShippingMethods } = await shop.request<{ eligibleShippingMethods: Array<{ id: string }> }>(
        `query Methods { eligibleShippingMethods { id } }`,
    );
    await shop.request(
        `mutation Shipping($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { ... on Order { id } ${errorResult} } }`,
        { ids: [eligibleShippingMethods[0].id] },
    );
    await shop.request(
        `mutation ToPayment { transitionOrderToState(state: "ArrangingPayment") { ... on Order { id } ${errorResult} } }`,
    );
    const { addPaymentToOrder: order } = await shop.request<{
        addPaymentToOrder: { id: string; customer: { id: string }; payments: Array<{ id: string; state: string }> };
    }>(
        `mutation Pay { addPaymentToOrder(input: { method: "standard-payment", metadata: {} }) { ... on Order { id customer { id } payments { id state } } ${errorResult} } }`,
    );

    const admin = new GraphQLSession(adminUrl);
    await admin.request(
        `mutation Login { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } ${errorResult} } }`,
    );
    if (order.payments[0].state === 'Authorized')
        await admin.request(
            `mutation Settle($id: ID!) { settlePayment(id: $id) { ... on Payment { id } ${errorResult} } }`,
            {
                id: order.payments[0].id,
            },
        );
    const fulfilment = await fulfilEveryLine(admin, order.id, { method: 'Parcel', trackingCode: 'T-1' });
    for (const state of ['Shipped', 'Delivered']) await transitionFulfilment(admin, fulfilment, state);
    return { orderId: order.id, customerId: order.customer.id };
}

/**
 * The delivered order of `deliverGuestOrder`, then a note and a gift note on its customer and a gift note on
 * the order (entries of types without a component).
 */
export async function seedHistory(app: INestApplication, adminUrl: string, shopUrl: string): Promise<DeliveredOrder> {
    const order = await deliverGuestOrder(adminUrl, shopUrl);
    const admin = new GraphQLSession(adminUrl);
    await admin.request(
        `mutation Login { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } ${errorResult} } }`,
    );
    await admin.request(`mutation Note($input: AddNoteToCustomerInput!) { addNoteToCustomer(input: $input) { id } }`, {
        input: { id: order.customerId, note: deliveredOrderCustomer.note, isPublic: false },
    });

    const ctx = await app.get(RequestContextService).create({ apiType: 'admin' });
    const history = app.get(HistoryService);
    const data = { message: giftNote.message } as never;
    await history.createHistoryEntryForOrder({ ctx, orderId: order.orderId, type: giftNoteTypes.order as never, data });
    await history.createHistoryEntryForCustomer({
        ctx,
        customerId: order.customerId,
        type: giftNoteTypes.customer as never,
        data,
    });
    return order;
}
