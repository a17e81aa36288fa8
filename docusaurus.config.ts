import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import { announcementBar } from './src/announcement';
import { isGeneratedReference } from './reference/sections';
import { repositoryUrl, siteUrl } from './src/site';
import { codeThemes } from './src/code-themes';
import { sidebarItemsGenerator } from './plugins/content/sidebar-items';
import llmsTxtPlugin from './plugins/content/llms-txt';
import splitChunksPlugin from './plugins/performance/split-chunks';
import tslibHelperPlugin from './plugins/performance/tslib-helper';
import leanRuntimePlugin from './plugins/performance/lean-runtime';
import bundleStatsPlugin from './plugins/tooling/bundle-stats';
import docsByIdPlugin from './plugins/performance/docs-by-id';
import linkPreloadPlugin from './plugins/performance/link-preload';
import routeMatchPlugin from './plugins/performance/route-match';
import prismLanguagesPlugin from './plugins/performance/prism-languages';
import codeThemePlugin from './plugins/performance/code-theme';
import compileHintsPlugin from './plugins/performance/compile-hints';
import afterHydrationPlugin from './plugins/performance/after-hydration';
import { uncolouredTheme } from './plugins/performance/code-theme/css';
import { redirectOptions } from './plugins/content/redirects/redirects';
import { prismLanguages } from './plugins/performance/prism-languages/languages';
import { ssrTemplate } from './plugins/performance/paint-before-hydration/ssr-template';
import remarkApiLinks from './plugins/content/remark-api-links';
import remarkPermissions from './plugins/content/remark-permissions';
import remarkMermaidSvg, { type MermaidThemeConfig } from './plugins/content/mermaid-svg';
import rehypeTaskListLabels from './plugins/content/rehype-task-list-labels';
import rehypeTableScroll from './plugins/content/rehype-table-scroll';
import searchIndexPlugin from './plugins/search/search-index';
import searchModalPlugin from './plugins/search/search-modal';
import remarkTocBreaks from './plugins/content/remark-toc-breaks';
import { searchThemeConfig } from './src/search/config';

/** Rewrites `…/index` to `…/` before the app starts, keeping query and hash (Docusaurus handles `.html` itself). */
const normalizeIndexUrlScript =
    "(function(l){var p=l.pathname.replace(/\\/index$/,'/');" +
    'if(p!==l.pathname)history.replaceState(history.state,"",p+l.search+l.hash)})(location)';

/** Mermaid's theme per colour mode, for @docusaurus/theme-mermaid and for the diagrams drawn at build time. */
const mermaid = { theme: { light: 'neutral', dark: 'dark' } } satisfies MermaidThemeConfig;

