/** Which User Guide page each spec of this folder checks (the page links each of the spec's tests). */
export const specPages: Record<string, string> = {
    'orders.spec.ts': 'docs/user-guide/orders/index.md',
    'customers.spec.ts': 'docs/user-guide/customers/index.md',
    'promotions.spec.ts': 'docs/user-guide/promotions/index.md',
    'taxes.spec.ts': 'docs/user-guide/settings/taxes.md',
    'administrators-roles.spec.ts': 'docs/user-guide/settings/administrators-roles.md',
};
