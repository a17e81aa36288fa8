import type { Plugin } from '@docusaurus/types';

import { upstreamEditsRule, type UpstreamEdits } from '../upstream-edits';

/**
 * theme-common's `useShallowMemoObject` orders an object's keys with `localeCompare` before using them as memo
 * dependencies. Any fixed order serves (the same keys come in the same order on every render), and
 * `localeCompare` is locale-aware collation: every code block calls the hook while the page hydrates
 * (`useMutationObserver` of its word-wrap button), ~61 ms of the installation guide's hydration under 4× CPU.
 */
export const shallowMemoEdits: UpstreamEdits = {
    name: 'shallow-memo',
    test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    edits: [['deps.sort((a, b) => a[0].localeCompare(b[0]));', 'deps.sort((a, b) => (a[0] < b[0] ? -1 : 1));']],
};

export default function shallowMemoPlugin(): Plugin {
    return {
        name: 'shallow-memo',
        configureWebpack(_config, isServer) {
            return isServer ? {} : { module: { rules: [upstreamEditsRule(shallowMemoEdits)] } };
        },
    };
}
