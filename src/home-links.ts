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
        links: [
            { to: '/guides/getting-started/installation/', label: 'Installation' },
            { to: '/guides/getting-started/graphql-intro/', label: 'GraphQL in Vendure' },
            { to: '/guides/core-concepts/orders/', label: 'Orders and the order process' },
            { to: '/guides/core-concepts/payment/', label: 'Payment' },
            { to: '/guides/storefront/checkout-flow/', label: 'Storefront checkout flow' },
        ],
    },
    {
        title: 'Reference',
        links: [
            { to: '/reference/typescript-api/configuration/vendure-config/', label: 'VendureConfig' },
            { to: '/reference/typescript-api/orders/order-process/', label: 'OrderProcess' },
            { to: '/reference/graphql-api/shop/queries/', label: 'Shop API queries' },
            { to: '/reference/graphql-api/admin/mutations/', label: 'Admin API mutations' },
            { to: '/reference/core-plugins/asset-server-plugin/', label: 'AssetServerPlugin' },
        ],
    },
    {
        title: 'User Guide',
        links: [
            { to: '/user-guide/catalog/products/', label: 'Products and variants' },
            { to: '/user-guide/orders/', label: 'Managing orders' },
            { to: '/user-guide/promotions/', label: 'Promotions and coupon codes' },
            { to: '/user-guide/settings/taxes/', label: 'Tax settings' },
        ],
    },
];
