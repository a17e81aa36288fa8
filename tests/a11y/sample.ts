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

export interface Selection {
    all: boolean;
    /** URL paths named on the command line (`/guides/…/`), checked when present in the sitemap. */
    paths: string[];
    /** A regular expression a URL path must match (`--filter`). */
    filter?: string;
    seed: string;
    size: number;
}

/**
 * The URLs of one run: the named paths, else every URL matching the filter, else every URL (`--all`), else
 * the sample. Named paths that the sitemap lacks are kept, so that a removed page shows up as a failure.
 */
export function selectUrls(every: string[], s: Selection): string[] {
    if (s.paths.length) return [...new Set(s.paths)];
    if (s.filter !== undefined) {
        const pattern = new RegExp(s.filter);
        return every.filter(url => pattern.test(url));
    }
    return s.all ? every : sampleUrls(every, s.seed, s.size);
}
