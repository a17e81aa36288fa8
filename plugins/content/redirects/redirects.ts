/**
 * Every redirect of the site, in one place: URLs the previous docs site published that must keep landing.
 * They become static redirect pages (`@docusaurus/plugin-client-redirects`), so they work on any host.
 */
import type { Options } from '@docusaurus/plugin-client-redirects';

/** Reference pages renamed or removed since 3.5, each to its successor or the closest page. */
export const movedPages: Array<{ from: string; to: string }> = [
    // `S3AssetStorageStrategy` is now kebab-cased at every capital.
    {
        from: '/reference/core-plugins/asset-server-plugin/s3asset-storage-strategy/',
        to: '/reference/core-plugins/asset-server-plugin/s3-asset-storage-strategy/',
    },
    {
        from: '/reference/admin-ui-api/components/data-table2component/',
        to: '/reference/admin-ui-api/components/data-table2-component/',
    },
    {
        from: '/reference/typescript-api/common/vendure_version/',
        to: '/reference/typescript-api/common/vendure-version/',
    },
    // The hash type is gone; `ConfigArgs` is where a configurable operation's arguments are described now.
    {
        from: '/reference/typescript-api/configurable-operation-def/default-form-config-hash/',
        to: '/reference/typescript-api/configurable-operation-def/config-args/',
    },
    {
        from: '/reference/admin-ui-api/react-extensions/register-react-route-component-options/',
        to: '/reference/admin-ui-api/react-extensions/register-react-route-component/',
    },
    // The Pub/Sub job queue left @vendure/job-queue-plugin; its closest page is the plugin's own index.
    {
        from: '/reference/core-plugins/job-queue-plugin/pub-sub-plugin/',
        to: '/reference/core-plugins/job-queue-plugin/',
    },
    {
        from: '/reference/core-plugins/job-queue-plugin/pub-sub-job-queue-strategy/',
        to: '/reference/core-plugins/job-queue-plugin/',
    },
    {
        from: '/reference/core-plugins/job-queue-plugin/pub-sub-options/',
        to: '/reference/core-plugins/job-queue-plugin/',
    },
    // The Stellate plugin is no longer a core plugin; response caching is covered by the cache guide.
    { from: '/reference/core-plugins/stellate-plugin/', to: '/guides/developer-guide/cache/' },
    { from: '/reference/core-plugins/stellate-plugin/purge-rule/', to: '/guides/developer-guide/cache/' },
    { from: '/reference/core-plugins/stellate-plugin/stellate-service/', to: '/guides/developer-guide/cache/' },
    { from: '/reference/core-plugins/stellate-plugin/stellate-plugin-options/', to: '/guides/developer-guide/cache/' },
];

/** Short top-level links of the docs before 2.0, which had no `/guides/` or `/reference/` level. */
export const shortLinks: Array<{ from: string; to: string }> = [
    { from: '/getting-started/', to: '/guides/getting-started/installation/' },
    { from: '/plugins/', to: '/guides/developer-guide/plugins/' },
    { from: '/plugins/writing-a-vendure-plugin/', to: '/guides/developer-guide/plugins/' },
    { from: '/developer-guide/', to: '/guides/developer-guide/' },
    { from: '/developer-guide/customizing-models/', to: '/guides/developer-guide/custom-fields/' },
    { from: '/developer-guide/overview/', to: '/guides/developer-guide/overview/' },
    { from: '/storefront/', to: '/guides/storefront/' },
    { from: '/deployment/', to: '/guides/deployment/' },
];

/**
 * Old trees that map one to one onto today's: `/developer-guide/x/` is `/guides/developer-guide/x/`,
 * `/typescript-api/x/` is `/reference/typescript-api/x/`. Applied to every page that exists.
 */
const movedTrees: Array<{ old: string; now: string }> = [
    { old: '/getting-started/', now: '/guides/getting-started/' },
    { old: '/developer-guide/', now: '/guides/developer-guide/' },
    { old: '/storefront/', now: '/guides/storefront/' },
    { old: '/deployment/', now: '/guides/deployment/' },
    { old: '/typescript-api/', now: '/reference/typescript-api/' },
    { old: '/graphql-api/', now: '/reference/graphql-api/' },
    { old: '/admin-ui-api/', now: '/reference/admin-ui-api/' },
    { old: '/core-plugins/', now: '/reference/core-plugins/' },
];

/** Old paths of an existing page under the moved trees (without the tree's own root, listed above). */
export function oldPathsOf(existingPath: string): string[] {
    const olds: string[] = [];
    for (const { old, now } of movedTrees) {
        if (existingPath.startsWith(now) && existingPath !== now) olds.push(old + existingPath.slice(now.length));
    }
    return olds;
}

/**
 * Folders of today's URLs that have no page of their own: a reader who shortens a URL lands on the first page
 * of the folder in reading order (the Learn navbar link's page). Folders with an index page need none; the
 * build test `tests/build/folder-urls.test.ts` fails when a folder lands nowhere.
 */
export const folderLandings: Array<{ from: string; to: string }> = [
    { from: '/guides/', to: '/guides/getting-started/installation/' },
    { from: '/guides/getting-started/', to: '/guides/getting-started/installation/' },
];

const explicit = [...movedPages, ...shortLinks, ...folderLandings];

export const redirectOptions: Options = {
    redirects: explicit.map(({ from, to }) => ({ from: from.replace(/\/$/, ''), to })),
    createRedirects: existingPath => {
        const explicitSources = new Set(explicit.map(r => r.from.replace(/\/$/, '')));
        const olds = oldPathsOf(existingPath.endsWith('/') ? existingPath : `${existingPath}/`)
            .map(p => p.replace(/\/$/, ''))
            .filter(p => !explicitSources.has(p));
        return olds.length ? olds : undefined;
    },
};
