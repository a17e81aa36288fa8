import type { Plugin } from '@docusaurus/types';

import { upstreamEditsRule, type UpstreamEdits } from '../upstream-edits';

/**
 * theme-classic's `Tabs` no longer keys its group on `useIsBrowser()`: that key rebuilt every tab group once
 * after hydration, its code blocks highlighted again (a workaround for facebook/docusaurus#5653, the stored tab
 * choice shown on a first load). `useTabs` applies the stored or query-string choice in a layout effect after
 * hydration, an ordinary update that sets each panel's `hidden`: tests/e2e/tabs.spec.ts checks the choice
 * still shows on a first load and that no group is rebuilt.
 */
export const tabsEdits: UpstreamEdits = {
    name: 'after-hydration (Tabs)',
    test: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Tabs[\\/]index\.js$/,
    edits: [
        ['  const isBrowser = useIsBrowser();\n', ''],
        ['      key={String(isBrowser)}\n', ''],
    ],
};

/**
 * Nothing renders again once the page has hydrated just because it now runs in a browser: the tab groups keep
 * what the server rendered. (Two more edits, which made the `useIsBrowser()` and `useWindowSize()` updates after
 * hydration transitions, were removed when an interleaved `bench:profile-compare` could not tell them from the
 * noise: plugins/performance/README.md.)
 */
export default function afterHydrationPlugin(): Plugin {
    return {
        name: 'after-hydration',
        configureWebpack(_config, isServer) {
            if (isServer) return {};
            return { module: { rules: [upstreamEditsRule(tabsEdits)] } };
        },
    };
}
