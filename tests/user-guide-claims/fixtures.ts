/**
 * What the claims start from: a fresh order in the state a claim needs (created through the Admin and Shop
 * APIs, so no test depends on another's changes), an administrator with exactly the permissions a page
 * names, and the Dashboard signed in as that administrator.
 */
import { expect, type Page } from '@playwright/test';

import { GraphQLSession } from '../../scripts/screenshots/api';
import { serverState } from './state';

const errorResult = '... on ErrorResult { errorCode message }';

export const state = serverState();
export const dashboard = (route: string) => `${state.origin}/dashboard${route}`;

export async function superadmin(): Promise<GraphQLSession> {
    const admin = new GraphQLSession(`${state.origin}/admin-api`);
    await admin.request(
        `mutation Login { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } ${errorResult} } }`,
    );
    return admin;
}

type Id = { id: string };

async function variantId(admin: GraphQLSession, sku: string): Promise<string> {
    const { productVariants } = await admin.request<{ productVariants: { items: Id[] } }>(
        `query VariantBySku($sku: String!) { productVariants(options: { filter: { sku: { eq: $sku } } }) { items { id } } }`,
        { sku },
    );
    return productVariants.items[0].id;
}

export interface PlacedOrder {
    id: string;
    paymentId: string;
    lineIds: string[];
}