function resetDismissalForNewAnnouncementScript(id: string): string {
    return (
        `(function(s){try{if(s.getItem('docusaurus.announcement.id')!==${JSON.stringify(id)})` +
        "s.setItem('docusaurus.announcement.dismiss','false')}catch(e){}})(localStorage)"
    );
}

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
    // Heading ids keep their case (markdown.anchors.maintainCase): tests/build/anchors.test.ts checks every fragment.
    onBrokenAnchors: 'warn',
    onDuplicateRoutes: 'warn',

    i18n: { defaultLocale: 'en', locales: ['en'] },

    // Generated files (e.g. the GraphQL SDL downloads) are served beside the hand-made ones.
    staticDirectories: ['static', 'generated/static'],

    headTags: [
        {
            // Docusaurus strips `.html` and `/index.html` itself; `/index` would otherwise render as a 404.
            tagName: 'script',
            attributes: {},
            innerHTML: normalizeIndexUrlScript,
        },
        {
            // Docusaurus resets a dismissal for a new announcement id only after the first paint, so a new
            // announcement would stay hidden until the next page load. Reset it before the theme reads it.
            tagName: 'script',
            attributes: {},
            innerHTML: resetDismissalForNewAnnouncementScript(announcementBar.id),
        },
    ],

    future: { experimental_faster: true },

    // Paint the server-rendered page before the main bundle runs (LCP): plugins/performance/paint-before-hydration.
    ssrTemplate,

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
                    // Generated reference pages have no source file to edit; their entries link to the package source.
                    editUrl: ({ docPath }) =>
                        isGeneratedReference(docPath) ? undefined : `${repositoryUrl}/edit/master/docs/${docPath}`,
                    showLastUpdateTime: true,
                    breadcrumbs: true,
                    lastVersion: 'current',
                    versions: { current: { label: 'Next' } },
                    admonitions: { keywords: ['cli'], extendDefaults: true },
                    // Inline-code API names in hand-written pages link to their reference entries.
                    // Permission markers in User Guide tables become the Dashboard's labels (reference/permissions/);
                    // the table of contents breaks long API names between their words (`<wbr>`).
                    remarkPlugins: [remarkApiLinks, remarkPermissions, remarkTocBreaks],
                    // Diagrams drawn at build time as SVG in both colour modes: no mermaid code in the browser.
                    beforeDefaultRemarkPlugins: [[remarkMermaidSvg, { mermaid }]],
                    // Tables scroll sideways in a focusable box instead of cutting code names to fit.
                    rehypePlugins: [rehypeTaskListLabels, rehypeTableScroll],
                },
                blog: false,
                theme: {
                    customCss: ['./src/css/custom.css', './src/css/landing-pages.css', './src/css/reference.css'],
                },
                sitemap: {
                    lastmod: 'date',
                    changefreq: null,
                    priority: null,
                    // Neither the placeholder nor search result pages are for search engines.
                    ignorePatterns: ['/TODO/**', '/search/**'],
                },
            } satisfies Preset.Options,
        ],
    ],

    themes: ['@docusaurus/theme-mermaid', 'docusaurus-theme-search-typesense'],

    // Old lower-case deep links (`#orderprocess`) still scroll to their heading (`#OrderProcess`).
    clientModules: ['./src/navigation/fragment-client-module.ts', './src/navigation/sidebar-active-client-module.ts'],

    // Local plugins are passed as functions: Docusaurus cannot resolve a TypeScript plugin by path.
    plugins: [
        llmsTxtPlugin,
        splitChunksPlugin,
        tslibHelperPlugin,
        // The browser's route and chunk tables without what only the server reads (plugins/performance/lean-runtime).
        leanRuntimePlugin,
        // Plain route paths matched as strings, not one regular expression per route (plugins/performance/route-match).
        routeMatchPlugin,
        // The main bundle compiles while it downloads, off the main thread (plugins/performance/compile-hints).
        compileHintsPlugin,
        // Tab groups keep their served markup after hydration instead of being rebuilt (plugins/performance/after-hydration).
        afterHydrationPlugin,
        searchIndexPlugin,
        searchModalPlugin,
        bundleStatsPlugin,
        prismLanguagesPlugin,
        codeThemePlugin(codeThemes),
        // Every doc's description loads with the first card list, not with every page (plugins/performance/docs-by-id).
        docsByIdPlugin,
        // Links preload their target on hover and touch, not all at once when on screen (src/navigation/Link.tsx).
        linkPreloadPlugin,
        // URLs of the previous docs site keep landing (plugins/content/redirects/redirects.ts).
        ['@docusaurus/plugin-client-redirects', redirectOptions],
    ],

    themeConfig: {
        // Pagefind (embedded) by default, hosted Typesense when TYPESENSE_HOST is set: src/search/config.ts
        typesense: searchThemeConfig(),
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
                {
                    type: 'docsVersionDropdown',
                    position: 'right',
                    dropdownItemsAfter: [{ href: `${repositoryUrl}/releases`, label: 'Release notes' }],
                },
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
            // The colours of codeThemes come from a stylesheet (plugins/performance/code-theme), so highlighted markup is the
            // same in both colour modes.
            theme: uncolouredTheme,
            darkTheme: uncolouredTheme,
            // Every grammar the site uses: prism-react-renderer's own bundled ones are stripped (plugins/performance/prism-languages).
            additionalLanguages: prismLanguages,
        },
        mermaid,
    } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
