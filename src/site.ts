/** Facts about the site shared by the config, plugins, generators and tests. */
export const siteUrl = 'https://docs.vendure.io';

/** The framework's public repository: edit links, source links and the navbar point here. */
export const repositoryUrl = 'https://github.com/vendure-ecommerce/vendure';

/** Everything under docs/reference/ except its hand-written landing page is generated (npm run reference). */
export function isGeneratedReference(docPath: string): boolean {
    return docPath.startsWith('reference/') && docPath !== 'reference/index.mdx';
}
