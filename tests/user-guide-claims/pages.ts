/** Which User Guide page each spec of this folder checks (the page links each of the spec's tests). */
export const specPages: Record<string, string> = {
    'orders.spec.ts': 'docs/user-guide/orders/index.md',
};
