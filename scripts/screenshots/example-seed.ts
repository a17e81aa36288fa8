/**
 * The data the Dashboard guides' pictures show beyond the browser tests' reviews
 * (tests/dashboard-example/seed.ts): editor's ratings on some products, so that the Editor Rating column of
 * Customizing list pages shows stars as well as the dash of a product without one; the other custom fields of
 * one product, filled in; and the browser tests' delivered order (tests/dashboard-example/history.ts), whose
 * history holds the page's Review request.
 */
import { GraphQLSession } from './api';
import { deliverGuestOrder } from '../../tests/dashboard-example/history';
import { reviews } from '../../tests/dashboard-example/seed';

/** The ids the screens open. */
export interface ExampleIds {
    /** The review the detail page shows: the Laptop's approved one. */
    reviewId: string;
    /** The product whose custom fields Form component examples shows (`reviewedProduct`). */
    reviewedProductId: string;
    /** The delivered order, whose Order history shows the Review request. */
    orderId: string;
}

/**
 * Editor's ratings by product name, on the first rows of the product list (newest first); Wooden Stool,
 * between them, keeps none.
 */
export const editorRatings: Record<string, number> = {
    'Modern Cafe Chair': 4,
    'Bedside Table': 5,
    'Black Eaves Chair': 3,
};
/** The rows ticked in the product list's picture. */
export const selectedProducts = ['Modern Cafe Chair', 'Bedside Table'];

export const pictured = reviews[1];

/**
 * The product whose custom fields block Form component examples shows, filled in: its editor's rating
 * (above), review guidelines in the limited text area and topics in the tag list.
 */
export const reviewedProduct = {
    name: 'Modern Cafe Chair',
    reviewGuidelines: 'Say how the chair holds up after a few weeks at the table, and whether it wobbles.',
    reviewTopics: ['Comfort', 'Stability', 'Cleaning'],
};

/** The history entry type of the History entries page (the order's Review request). */
const reviewRequestType = 'ORDER_REVIEW_REQUEST';

export async function seedExample(adminUrl: string, shopUrl: string): Promise<ExampleIds> {
    const admin = new GraphQLSession(adminUrl);
    await admin.request(
        `mutation Login { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }`,
    );
    const products = await admin.request<{ products: { items: Array<{ id: string; name: string }> } }>(
        `query Products($names: [String!]!) { products(options: { filter: { name: { in: $names } } }) { items { id name } } }`,
        { names: Object.keys(editorRatings) },
    );
    if (products.products.items.length !== Object.keys(editorRatings).length)
        throw new Error(`Not every product to rate is in the sample data: ${Object.keys(editorRatings).join(', ')}`);
    await admin.request(`mutation Rate($input: [UpdateProductInput!]!) { updateProducts(input: $input) { id } }`, {
        input: products.products.items.map(({ id, name }) => ({
            id,
            customFields: { editorRating: editorRatings[name] },
        })),
    });
    const reviewedProductId = products.products.items.find(p => p.name === reviewedProduct.name)?.id;
    if (!reviewedProductId) throw new Error(`${reviewedProduct.name} is not among the rated products`);
    await admin.request(`mutation Fields($input: UpdateProductInput!) { updateProduct(input: $input) { id } }`, {
        input: {
            id: reviewedProductId,
            customFields: {
                reviewGuidelines: reviewedProduct.reviewGuidelines,
                reviewTopics: reviewedProduct.reviewTopics,
            },
        },
    });
    const found = await admin.request<{ reviews: { items: Array<{ id: string }> } }>(
        `query Review($summary: String!) { reviews(options: { filter: { summary: { eq: $summary } } }) { items { id } } }`,
        { summary: pictured.summary },
    );
    const reviewId = found.reviews.items[0]?.id;
    if (!reviewId) throw new Error(`The review "${pictured.summary}" was not created`);
    const { orderId } = await deliverGuestOrder(adminUrl, shopUrl);
    await waitForReviewRequest(admin, orderId);
    return { reviewId, reviewedProductId, orderId };
}

/**
 * The page's service records the Review request in an event subscriber, after the delivery's own request has
 * returned: wait for it, so that the timestamps are normalised after it exists and its row id comes before
 * anything a later step writes.
 */
async function waitForReviewRequest(admin: GraphQLSession, orderId: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
        const { order } = await admin.request<{ order: { history: { totalItems: number } } }>(
            `query ReviewRequest($id: ID!, $type: String!) { order(id: $id) { history(options: { filter: { type: { eq: $type } } }) { totalItems } } }`,
            { id: orderId, type: reviewRequestType },
        );
        if (order.history.totalItems > 0) return;
        if (Date.now() > deadline) throw new Error(`Order ${orderId} has no ${reviewRequestType} entry after delivery`);
        await new Promise(resolve => setTimeout(resolve, 100));
    }
}
