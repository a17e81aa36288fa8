import { frontMatter, type FrontMatter } from '../front-matter';
import { vendureRelease } from '../sources';
import { entriesOf, pageUrl } from './entries';
import { apiTypes, pageKinds, type ApiType, type GraphqlSchemas } from './model';
import { apiLabels, pageTitles } from './render-page';

const purpose: Record<ApiType, string> = {
    admin:
        'The Admin API is the API for managing a Vendure shop: the catalog, orders, customers, promotions, ' +
        'channels, settings and the administrators themselves. The dashboard is built on it, and scripts or ' +
        'integrations can call it too. Its operations are guarded by permissions (the `Permission` enum), which ' +
        'an administrator receives through roles.',
    shop:
        'The Shop API is the public API that a storefront calls: products, collections, search, the active order, ' +
        'checkout and the customer account. It exposes no administration operations, and its schema is smaller ' +
        "than the Admin API's; types that exist in both may still have different fields.",
};

const endpointPath: Record<ApiType, string> = { admin: 'admin-api', shop: 'shop-api' };

/**
 * What an index page is written as: the MDX page (front matter, site-relative links, a download link) or its
 * plain Markdown twin (`#` title, absolute links).
 */
export type IndexFlavor = { kind: 'mdx' } | { kind: 'md'; siteUrl: string };

const mdx: IndexFlavor = { kind: 'mdx' };

function href(flavor: IndexFlavor, path: string): string {
    return flavor.kind === 'md' ? `${flavor.siteUrl}${path}` : path;
}

function heading(flavor: IndexFlavor, fields: Omit<FrontMatter, 'published'>): string {
    return flavor.kind === 'md' ? `# ${fields.title}` : frontMatter({ ...fields, published: vendureRelease.published });
}

function schemaDownload(flavor: IndexFlavor, api: ApiType, text: string): string {
    const path = `/reference/graphql-api/${api}/schema.graphql`;
    return flavor.kind === 'md' ? `[${text}](${href(flavor, path)})` : `<a href="${path}" download>${text}</a>`;
}

function linkList(schemas: GraphqlSchemas, api: ApiType, flavor: IndexFlavor): string {
    return pageKinds
        .map(
            page =>
                `- [${pageTitles[page].label}](${href(flavor, pageUrl(api, page))}): ${entriesOf(schemas[api], page).length} ${pageTitles[page].noun}`,
        )
        .join('\n');
}

function apiIndex(schemas: GraphqlSchemas, api: ApiType, flavor: IndexFlavor = mdx): string {
    const label = apiLabels[api];
    return [
        heading(flavor, {
            title: label,
            description: `What the Vendure ${label} is for, where it is served, how requests authenticate, and its reference pages.`,
            sidebarPosition: 0,
        }),
        purpose[api],
        '## Endpoint',
        `A Vendure server serves the ${label} at the path set by ` +
            `\`apiOptions.${api}ApiPath\`, which defaults to \`${endpointPath[api]}\`. With the default port that is ` +
            `\`http://localhost:3000/${endpointPath[api]}\`. In a multi-channel setup, pass the channel token in the ` +
            `\`vendure-token\` header (or query string parameter) to choose the channel; without it the default channel is used.`,
        '## Authentication',
        `How the session token travels is set by \`authOptions.tokenMethod\` (default \`'cookie'\`). With ` +
            `\`'cookie'\`, a successful login sets a session cookie that a browser client sends with each request. ` +
            `With \`'bearer'\`, the login response carries the token (in the \`vendure-auth-token\` header by default, ` +
            `see \`authOptions.authTokenHeaderKey\`) and the client sends it back as \`Authorization: Bearer <token>\`. ` +
            `Both can be enabled at once, and \`'api-key'\` adds long-lived API keys sent in the \`vendure-api-key\` header.`,
        '## Reference pages',
        linkList(schemas, api, flavor),
        `The whole ${label} schema as SDL, as served by a new project with the default plugins (${schemas.plugins.map(p => `\`${p}\``).join(', ')}): ` +
            `${schemaDownload(flavor, api, `${api}/schema.graphql`)}.`,
        '',
    ].join('\n\n');
}

function rootIndex(schemas: GraphqlSchemas, flavor: IndexFlavor = mdx): string {
    return [
        heading(flavor, {
            title: 'GraphQL API',
            description: `Reference of the Vendure ${vendureRelease.version} Admin API and Shop API, generated from the schema a server really serves.`,
        }),
        'A Vendure server exposes two separate GraphQL APIs. Each has its own endpoint, schema and permissions.',
        apiTypes
            .map(
                api =>
                    `- [${apiLabels[api]}](${href(flavor, `/reference/graphql-api/${api}/`)}): ${apiIndexSummary(schemas, api)}`,
            )
            .join('\n'),
        `These pages are generated from the final schema of Vendure ${vendureRelease.version} with the plugins of a new project ` +
            `(${schemas.plugins.map(p => `\`${p}\``).join(', ')}). An entry contributed by one of those plugins ` +
            'names it; custom fields and plugins of your own project extend the schema further, so use introspection ' +
            'or the GraphiQL playground of your server for its exact schema.',
        '',
    ].join('\n\n');
}

function apiIndexSummary(schemas: GraphqlSchemas, api: ApiType): string {
    const count = (page: (typeof pageKinds)[number]) => entriesOf(schemas[api], page).length;
    return `${count('queries')} queries, ${count('mutations')} mutations, ${count('object-types')} object types, ${count('input-types')} input types, ${count('enums')} enums.`;
}

/** The three index pages, keyed by path relative to the section folder. */
export function indexPages(schemas: GraphqlSchemas): Record<string, string> {
    return {
        'index.mdx': rootIndex(schemas),
        'admin/index.mdx': apiIndex(schemas, 'admin'),
        'shop/index.mdx': apiIndex(schemas, 'shop'),
    };
}

/** The Markdown twins of the three index pages, keyed like indexPages with `.md`. */
export function indexPagesMarkdown(schemas: GraphqlSchemas, siteUrl: string): Record<string, string> {
    const flavor: IndexFlavor = { kind: 'md', siteUrl };
    return {
        'index.md': `${rootIndex(schemas, flavor).trimEnd()}\n`,
        'admin/index.md': `${apiIndex(schemas, 'admin', flavor).trimEnd()}\n`,
        'shop/index.md': `${apiIndex(schemas, 'shop', flavor).trimEnd()}\n`,
    };
}
