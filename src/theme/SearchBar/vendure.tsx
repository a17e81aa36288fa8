/**
 * What this site adds to the theme's SearchBar (index.tsx, which differs from the theme's file
 * only by upstream.diff): the embedded Pagefind index or our Typesense client behind the modal,
 * debounced keystrokes, an error screen that stays up, "Let us know." and the section filter.
 *
 * The DocSearch modal (typesense-docsearch-react) has no prop for a filter row or a lasting error
 * screen, so those two are placed into its DOM; the selectors and library behaviour they rely on
 * are checked by upstream.test.ts against the installed packages.
 *
 * State lives in a small store read by <ModalExtras>, not in the SearchBar: the modal rebuilds its
 * autocomplete, and drops the typed query, whenever the SearchBar re-renders with new props.
 */
import React, { useCallback, useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type { SearchBackend } from '../../search/config';
import type { SearchClient } from '../../search/client';
import type { TypesenseClientConfig } from '../../search/typesense-client';
import { missingResultsUrl } from '../../search/missing-results';
import { searchPageUrl } from '../../search/search-page-url';
import type * as ModalParts from './modal-parts';
import { MODAL_DOM } from './vendure-dom';

/**
 * A burst of keystrokes becomes one search; the hosted service gets a longer pause, and so does a
 * query of one or two characters (typingPause). Shorter pauses were measured with bench:search
 * (25 ms between keys): 20 and 30 ms cut the median keystroke-to-results time (65 → 32 / 43 ms)
 * but let name prefixes load index chunks the final query does not need.
 */
export const DEBOUNCE_MS: Record<SearchBackend, number> = { pagefind: 40, typesense: 120 };

// Modal-only code, loaded with the modal rather than in every page's main bundle.
let parts: typeof ModalParts | null = null;
export const importModalParts = (): Promise<typeof ModalParts> =>
    parts ? Promise.resolve(parts) : import('./modal-parts').then(m => (parts = m));

export { missingResultsUrl };

/** Under each hit: its kind and folders (the modal renders hits only once its parts are loaded). */
export function HitPlace({ url }: { url: string }) {
    return parts ? <parts.ModalHitPlace url={url} /> : null;
}

/** The "See all N results" link: the canonical `/search/?q=…`. */
export function useSearchPageLink(): { generateSearchPageLink: (query: string) => string } {
    const { siteConfig } = useDocusaurusContext();
    const generateSearchPageLink = useCallback(
        (query: string) => searchPageUrl(siteConfig.baseUrl, query),
        [siteConfig.baseUrl],
    );
    return { generateSearchPageLink };
}

interface ModalState {
    failedQuery: string | null;
    section: string | null;
}

function createStore() {
    let state: ModalState = { failedQuery: null, section: null };
    const listeners = new Set<() => void>();
    return {
        get: () => state,
        set(next: Partial<ModalState>) {
            state = { ...state, ...next };
            listeners.forEach(listener => listener());
        },
        subscribe: (listener: () => void) => {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
    };
}
type Store = ReturnType<typeof createStore>;

export function useVendureModal({
    searchBackend = 'pagefind',
    typesenseServerConfig,
    isOpen,
    container,
}: {
    searchBackend?: SearchBackend;
    typesenseServerConfig: unknown;
    isOpen: boolean;
    container: RefObject<HTMLDivElement | null>;
}) {
    const { siteConfig } = useDocusaurusContext();
    const [store] = useState(createStore);

    // The modal builds its client with useMemo([transformSearchClient]): one stable function. It
    // replaces the client the library built, so both backends answer through src/search.
    const [transformSearchClient] = useState(() => (): SearchClient => {
        const p = parts!;
        const backend =
            searchBackend === 'pagefind'
                ? p.createLocalClient(p.getBrowserLocalSearch(siteConfig.baseUrl))
                : p.createTypesenseClient(typesenseServerConfig as TypesenseClientConfig);
        const filtered = p.withSection(backend, () => store.get().section);
        return p.withOutcome(
            p.withTypingPause(filtered, search =>
                p.debounceAsync(search, requests => p.typingPause(requests[0]?.q ?? '', DEBOUNCE_MS[searchBackend])),
            ),
            {
                onSuccess: () => store.set({ failedQuery: null }),
                onFailure: query => store.set({ failedQuery: query }),
            },
        );
    });

    const warmUp = useCallback(() => {
        if (searchBackend === 'pagefind') {
            void importModalParts().then(p => p.getBrowserLocalSearch(siteConfig.baseUrl).warm());
        }
    }, [searchBackend, siteConfig.baseUrl]);

    const reset = useCallback(() => store.set({ failedQuery: null, section: null }), [store]);

    const extras = <ModalExtras store={store} isOpen={isOpen} container={container} searchBackend={searchBackend} />;
    return { transformSearchClient, warmUp, reset, extras };
}

function ModalExtras({
    store,
    isOpen,
    container,
    searchBackend,
}: {
    store: Store;
    isOpen: boolean;
    container: RefObject<HTMLDivElement | null>;
    searchBackend: SearchBackend;
}) {
    const { failedQuery, section } = useSyncExternalStore(store.subscribe, store.get, store.get);

    // The container is the SearchBar's own element: it says which backend answers (the CSS hides
    // "Search by Typesense" for the embedded index) and whether the last search failed.
    useEffect(() => {
        const element = container.current;
        if (!isOpen || !element) return undefined;
        element.setAttribute('data-search-backend', searchBackend);
        element.toggleAttribute('data-search-failed', failedQuery !== null);
        return () => element.removeAttribute('data-search-failed');
    }, [isOpen, searchBackend, failedQuery, container]);

    // While the last search failed the error screen covers the results (the library shows its own
    // only until the request settles); clearing the query takes it away.
    const [errorHost, setErrorHost] = useState<Element | null>(null);
    useEffect(() => {
        const element = container.current;
        if (!isOpen || !element || failedQuery === null) {
            // The portal host is the modal library's DOM, there only after it renders: found after commit.
            // eslint-disable-next-line react-hooks/set-state-in-effect
            setErrorHost(null);
            return undefined;
        }
        setErrorHost(element.querySelector(MODAL_DOM.dropdown));
        const input = element.querySelector<HTMLInputElement>(MODAL_DOM.input);
        const onQueryChange = () => {
            if (!input?.value) store.set({ failedQuery: null });
        };
        input?.addEventListener('input', onQueryChange);
        return () => input?.removeEventListener('input', onQueryChange);
    }, [isOpen, failedQuery, container, store]);

    // The section filter row, between the search box and the results.
    const [filterHost, setFilterHost] = useState<Element | null>(null);
    useEffect(() => {
        const header = isOpen ? container.current?.querySelector(MODAL_DOM.searchBar) : null;
        if (!header) {
            // As above: the header is the library's DOM, found after commit.
            // eslint-disable-next-line react-hooks/set-state-in-effect
            setFilterHost(null);
            return undefined;
        }
        const host = document.createElement('div');
        host.className = 'DocSearch-SectionFilter';
        header.after(host);
        setFilterHost(host);
        return () => host.remove();
    }, [isOpen, container]);

    const chooseSection = useCallback(
        // `container` is a ref passed as a prop, which the React Compiler's check cannot tell from a value.
        // eslint-disable-next-line react-hooks/preserve-manual-memoization
        (next: string | null) => {
            store.set({ section: next });
            // The modal runs its query again when its input gains focus (autocomplete's openOnFocus).
            const input = container.current?.querySelector<HTMLInputElement>(MODAL_DOM.input);
            input?.blur();
            input?.focus();
        },
        [container, store],
    );

    if (!parts) return null;
    return (
        <>
            {filterHost &&
                createPortal(<parts.ModalSectionFilter value={section} onChange={chooseSection} />, filterHost)}
            {errorHost && createPortal(<parts.SearchErrorScreen />, errorHost)}
        </>
    );
}
