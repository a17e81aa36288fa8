/**
 * The API index as the built site publishes it, for tools that read a build rather than this repository (the
 * docs MCP server, mcp/): the generator's index (each documented TypeScript name → its reference entries and
 * their URLs, generated/reference/api-index.json) and the Vendure release the whole site documents.
 */
import { vendureRelease } from '../../../reference/sources';
import type { ApiIndex } from '../remark-api-links';

/** Where the build holds it: `build/reference/api-index.json`. */
export const publishedApiIndexPath = '/reference/api-index.json';

export interface PublishedApiIndex {
    /** The Vendure version the site documents (reference/sources.ts). */
    vendureVersion: string;
    names: ApiIndex;
}

export function publishedApiIndex(names: ApiIndex): PublishedApiIndex {
    return { vendureVersion: vendureRelease.version, names };
}
