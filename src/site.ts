/** Facts about the site shared by the config, plugins, generators and tests. */
export const siteUrl = 'https://docs.vendure.io';

/** The framework's public repository: edit links, source links and the navbar point here. */
export const repositoryUrl = 'https://github.com/vendure-ecommerce/vendure';
