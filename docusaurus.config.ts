import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';

import { announcementBar } from './src/announcement';
import { repositoryUrl, siteUrl } from './src/site';

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
                    editUrl: `${repositoryUrl}/edit/master/docs/`,
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

    plugins: [],

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
                { type: 'docsVersionDropdown' },
                { type: 'localeDropdown' },
                { href: 'https://vendure.io', label: 'vendure.io' },
                { href: repositoryUrl, label: 'GitHub' },
                { type: 'search' },
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
