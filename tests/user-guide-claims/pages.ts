/** Which User Guide page each spec of this folder checks (the page links each of the spec's tests). */
export const specPages: Record<string, string> = {
    'orders.spec.ts': 'docs/user-guide/orders/index.md',
    'customers.spec.ts': 'docs/user-guide/customers/index.md',
    'promotions.spec.ts': 'docs/user-guide/promotions/index.md',
    'taxes.spec.ts': 'docs/user-guide/settings/taxes.md',
    'administrators-roles.spec.ts': 'docs/user-guide/settings/administrators-roles.md',
    'draft-orders.spec.ts': 'docs/user-guide/orders/draft-orders.md',
    'products.spec.ts': 'docs/user-guide/catalog/products.md',
    'collections.spec.ts': 'docs/user-guide/catalog/collections.md',
    'facets.spec.ts': 'docs/user-guide/catalog/facets.md',
    'shipping-methods.spec.ts': 'docs/user-guide/settings/shipping-methods.md',
    'payment-methods.spec.ts': 'docs/user-guide/settings/payment-methods.md',
    'channels.spec.ts': 'docs/user-guide/settings/channels.md',
    'countries-zones.spec.ts': 'docs/user-guide/settings/countries-zones.md',
    'global-settings.spec.ts': 'docs/user-guide/settings/global-settings.md',
    'localization.spec.ts': 'docs/user-guide/localization/index.md',
    'overview.spec.ts': 'docs/user-guide/index.mdx',
};
