/**
 * Labelled queries for `npm run bench:search`. `expect` lists the right pages (path, optionally
 * with the anchor); a hit counts when its path matches and, if an anchor is given, its anchor
 * matches case-insensitively. Every target is a page of this site's build (docs/guides,
 * docs/user-guide, generated docs/reference): the page a reader asking this would want.
 */
export type QueryKind = 'api-name' | 'graphql' | 'question' | 'misspelling' | 'user-guide';

export interface LabelledQuery {
    query: string;
    kind: QueryKind;
    expect: string[];
}

const ts = (path: string) => `/reference/typescript-api/${path}/`;
const shop = (kind: string, name: string) => `/reference/graphql-api/shop/${kind}/#${name}`;
const admin = (kind: string, name: string) => `/reference/graphql-api/admin/${kind}/#${name}`;

export const QUERIES: LabelledQuery[] = [
    // TypeScript API names: the reference entry must come first.
    { kind: 'api-name', query: 'OrderProcess', expect: [ts('orders/order-process')] },
    { kind: 'api-name', query: 'AssetServerPlugin', expect: ['/reference/core-plugins/asset-server-plugin/'] },
    { kind: 'api-name', query: 'OrderService', expect: [ts('services/order-service')] },
    { kind: 'api-name', query: 'VendurePlugin', expect: [ts('plugin/vendure-plugin')] },
    { kind: 'api-name', query: 'ShippingCalculator', expect: [ts('shipping/shipping-calculator')] },
    { kind: 'api-name', query: 'PaymentMethodHandler', expect: [ts('payment/payment-method-handler')] },
    { kind: 'api-name', query: 'PromotionCondition', expect: [ts('promotions/promotion-condition')] },
    { kind: 'api-name', query: 'EventBus', expect: [ts('events/event-bus')] },
    { kind: 'api-name', query: 'JobQueueService', expect: [ts('job-queue/job-queue-service')] },
    { kind: 'api-name', query: 'RequestContext', expect: [ts('request/request-context')] },
    { kind: 'api-name', query: 'TaxZoneStrategy', expect: [ts('tax/tax-zone-strategy')] },
    { kind: 'api-name', query: 'CustomFieldConfig', expect: [ts('custom-fields/custom-field-config')] },
    { kind: 'api-name', query: 'VendureConfig', expect: [ts('configuration/vendure-config')] },
    { kind: 'api-name', query: 'StockLocationStrategy', expect: [ts('products-stock/stock-location-strategy')] },
    { kind: 'api-name', query: 'ActiveOrderStrategy', expect: [ts('orders/active-order-strategy')] },

    // GraphQL operations: the entry on the operations page.
    { kind: 'graphql', query: 'addItemToOrder', expect: [shop('mutations', 'addItemToOrder')] },
    { kind: 'graphql', query: 'setOrderShippingMethod', expect: [shop('mutations', 'setOrderShippingMethod')] },
    { kind: 'graphql', query: 'activeOrder', expect: [shop('queries', 'activeOrder')] },
    { kind: 'graphql', query: 'addPaymentToOrder', expect: [shop('mutations', 'addPaymentToOrder')] },
    { kind: 'graphql', query: 'createProduct', expect: [admin('mutations', 'createProduct')] },
    { kind: 'graphql', query: 'transitionOrderToState', expect: [shop('mutations', 'transitionOrderToState'), admin('mutations', 'transitionOrderToState')] },
    { kind: 'graphql', query: 'eligibleShippingMethods', expect: [shop('queries', 'eligibleShippingMethods')] },

    // Questions in words: the guide comes first.
    { kind: 'question', query: 'reset a forgotten password', expect: ['/guides/storefront/customer-accounts/'] },
    { kind: 'question', query: 'call the shop api with curl', expect: ['/guides/getting-started/try-the-api/'] },
    { kind: 'question', query: 'how to write a custom promotion condition', expect: ['/guides/core-concepts/promotions/'] },
    { kind: 'question', query: 'resize images on the fly', expect: ['/guides/core-concepts/images-assets/'] },
    { kind: 'question', query: 'money stored as integers', expect: ['/guides/core-concepts/money/'] },
    { kind: 'question', query: 'add item to cart in the storefront', expect: ['/guides/storefront/active-order/'] },
    { kind: 'question', query: 'checkout flow', expect: ['/guides/storefront/checkout-flow/'] },
    { kind: 'question', query: 'generate typed graphql operations', expect: ['/guides/storefront/codegen/'] },
    { kind: 'question', query: 'install vendure', expect: ['/guides/getting-started/installation/'] },
    { kind: 'question', query: 'send order confirmation email', expect: ['/guides/core-concepts/email/'] },
    { kind: 'question', query: 'how is stock allocated when an order is placed', expect: ['/guides/core-concepts/stock-control/'] },
    { kind: 'question', query: 'paginate and sort search results in the storefront', expect: ['/guides/storefront/listing-products/'] },

    // Misspellings: still find the page.
    { kind: 'misspelling', query: 'shiping', expect: ['/guides/core-concepts/shipping/'] },
    { kind: 'misspelling', query: 'breadcrums', expect: ['/guides/storefront/navigation-menu/'] },
    { kind: 'misspelling', query: 'promotons', expect: ['/guides/core-concepts/promotions/'] },
    { kind: 'misspelling', query: 'colections', expect: ['/guides/core-concepts/collections/'] },
    { kind: 'misspelling', query: 'OrderProces', expect: [ts('orders/order-process')] },
    { kind: 'misspelling', query: 'authentcation', expect: ['/guides/core-concepts/auth/'] },

    // Shop administrators' tasks: the user guide page.
    { kind: 'user-guide', query: 'set up tax rates in the dashboard', expect: ['/user-guide/settings/taxes/'] },
    { kind: 'user-guide', query: 'create a draft order', expect: ['/user-guide/orders/draft-orders/'] },
    { kind: 'user-guide', query: 'administrator roles and permissions', expect: ['/user-guide/settings/administrators-roles/'] },
    { kind: 'user-guide', query: 'countries and zones', expect: ['/user-guide/settings/countries-zones/'] },
    { kind: 'user-guide', query: 'set up a payment method in the dashboard', expect: ['/user-guide/settings/payment-methods/'] },
    { kind: 'user-guide', query: 'facets', expect: ['/user-guide/catalog/facets/'] },
];
