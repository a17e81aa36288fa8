import type { ApiIndex } from '../plugins/content/remark-api-links/index';

/** An API index for the tests that link API names: a class with a member, a name in two places, a function. */
export const apiIndex: ApiIndex = {
    OrderService: [
        {
            url: '/reference/typescript-api/services/order-service/',
            package: '@vendure/core',
            kind: 'class',
            section: 'typescript-api',
            members: { findOne: '/reference/typescript-api/services/order-service/#findOne' },
        },
    ],
    Badge: [
        {
            url: '/reference/dashboard/components/badge/',
            package: '@vendure/dashboard',
            kind: 'component',
            section: 'dashboard',
            members: {},
        },
        {
            url: '/reference/typescript-api/common/badge/',
            package: '@vendure/core',
            kind: 'class',
            section: 'typescript-api',
            members: {},
        },
    ],
    bootstrap: [
        {
            url: '/reference/typescript-api/common/bootstrap/',
            package: '@vendure/core',
            kind: 'function',
            section: 'typescript-api',
            members: {},
        },
    ],
};
