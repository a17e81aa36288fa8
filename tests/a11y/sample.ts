/**
 * Which URLs a run checks. The whole sitemap with `--all`; otherwise a deterministic sample that rotates with
 * the commit (every URL is reached over a number of commits) and always holds one page of every template.
 */
import crypto from 'node:crypto';

/** One URL of each kind of page; always checked. */
export const templateUrls = [
    '/',
    '/guides/getting-started/installation/',
    '/guides/storefront/active-order/',
    '/guides/core-concepts/orders/',
    '/reference/',
    '/reference/typescript-api/orders/order-process/',
    '/reference/core-plugins/',
    '/reference/graphql-api/shop/queries/',
    '/user-guide/',
];

const rank = (seed: string, url: string) => crypto.createHash('sha1').update(`${seed}\0${url}`).digest('hex');

/** `size` URLs of `all`: the templates first, then the rest ordered by a hash of the seed (the commit id). */
export function sampleUrls(all: string[], seed: string, size: number): string[] {
    const templates = templateUrls.filter(url => all.includes(url));
    const rest = all.filter(url => !templates.includes(url)).sort((a, b) => rank(seed, a).localeCompare(rank(seed, b)));
    return [...templates, ...rest.slice(0, Math.max(0, size - templates.length))];
}
