/**
 * Labelled queries for `npm run bench:search`. `expect` lists the right pages (path, optionally
 * with the anchor); a hit counts when its path matches and, if an anchor is given, its anchor
 * matches case-insensitively. Every target is a page of this site's build (docs/guides,
 * docs/user-guide, generated docs/reference): the page a reader asking this would want.
 */
export type QueryKind =
    | 'api-name'
    | 'graphql'
    | 'api-kind'
    | 'question'
    | 'developer-guide'
    | 'deployment'
    | 'how-to'
    | 'extending-dashboard'
    | 'extending-admin-ui'
    | 'misspelling'
    | 'user-guide';

export interface LabelledQuery {
    query: string;
    kind: QueryKind;
    expect: string[];
}

const ts = (path: string) => `/reference/typescript-api/${path}/`;
const shop = (kind: string, name: string) => `/reference/graphql-api/shop/${kind}/#${name}`;
const admin = (kind: string, name: string) => `/reference/graphql-api/admin/${kind}/#${name}`;
const guide = (path: string) => `/guides/${path}/`;
const devGuide = (path: string) => guide(`developer-guide/${path}`);

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
    // An exact API name beats the guides that merely mention it (they do, often).
    { kind: 'api-name', query: 'ProductVariant', expect: [ts('entities/product-variant')] },
    { kind: 'api-name', query: 'TransactionalConnection', expect: [ts('data-access/transactional-connection')] },
    { kind: 'api-name', query: 'ListQueryBuilder', expect: [ts('data-access/list-query-builder')] },
    { kind: 'api-name', query: 'EntityHydrator', expect: [ts('data-access/entity-hydrator')] },
    { kind: 'api-name', query: 'Injector', expect: [ts('common/injector')] },
    { kind: 'api-name', query: 'CacheService', expect: [ts('cache/cache-service')] },
    { kind: 'api-name', query: 'SelfRefreshingCache', expect: [ts('cache/self-refreshing-cache')] },
    { kind: 'api-name', query: 'TranslatableSaver', expect: [ts('service-helpers/translatable-saver')] },
    { kind: 'api-name', query: 'PaginatedList', expect: [ts('common/paginated-list')] },
    { kind: 'api-name', query: 'ScheduledTask', expect: [ts('scheduled-tasks/scheduled-task')] },
    { kind: 'api-name', query: 'HardenPlugin', expect: ['/reference/core-plugins/harden-plugin/'] },
    { kind: 'api-name', query: 'EmailPlugin', expect: ['/reference/core-plugins/email-plugin/'] },

    // GraphQL operations: the entry on the operations page.
    { kind: 'graphql', query: 'addItemToOrder', expect: [shop('mutations', 'addItemToOrder')] },
    { kind: 'graphql', query: 'setOrderShippingMethod', expect: [shop('mutations', 'setOrderShippingMethod')] },
    { kind: 'graphql', query: 'activeOrder', expect: [shop('queries', 'activeOrder')] },
    { kind: 'graphql', query: 'addPaymentToOrder', expect: [shop('mutations', 'addPaymentToOrder')] },
    { kind: 'graphql', query: 'createProduct', expect: [admin('mutations', 'createProduct')] },
    {
        kind: 'graphql',
        query: 'transitionOrderToState',
        expect: [shop('mutations', 'transitionOrderToState'), admin('mutations', 'transitionOrderToState')],
    },
    { kind: 'graphql', query: 'eligibleShippingMethods', expect: [shop('queries', 'eligibleShippingMethods')] },

    // A word naming the API kind: that kind's entry first.
    { kind: 'api-kind', query: 'createProduct mutation', expect: [admin('mutations', 'createProduct')] },
    { kind: 'api-kind', query: 'ErrorCode enum', expect: [shop('enums', 'ErrorCode'), admin('enums', 'ErrorCode')] },
    { kind: 'api-kind', query: 'Product entity', expect: [ts('entities/product')] },
    { kind: 'api-kind', query: 'OrderService service', expect: [ts('services/order-service')] },
    { kind: 'api-kind', query: 'activeOrder query', expect: [shop('queries', 'activeOrder')] },
    {
        kind: 'api-kind',
        query: 'Order object type',
        expect: [shop('object-types', 'Order'), admin('object-types', 'Order')],
    },
    { kind: 'api-kind', query: 'CreateProductInput input', expect: [admin('input-types', 'CreateProductInput')] },
    { kind: 'api-kind', query: 'OrderPlacedEvent event', expect: [`${ts('events/event-types')}#OrderPlacedEvent`] },
    {
        kind: 'api-kind',
        query: 'LanguageCode enum',
        expect: [shop('enums', 'LanguageCode'), admin('enums', 'LanguageCode'), ts('common/language-code')],
    },
    { kind: 'api-kind', query: 'setCustomerForOrder mutation', expect: [shop('mutations', 'setCustomerForOrder')] },
    { kind: 'api-kind', query: 'Customer entity', expect: [ts('entities/customer')] },
    {
        kind: 'api-kind',
        query: 'TaxLineCalculationStrategy strategy',
        expect: [ts('tax/tax-line-calculation-strategy')],
    },
    { kind: 'api-kind', query: 'ChannelService service', expect: [ts('services/channel-service')] },

    // Questions in words: the guide comes first.
    { kind: 'question', query: 'reset a forgotten password', expect: ['/guides/storefront/customer-accounts/'] },
    { kind: 'question', query: 'call the shop api with curl', expect: ['/guides/getting-started/try-the-api/'] },
    {
        kind: 'question',
        query: 'how to write a custom promotion condition',
        expect: ['/guides/core-concepts/promotions/'],
    },
    { kind: 'question', query: 'resize images on the fly', expect: ['/guides/core-concepts/images-assets/'] },
    { kind: 'question', query: 'money stored as integers', expect: ['/guides/core-concepts/money/'] },
    { kind: 'question', query: 'add item to cart in the storefront', expect: ['/guides/storefront/active-order/'] },
    { kind: 'question', query: 'checkout flow', expect: ['/guides/storefront/checkout-flow/'] },
    { kind: 'question', query: 'generate typed graphql operations', expect: ['/guides/storefront/codegen/'] },
    { kind: 'question', query: 'install vendure', expect: ['/guides/getting-started/installation/'] },
    { kind: 'question', query: 'send order confirmation email', expect: ['/guides/core-concepts/email/'] },
    {
        kind: 'question',
        query: 'how is stock allocated when an order is placed',
        expect: ['/guides/core-concepts/stock-control/'],
    },
    {
        kind: 'question',
        query: 'paginate and sort search results in the storefront',
        expect: ['/guides/storefront/listing-products/'],
    },

    // The Developer Guide: one question per page.
    { kind: 'developer-guide', query: 'how do I cache data in a plugin', expect: [devGuide('cache')] },
    { kind: 'developer-guide', query: 'make a custom entity channel aware', expect: [devGuide('channel-aware')] },
    {
        kind: 'developer-guide',
        query: 'let users swap a strategy in my plugin',
        expect: [devGuide('custom-strategies-in-plugins')],
    },
    {
        kind: 'developer-guide',
        query: 'one database query per item in a field resolver',
        expect: [devGuide('dataloaders')],
    },
    {
        kind: 'developer-guide',
        query: 'run code when a TypeORM entity is written',
        expect: [devGuide('db-subscribers')],
    },
    { kind: 'developer-guide', query: 'custom fields on my plugin entities', expect: [devGuide('has-custom-fields')] },
    { kind: 'developer-guide', query: 'import products from a csv file', expect: [devGuide('importing-data')] },
    { kind: 'developer-guide', query: 'how do I change the log level', expect: [devGuide('logging')] },
    {
        kind: 'developer-guide',
        query: 'inspect the module graph with nestjs devtools',
        expect: [devGuide('nest-devtools')],
    },
    { kind: 'developer-guide', query: 'run a task on a cron schedule', expect: [devGuide('scheduled-tasks')] },
    {
        kind: 'developer-guide',
        query: 'use vendure services from a script outside the server',
        expect: [devGuide('stand-alone-scripts')],
    },
    { kind: 'developer-guide', query: 'entity text fields in several languages', expect: [devGuide('translatable')] },
    { kind: 'developer-guide', query: 'translate error messages of a plugin', expect: [devGuide('translations')] },
    { kind: 'developer-guide', query: 'upload a file with a graphql mutation', expect: [devGuide('uploading-files')] },
    {
        kind: 'developer-guide',
        query: 'define my own permission for a resolver',
        expect: [devGuide('custom-permissions')],
    },
    { kind: 'developer-guide', query: 'add a database table in a plugin', expect: [devGuide('database-entity')] },
    { kind: 'developer-guide', query: 'add a new query to the shop api', expect: [devGuide('extend-graphql-api')] },
    { kind: 'developer-guide', query: 'add a rest endpoint with a controller', expect: [devGuide('rest-endpoint')] },
    { kind: 'developer-guide', query: 'vendure cli commands', expect: [devGuide('cli')] },
    {
        kind: 'developer-guide',
        query: 'configure the server with environment variables',
        expect: [devGuide('configuration')],
    },
    { kind: 'developer-guide', query: 'add a custom field to products', expect: [devGuide('custom-fields')] },
    {
        kind: 'developer-guide',
        query: 'throw an error or return an error result',
        expect: [devGuide('error-handling')],
    },
    { kind: 'developer-guide', query: 'subscribe to events when a product changes', expect: [devGuide('events')] },
    { kind: 'developer-guide', query: 'generate and run a database migration', expect: [devGuide('migrations')] },
    { kind: 'developer-guide', query: 'how do I write a plugin', expect: [devGuide('plugins')] },
    { kind: 'developer-guide', query: 'csrf cors and password policies', expect: [devGuide('security')] },
    { kind: 'developer-guide', query: 'store user preferences in the database', expect: [devGuide('settings-store')] },
    {
        kind: 'developer-guide',
        query: 'strategies versus configurable operations',
        expect: [devGuide('strategies-configurable-operations')],
    },
    { kind: 'developer-guide', query: 'write end-to-end tests for a plugin', expect: [devGuide('testing')] },
    { kind: 'developer-guide', query: 'upgrade to a newer vendure release', expect: [devGuide('updating')] },
    { kind: 'developer-guide', query: 'run slow work in the background', expect: [devGuide('worker-job-queue')] },
    {
        kind: 'developer-guide',
        query: 'what are the building blocks of a vendure server',
        expect: [devGuide('overview')],
    },
    {
        kind: 'developer-guide',
        query: 'how does a graphql request reach my resolver',
        expect: [devGuide('the-api-layer')],
    },
    { kind: 'developer-guide', query: 'write and inject my own service', expect: [devGuide('the-service-layer')] },
    {
        kind: 'developer-guide',
        query: 'typescript api changes since v1',
        expect: [devGuide('migrating-from-v1/breaking-api-changes')],
    },
    {
        kind: 'developer-guide',
        query: 'migrate a version 1 database',
        expect: [devGuide('migrating-from-v1/database-migration')],
    },
    {
        kind: 'developer-guide',
        query: 'upgrade a project from vendure 1 to 3',
        expect: [devGuide('migrating-from-v1')],
    },
    {
        kind: 'developer-guide',
        query: 'update storefront queries after the v1 upgrade',
        expect: [devGuide('migrating-from-v1/storefront-migration')],
    },

    // Deployment: one question per page.
    {
        kind: 'deployment',
        query: 'deploy on digitalocean',
        expect: [guide('deployment/deploy-to-digital-ocean-app-platform')],
    },
    {
        kind: 'deployment',
        query: 'run vendure on google cloud run',
        expect: [guide('deployment/deploy-to-google-cloud-run')],
    },
    { kind: 'deployment', query: 'host the server on northflank', expect: [guide('deployment/deploy-to-northflank')] },
    { kind: 'deployment', query: 'deploy to railway', expect: [guide('deployment/deploy-to-railway')] },
    {
        kind: 'deployment',
        query: 'render blueprint for the server and worker',
        expect: [guide('deployment/deploy-to-render')],
    },
    {
        kind: 'deployment',
        query: 'serve the dashboard in production',
        expect: [guide('deployment/deploying-admin-ui'), guide('extending-the-dashboard/deployment')],
    },
    {
        kind: 'deployment',
        query: 'fill the production database with initial data',
        expect: [guide('deployment/getting-data-into-production')],
    },
    {
        kind: 'deployment',
        query: 'several server instances behind a load balancer',
        expect: [guide('deployment/horizontal-scaling')],
    },
    {
        kind: 'deployment',
        query: 'what to change before going live',
        expect: [guide('deployment/production-configuration')],
    },
    {
        kind: 'deployment',
        query: 'how much memory and cpu does the server need',
        expect: [guide('deployment/server-resource-requirements')],
    },
    { kind: 'deployment', query: 'build a docker image', expect: [guide('deployment/using-docker')] },

    // How-to guides: one question per page.
    { kind: 'how-to', query: 'sync the catalogue to a cms', expect: [guide('how-to/cms-integration-plugin')] },
    { kind: 'how-to', query: 'generate typescript types for plugin resolvers', expect: [guide('how-to/codegen')] },
    {
        kind: 'how-to',
        query: 'let customers configure a product when adding it to the cart',
        expect: [guide('how-to/configurable-products')],
    },
    { kind: 'how-to', query: 'sell downloadable products', expect: [guide('how-to/digital-products')] },
    { kind: 'how-to', query: 'login with github', expect: [guide('how-to/github-oauth-authentication')] },
    { kind: 'how-to', query: 'sign in with google', expect: [guide('how-to/google-oauth-authentication')] },
    { kind: 'how-to', query: 'build a multi vendor marketplace', expect: [guide('how-to/multi-vendor-marketplaces')] },
    { kind: 'how-to', query: 'paginated list query for a custom entity', expect: [guide('how-to/paginated-list')] },
    { kind: 'how-to', query: 'publish my plugin to npm', expect: [guide('how-to/publish-plugin')] },
    { kind: 'how-to', query: 'store assets in s3', expect: [guide('how-to/s3-asset-storage')] },
    { kind: 'how-to', query: 'send traces to opentelemetry', expect: [guide('how-to/telemetry')] },

    // Extending the Dashboard: one question per page.
    {
        kind: 'extending-dashboard',
        query: 'show an alert in the dashboard header',
        expect: [guide('extending-the-dashboard/alerts')],
    },
    {
        kind: 'extending-dashboard',
        query: 'page that creates and edits an entity in the dashboard',
        expect: [guide('extending-the-dashboard/creating-pages/detail-pages')],
    },
    {
        kind: 'extending-dashboard',
        query: 'add a new page to the dashboard',
        expect: [guide('extending-the-dashboard/creating-pages')],
    },
    {
        kind: 'extending-dashboard',
        query: 'sortable filterable list of my entities in the dashboard',
        expect: [guide('extending-the-dashboard/creating-pages/list-pages')],
    },
    {
        kind: 'extending-dashboard',
        query: 'split a dashboard page into tabs',
        expect: [guide('extending-the-dashboard/creating-pages/tabbed-pages')],
    },
    {
        kind: 'extending-dashboard',
        query: 'examples of dashboard form components',
        expect: [guide('extending-the-dashboard/custom-form-components/form-component-examples')],
    },
    {
        kind: 'extending-dashboard',
        query: 'my own input for a custom field in the dashboard',
        expect: [guide('extending-the-dashboard/custom-form-components')],
    },
    {
        kind: 'extending-dashboard',
        query: 'pick related entities in a dashboard form',
        expect: [guide('extending-the-dashboard/custom-form-components/relation-selectors')],
    },
    {
        kind: 'extending-dashboard',
        query: 'add a button to the dashboard action bar',
        expect: [guide('extending-the-dashboard/customizing-pages/action-bar-items')],
    },
    {
        kind: 'extending-dashboard',
        query: 'change the product detail form in the dashboard',
        expect: [guide('extending-the-dashboard/customizing-pages/customizing-detail-pages')],
    },
    {
        kind: 'extending-dashboard',
        query: 'add a column to a dashboard list',
        expect: [guide('extending-the-dashboard/customizing-pages/customizing-list-pages')],
    },
    {
        kind: 'extending-dashboard',
        query: 'change the logo on the dashboard login page',
        expect: [guide('extending-the-dashboard/customizing-pages/customizing-login-page')],
    },
    {
        kind: 'extending-dashboard',
        query: 'custom entries in the order history timeline',
        expect: [guide('extending-the-dashboard/customizing-pages/history-entries')],
    },
    {
        kind: 'extending-dashboard',
        query: 'change the built-in dashboard pages',
        expect: [guide('extending-the-dashboard/customizing-pages')],
    },
    {
        kind: 'extending-dashboard',
        query: 'add a widget to the insights page',
        expect: [guide('extending-the-dashboard/customizing-pages/insights-widgets')],
    },
    {
        kind: 'extending-dashboard',
        query: 'add a block of content to a dashboard page',
        expect: [guide('extending-the-dashboard/customizing-pages/page-blocks')],
    },
    {
        kind: 'extending-dashboard',
        query: 'load data with useQuery in a dashboard extension',
        expect: [guide('extending-the-dashboard/data-fetching')],
    },
    {
        kind: 'extending-dashboard',
        query: 'build the dashboard with extensions for production',
        expect: [guide('extending-the-dashboard/deployment')],
    },
    {
        kind: 'extending-dashboard',
        query: 'what can a dashboard extension change',
        expect: [guide('extending-the-dashboard/extending-overview')],
    },
    {
        kind: 'extending-dashboard',
        query: 'set up my first dashboard extension',
        expect: [guide('extending-the-dashboard/getting-started')],
    },
    {
        kind: 'extending-dashboard',
        query: 'translate the texts of a dashboard extension',
        expect: [guide('extending-the-dashboard/localization')],
    },
    {
        kind: 'extending-dashboard',
        query: 'move admin ui extensions to the dashboard',
        expect: [guide('extending-the-dashboard/migration')],
    },
    {
        kind: 'extending-dashboard',
        query: 'add an entry to the dashboard sidebar',
        expect: [guide('extending-the-dashboard/navigation')],
    },
    {
        kind: 'extending-dashboard',
        query: 'which libraries is the dashboard built with',
        expect: [guide('extending-the-dashboard/tech-stack')],
    },
    {
        kind: 'extending-dashboard',
        query: 'change the dashboard colours and fonts',
        expect: [guide('extending-the-dashboard/theming')],
    },

    // Extending the Admin UI (Angular): one question per page.
    {
        kind: 'extending-admin-ui',
        query: 'add a button to an admin ui list page',
        expect: [guide('extending-the-admin-ui/add-actions-to-pages')],
    },
    {
        kind: 'extending-admin-ui',
        query: 'ship translations with an admin ui extension',
        expect: [guide('extending-the-admin-ui/adding-ui-translations')],
    },
    {
        kind: 'extending-admin-ui',
        query: 'put my logo on the admin ui',
        expect: [guide('extending-the-admin-ui/admin-ui-theming-branding')],
    },
    {
        kind: 'extending-admin-ui',
        query: 'alerts in the admin ui bell menu',
        expect: [guide('extending-the-admin-ui/alerts')],
    },
    {
        kind: 'extending-admin-ui',
        query: 'action for the selected rows of a list',
        // The query does not name the Admin UI: the Dashboard's bulk actions are as right (search ranks them first).
        expect: [
            guide('extending-the-admin-ui/bulk-actions'),
            guide('extending-the-dashboard/customizing-pages/customizing-list-pages'),
        ],
    },
    {
        kind: 'extending-admin-ui',
        query: 'angular detail view that edits an entity',
        expect: [guide('extending-the-admin-ui/creating-detail-views')],
    },
    {
        kind: 'extending-admin-ui',
        query: 'angular list view with a data table',
        expect: [guide('extending-the-admin-ui/creating-list-views')],
    },
    {
        kind: 'extending-admin-ui',
        query: 'render a column of a built-in admin ui list differently',
        expect: [guide('extending-the-admin-ui/custom-data-table-components')],
    },
    {
        kind: 'extending-admin-ui',
        query: 'embed my component in an admin ui detail page',
        expect: [guide('extending-the-admin-ui/custom-detail-components')],
    },
    {
        kind: 'extending-admin-ui',
        query: 'replace the admin ui input of a custom field',
        expect: [guide('extending-the-admin-ui/custom-form-inputs')],
    },
    {
        kind: 'extending-admin-ui',
        query: 'show custom history entries in the admin ui timeline',
        expect: [guide('extending-the-admin-ui/custom-timeline-components')],
    },
    {
        kind: 'extending-admin-ui',
        query: 'widgets on the admin ui dashboard',
        expect: [guide('extending-the-admin-ui/dashboard-widgets')],
    },
    {
        kind: 'extending-admin-ui',
        query: 'add a route to the admin ui',
        expect: [guide('extending-the-admin-ui/defining-routes')],
    },
    {
        kind: 'extending-admin-ui',
        query: 'compile admin ui extensions with live reload',
        expect: [guide('extending-the-admin-ui/getting-started')],
    },
    {
        kind: 'extending-admin-ui',
        query: 'add an item to the admin ui navigation menu',
        expect: [guide('extending-the-admin-ui/nav-menu')],
    },
    {
        kind: 'extending-admin-ui',
        query: 'add a tab to the product page in the admin ui',
        expect: [guide('extending-the-admin-ui/page-tabs')],
    },
    {
        kind: 'extending-admin-ui',
        query: 'components and css classes admin ui extensions can use',
        expect: [guide('extending-the-admin-ui/ui-library')],
    },
    {
        kind: 'extending-admin-ui',
        query: 'write an admin ui extension in react',
        expect: [guide('extending-the-admin-ui/using-other-frameworks')],
    },

    // Misspellings: still find the page.
    { kind: 'misspelling', query: 'shiping', expect: ['/guides/core-concepts/shipping/'] },
    // Breadcrumbs are built in the storefront and declared for Dashboard pages.
    {
        kind: 'misspelling',
        query: 'breadcrums',
        expect: ['/guides/storefront/navigation-menu/', '/guides/extending-the-dashboard/creating-pages/#Breadcrumbs'],
    },
    { kind: 'misspelling', query: 'promotons', expect: ['/guides/core-concepts/promotions/'] },
    { kind: 'misspelling', query: 'colections', expect: ['/guides/core-concepts/collections/'] },
    { kind: 'misspelling', query: 'OrderProces', expect: [ts('orders/order-process')] },
    { kind: 'misspelling', query: 'authentcation', expect: ['/guides/core-concepts/auth/'] },
    // Several misspelt words together.
    {
        kind: 'misspelling',
        query: 'ordr proces',
        expect: ['/guides/core-concepts/orders/', ts('orders/order-process')],
    },
    {
        kind: 'misspelling',
        query: 'shiping methd',
        expect: ['/guides/core-concepts/shipping/', '/user-guide/settings/shipping-methods/'],
    },
    { kind: 'misspelling', query: 'custm feilds', expect: [devGuide('custom-fields')] },
    {
        kind: 'misspelling',
        query: 'promotoin condtion',
        expect: ['/guides/core-concepts/promotions/', ts('promotions/promotion-condition')],
    },
    {
        kind: 'misspelling',
        query: 'paymnt methd handlr',
        expect: [
            ts('payment/payment-method-handler'),
            '/guides/core-concepts/payment/#Writing-a-payment-method-handler',
        ],
    },
    { kind: 'misspelling', query: 'horizontl scalng', expect: [guide('deployment/horizontal-scaling')] },

    // Shop administrators' tasks: the user guide page.
    { kind: 'user-guide', query: 'set up tax rates in the dashboard', expect: ['/user-guide/settings/taxes/'] },
    { kind: 'user-guide', query: 'create a draft order', expect: ['/user-guide/orders/draft-orders/'] },
    {
        kind: 'user-guide',
        query: 'administrator roles and permissions',
        expect: ['/user-guide/settings/administrators-roles/'],
    },
    { kind: 'user-guide', query: 'countries and zones', expect: ['/user-guide/settings/countries-zones/'] },
    {
        kind: 'user-guide',
        query: 'set up a payment method in the dashboard',
        expect: ['/user-guide/settings/payment-methods/'],
    },
    { kind: 'user-guide', query: 'facets', expect: ['/user-guide/catalog/facets/'] },
];
