/**
 * Fulfilling an order through the Admin API, for the data the screenshots and the Dashboard guides' browser
 * tests (tests/dashboard-example/history.ts) create: one fulfilment for every line in full, by the manual
 * handler, then moved through its states.
 */
import { errorResult, type GraphQLSession } from './api';

/** What the manual fulfilment handler records (the Dashboard shows both in the Fulfillment details block). */
export interface ManualFulfilment {
    method: string;
    trackingCode: string;
}

/** Fulfils every line of the order in its full quantity; returns the fulfilment's id. */
export async function fulfilEveryLine(
    admin: GraphQLSession,
    orderId: string,
    { method, trackingCode }: ManualFulfilment,
): Promise<string> {
    const { order } = await admin.request<{ order: { lines: Array<{ id: string; quantity: number }> } }>(
        `query Lines($id: ID!) { order(id: $id) { lines { id quantity } } }`,
        { id: orderId },
    );
    const { addFulfillmentToOrder } = await admin.request<{ addFulfillmentToOrder: { id: string } }>(
        `mutation Fulfil($input: FulfillOrderInput!) { addFulfillmentToOrder(input: $input) { ... on Fulfillment { id } ${errorResult} } }`,
        {
            input: {
                lines: order.lines.map(l => ({ orderLineId: l.id, quantity: l.quantity })),
                handler: {
                    code: 'manual-fulfillment',
                    arguments: [
                        { name: 'method', value: method },
                        { name: 'trackingCode', value: trackingCode },
                    ],
                },
            },
        },
    );
    return addFulfillmentToOrder.id;
}

/** Moves a fulfilment to the next state (`Shipped`, then `Delivered`, which delivers a fully fulfilled order). */
export async function transitionFulfilment(admin: GraphQLSession, id: string, state: string): Promise<void> {
    await admin.request(
        `mutation Fulfilment($id: ID!, $state: String!) { transitionFulfillmentToState(id: $id, state: $state) { ... on Fulfillment { id } ${errorResult} } }`,
        { id, state },
    );
}
