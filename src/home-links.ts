/** The home page's entry points. Every `to` must be a page that exists: the build fails on broken links. */
export interface HomeLink {
    to: string;
    label: string;
}

export const bodies = [
    {
        title: 'Learn',
        to: '/guides/getting-started/installation/',
        text: 'Install Vendure, understand its core concepts, and build storefronts and plugins step by step.',
    },
    {
        title: 'Reference',
        to: '/reference/',
        text: 'Every TypeScript class, GraphQL operation, core plugin and Dashboard API, generated from the released packages.',
    },
    {
        title: 'User Guide',
        to: '/user-guide/',
        text: 'For shop administrators: manage products, orders, customers, promotions and settings in the Dashboard.',
    },
];

export const popular: { title: string; links: HomeLink[] }[] = [
    {
        title: 'Guides',
        links: [{ to: '/guides/getting-started/installation/', label: 'Installation' }],
    },
    {
        title: 'Reference',
        links: [{ to: '/reference/', label: 'Reference overview' }],
    },
    {
        title: 'User Guide',
        links: [{ to: '/user-guide/', label: 'Using the Dashboard' }],
    },
];
