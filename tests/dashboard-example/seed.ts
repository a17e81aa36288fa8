/**
 * The reviews the browser tests look for, created with the plugin's own `createReview` mutation: three on
 * the Laptop (product 1 of the sample data), one in each state, and one on the Tablet.
 */
import { GraphQLSession } from '../../scripts/screenshots/api';

export const reviews = [
    { productId: '1', summary: 'Fast and quiet', rating: 5, authorName: 'Ada Park', state: 'pending' },
    { productId: '1', summary: 'Good screen, short battery', rating: 3, authorName: 'Ben Ortiz', state: 'approved' },
    { productId: '1', summary: 'Arrived scratched', rating: 2, authorName: 'Cleo Ma', state: 'rejected' },
    { productId: '2', summary: 'Light enough to read in bed', rating: 4, authorName: 'Dev Rao', state: 'approved' },
] as const;

type Review = { productId: string; summary: string; rating: number; authorName: string; state: string };

/** An Admin API session signed in as the superadmin. */
export async function signedInAdmin(adminUrl: string): Promise<GraphQLSession> {
    const admin = new GraphQLSession(adminUrl);
    await admin.request(
        `mutation Login { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }`,
    );
    return admin;
}

export async function createReview(admin: GraphQLSession, review: Review): Promise<void> {
    await admin.request(`mutation CreateReview($input: CreateReviewInput!) { createReview(input: $input) { id } }`, {
        input: { ...review, body: `${review.summary}. Written for the Dashboard guides' browser tests.` },
    });
}

export async function seedReviews(adminUrl: string): Promise<void> {
    const admin = await signedInAdmin(adminUrl);
    for (const review of reviews) await createReview(admin, review);
}
