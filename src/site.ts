/** Facts about the site shared by the config, plugins, generators and tests. */
export const siteUrl = 'https://docs.vendure.io';

/**
 * The framework's public repository: edit links, the navbar, the footer and "report a missing result" point
 * here. It is the `repository` of the published `@vendure/*` packages, which the reference's source links read
 * (reference/typescript/reader-context.ts); src/site.test.ts fails when the pinned packages name another.
 */
export const repositoryUrl = 'https://github.com/vendurehq/vendure';