/** An order placed by a guest in Seattle with the sample payment method: its payment is Authorized. */
export async function placeOrder(
    lines: Array<[sku: string, quantity: number]> = [['L2201308', 1]],
): Promise<PlacedOrder> {
    const admin = await superadmin();
    const shop = new GraphQLSession(`${state.origin}/shop-api`);
    for (const [sku, quantity] of lines) {
        await shop.request(
            `mutation Add($id: ID!, $q: Int!) { addItemToOrder(productVariantId: $id, quantity: $q) { ... on Order { id } ${errorResult} } }`,
            { id: await variantId(admin, sku), q: quantity },
        );
    }
    // A guest with an address of its own each time: a signed-in customer's open basket would collect the items.
    await shop.request(
        `mutation Guest($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { ... on Order { id } ${errorResult} } }`,
        {
            input: {
                firstName: 'Grace',
                lastName: 'Guest',
                emailAddress: `guest-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
            },
        },
    );
    const address = {
        fullName: 'Grace Guest',
        streetLine1: '1200 Pine Street',
        city: 'Seattle',
        province: 'WA',
        postalCode: '98101',
        countryCode: 'US',
    };
    await shop.request(
        `mutation A($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ... on Order { id } } }`,
        { input: address },
    );
    await shop.request(
        `mutation S($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { ... on Order { id } ${errorResult} } }`,
        { ids: [state.ids.shippingMethodId] },
    );
    await shop.request(
        `mutation P { transitionOrderToState(state: "ArrangingPayment") { ... on Order { id } ${errorResult} } }`,
    );
    const { addPaymentToOrder } = await shop.request<{ addPaymentToOrder: Id & { payments: Id[]; lines: Id[] } }>(
        `mutation Pay { addPaymentToOrder(input: { method: "standard-payment", metadata: {} }) { ... on Order { id payments { id } lines { id } } ${errorResult} } }`,
    );
    return {
        id: addPaymentToOrder.id,
        paymentId: addPaymentToOrder.payments[0].id,
        lineIds: addPaymentToOrder.lines.map(l => l.id),
    };
}

/** A placed order whose payment is settled: the state *Payment settled*. */
export async function settledOrder(lines?: Array<[string, number]>): Promise<PlacedOrder> {
    const order = await placeOrder(lines);
    const admin = await superadmin();
    await admin.request(
        `mutation Settle($id: ID!) { settlePayment(id: $id) { ... on Payment { id } ${errorResult} } }`,
        {
            id: order.paymentId,
        },
    );
    return order;
}

/** A draft order with an item, a customer, addresses and a shipping method: ready for **Complete draft**. */
export async function readyDraftOrder(): Promise<string> {
    const admin = await superadmin();
    const { createDraftOrder } = await admin.request<{ createDraftOrder: Id }>(
        `mutation Draft { createDraftOrder { id } }`,
    );
    const orderId = createDraftOrder.id;
    await admin.request(
        `mutation Item($orderId: ID!, $input: AddItemToDraftOrderInput!) { addItemToDraftOrder(orderId: $orderId, input: $input) { ... on Order { id } ${errorResult} } }`,
        { orderId, input: { productVariantId: await variantId(admin, 'L2201308'), quantity: 1 } },
    );
    await admin.request(
        `mutation Customer($orderId: ID!, $customerId: ID) { setCustomerForDraftOrder(orderId: $orderId, customerId: $customerId) { ... on Order { id } ${errorResult} } }`,
        { orderId, customerId: state.ids.customerId },
    );
    const address = {
        fullName: 'Hannah Becker',
        streetLine1: '1200 Pine Street',
        city: 'Seattle',
        postalCode: '98101',
        countryCode: 'US',
    };
    await admin.request(
        `mutation Ship($orderId: ID!, $input: CreateAddressInput!) { setDraftOrderShippingAddress(orderId: $orderId, input: $input) { id } }`,
        { orderId, input: address },
    );
    await admin.request(
        `mutation Method($orderId: ID!, $id: ID!) { setDraftOrderShippingMethod(orderId: $orderId, shippingMethodId: $id) { ... on Order { id } ${errorResult} } }`,
        { orderId, id: state.ids.shippingMethodId },
    );
    return orderId;
}

/** A completed draft order: the state *Arranging payment*, with nothing paid. */
export async function orderArrangingPayment(): Promise<string> {
    const orderId = await readyDraftOrder();
    const admin = await superadmin();
    await admin.request(
        `mutation Complete($id: ID!) { transitionOrderToState(id: $id, state: "ArrangingPayment") { ... on Order { id } ${errorResult} } }`,
        { id: orderId },
    );
    return orderId;
}

/** A settled order modified to a higher total: the state *Arranging additional payment*. */
export async function orderArrangingAdditionalPayment(): Promise<PlacedOrder> {
    const order = await settledOrder();
    const admin = await superadmin();
    await admin.request(
        `mutation Modifying($id: ID!) { transitionOrderToState(id: $id, state: "Modifying") { ... on Order { id } ${errorResult} } }`,
        { id: order.id },
    );
    await admin.request(
        `mutation Modify($input: ModifyOrderInput!) { modifyOrder(input: $input) { ... on Order { id } ${errorResult} } }`,
        {
            input: {
                orderId: order.id,
                dryRun: false,
                adjustOrderLines: [{ orderLineId: order.lineIds[0], quantity: 2 }],
            },
        },
    );
    await admin.request(
        `mutation Additional($id: ID!) { transitionOrderToState(id: $id, state: "ArrangingAdditionalPayment") { ... on Order { id } ${errorResult} } }`,
        { id: order.id },
    );
    return order;
}

/** A name no other test uses, for an item a test creates. */
export const unique = (prefix: string) =>
    `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function orderState(orderId: string): Promise<string> {
    const admin = await superadmin();
    const { order } = await admin.request<{ order: { state: string } }>(
        `query State($id: ID!) { order(id: $id) { state } }`,
        { id: orderId },
    );
    return order.state;
}

/**
 * An administrator whose only role has exactly these permissions in the default channel; returns the
 * sign-in name (its password is the same).
 */
export async function administratorWith(permissions: string[]): Promise<string> {
    const admin = await superadmin();
    const name = `claims-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
    const { activeChannel } = await admin.request<{ activeChannel: Id }>(`query Channel { activeChannel { id } }`);
    const { createRole } = await admin.request<{ createRole: Id }>(
        `mutation Role($input: CreateRoleInput!) { createRole(input: $input) { id } }`,
        { input: { code: name, description: name, permissions, channelIds: [activeChannel.id] } },
    );
    await admin.request(
        `mutation Admin($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }`,
        {
            input: {
                firstName: 'Claims',
                lastName: name,
                emailAddress: `${name}@example.com`,
                password: name,
                roleIds: [createRole.id],
            },
        },
    );
    return `${name}@example.com`;
}

/** Signs in on the Dashboard's login page (the superadmin unless another identifier is given). */
export async function signIn(page: Page, identifier = 'superadmin'): Promise<void> {
    const password = identifier === 'superadmin' ? 'superadmin' : identifier.replace(/@example\.com$/, '');
    await page.goto(dashboard('/login'));
    await page.locator('input[name=username]').fill(identifier);
    await page.locator('input[name=password]').fill(password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL(url => !url.pathname.endsWith('/login'), { timeout: 30_000 });
}

/** Opens an order's page once its payments block has loaded. */
export async function openOrder(page: Page, orderId: string): Promise<void> {
    await page.goto(dashboard(`/orders/${orderId}`));
    await expect(page.getByText('Payment details').first()).toBeVisible();
}
