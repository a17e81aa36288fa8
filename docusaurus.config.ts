import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';

import { announcementBar } from './src/announcement';
import { repositoryUrl, siteUrl } from './src/site';
import { sidebarItemsGenerator } from './plugins/sidebar-items';
import llmsTxtPlugin from './plugins/llms-txt';

/** Rewrites `…/index` and `…/index.html` to `…/` before the app starts, keeping query and hash. */
const normalizeIndexUrlScript =
    "(function(l){var p=l.pathname.replace(/\\/index(?:\\.html)?$/,'/');" +
    'if(p!==l.pathname)history.replaceState(history.state,"",p+l.search+l.hash)})(location)';

const config = {
    title: 'Vendure Docs',
    tagline: 'Guides and API reference for Vendure, the open-source headless commerce framework',
    favicon: 'img/favicon.svg',
    url: siteUrl,
    baseUrl: '/',
    trailingSlash: true,
    organizationName: 'vendure-ecommerce',
    projectName: 'vendure',

    onBrokenLinks: 'throw',
    onBrokenMarkdownLinks: 'warn',
    onBrokenAnchors: 'warn',
    onDuplicateRoutes: 'warn',

    i18n: { defaultLocale: 'en', locales: ['en'] },

    // Generated files (e.g. the GraphQL SDL downloads) are served beside the hand-made ones.
    staticDirectories: ['static', 'generated/static'],

    headTags: [
        {
            // Docusaurus strips `.html` and `/index.html` itself; `/index` would otherwise hydrate as a 404.
            tagName: 'script',
            attributes: {},
            innerHTML: normalizeIndexUrlScript,
        },
    ],

    future: { experimental_faster: true },

    markdown: {
        format: 'mdx',
        mermaid: true,
        anchors: { maintainCase: true },
    },

    presets: [
        [
            'classic',
            {
                docs: {
                    routeBasePath: '/',
                    sidebarPath: './sidebars.ts',
                    sidebarItemsGenerator,
                    // Docusaurus appends the file's path from the site root (docs/…), which mirrors the repository's docs/ folder.
                    editUrl: `${repositoryUrl}/edit/master/`,
                    showLastUpdateTime: true,
                    breadcrumbs: true,
                    lastVersion: 'current',
                    versions: { current: { label: 'Next' } },
                    admonitions: { keywords: ['cli'], extendDefaults: true },
                },
                blog: false,
                theme: { customCss: './src/css/custom.css' },
                sitemap: { lastmod: 'date', changefreq: null, priority: null },
            } satisfies Preset.Options,
        ],
    ],

    themes: ['@docusaurus/theme-mermaid'],

    // Local plugins are passed as functions: Docusaurus cannot resolve a TypeScript plugin by path.
    plugins: [llmsTxtPlugin],

    themeConfig: {
        image: 'img/social-card.png',
        colorMode: {
            defaultMode: 'dark',
            disableSwitch: false,
            respectPrefersColorScheme: true,
        },
        announcementBar,
        docs: { sidebar: { hideable: false, autoCollapseCategories: true } },
        tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
        navbar: {
            title: 'Vendure Docs',
            hideOnScroll: true,
            logo: {
                alt: 'Vendure logo',
                src: 'img/logo-light.svg',
                srcDark: 'img/logo-dark.svg',
                width: 32,
                height: 32,
            },
            items: [
                { type: 'docSidebar', sidebarId: 'learnSidebar', label: 'Learn', position: 'left' },
                { type: 'docSidebar', sidebarId: 'referenceSidebar', label: 'Reference', position: 'left' },
                { type: 'docSidebar', sidebarId: 'userGuideSidebar', label: 'User Guide', position: 'left' },
                { type: 'docsVersionDropdown', position: 'right' },
                { type: 'localeDropdown', position: 'right' },
                { href: 'https://vendure.io', label: 'vendure.io', position: 'right' },
                { href: repositoryUrl, label: 'GitHub', position: 'right' },
                { type: 'search', position: 'right' },
            ],
        },
        footer: {
            style: 'light',
            links: [
                {
                    title: 'Resources',
                    items: [
                        { label: 'vendure.io', href: 'https://vendure.io' },
                        { label: 'GitHub', href: repositoryUrl },
                    ],
                },
                {
                    title: 'Community',
                    items: [
                        { label: 'Discord', href: 'https://vendure.io/community' },
                        { label: 'X (Twitter)', href: 'https://x.com/vendure_io' },
                        { label: 'YouTube', href: 'https://www.youtube.com/@vendure_io' },
                    ],
                },
            ],
            copyright: `Copyright © 2025 Vendure GmbH. Documentation built with Docusaurus.`,
        },
        prism: {
            theme: prismThemes.github,
            darkTheme: prismThemes.dracula,
            additionalLanguages: ['bash', 'docker', 'graphql', 'json', 'yaml', 'tsx'],
        },
        mermaid: {
            theme: { light: 'neutral', dark: 'dark' },
        },
    } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
