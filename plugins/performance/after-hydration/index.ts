import type { Plugin } from '@docusaurus/types';

import { upstreamEditsRule, type UpstreamEdits } from '../upstream-edits';

const startTransition = "import { startTransition } from 'react';\n";

/** core's `useIsBrowser()` turns true in a transition. */
export const browserContextEdits: UpstreamEdits = {
    name: 'after-hydration (browserContext)',
    test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
    edits: [['setIsBrowser(true);', 'startTransition(() => setIsBrowser(true));']],
    prepend: startTransition,
};

/** theme-common's `useWindowSize()` leaves "ssr" in a transition; resizing later updates it as before. */
export const windowSizeEdits: UpstreamEdits = {
    name: 'after-hydration (useWindowSize)',
    test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/,
    edits: [['updateWindowSize();', 'startTransition(updateWindowSize);']],
    prepend: startTransition,
};

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
 * Once the page has hydrated, two effects tell the app it runs in a browser, and in what size of window: every
 * `useIsBrowser()` and `useWindowSize()` caller renders again, and a phone's navbar menu (the whole docs sidebar)
 * mounts. Hydration itself runs as a transition (core's clientEntry), in slices that leave the main thread free
 * every few milliseconds; these updates, made in effects, did not: React rendered them in one task, 170–190 ms
 * on the installation guide and the OrderProcess reference under 4× CPU, the page's longest. Made transitions,
 * they render in slices too. Nothing is deferred to the first interaction: the render starts at once, and an
 * input during it is handled first.
 */
export default function afterHydrationPlugin(): Plugin {
    return {
        name: 'after-hydration',
        configureWebpack(_config, isServer) {
            if (isServer) return {};
            return {
                module: {
                    rules: [
                        upstreamEditsRule(browserContextEdits),
                        upstreamEditsRule(windowSizeEdits),
                        upstreamEditsRule(tabsEdits),
                    ],
                },
            };
        },
    };
}
