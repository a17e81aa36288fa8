/**
 * typesense-docsearch-react is the theme's own dependency (installed under
 * node_modules/docusaurus-theme-search-typesense/node_modules; its React peer range stops at 18,
 * so npm will not hoist it next to React 19). The search-index plugin aliases it for the
 * bundler; these are the few types the ejected SearchBar uses.
 */
declare module 'typesense-docsearch-react' {
    import type React from 'react';

    export type DocSearchTranslations = Partial<{ button: Record<string, string>; modal: Record<string, unknown> }>;
    export interface DocSearchModalProps {
        typesenseCollectionName: string;
        typesenseServerConfig: unknown;
        typesenseSearchParameters?: { filter_by?: string } & Record<string, unknown>;
        placeholder?: string;
        initialScrollY: number;
        initialQuery?: string;
        onClose?: () => void;
        transformItems?: (
            items: Array<{ url: string } & Record<string, unknown>>,
        ) => Array<{ url: string } & Record<string, unknown>>;
        hitComponent?: (props: { hit: { url: string }; children: React.ReactNode }) => React.JSX.Element;
        // The modal's AutocompleteState, whose package is not resolvable from here (see above).
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        resultsFooterComponent?: (props: { state: any }) => React.JSX.Element | null;
        transformSearchClient?: (client: unknown) => unknown;
        navigator?: { navigate: (params: { itemUrl?: string }) => void };
        translations?: Record<string, unknown>;
        getMissingResultsUrl?: (params: { query: string }) => string;
        disableUserPersonalization?: boolean;
    }
    export const DocSearchModal: (props: DocSearchModalProps) => React.JSX.Element;
    export const DocSearchButton: React.ForwardRefExoticComponent<
        React.ComponentProps<'button'> & {
            translations?: Record<string, string>;
        } & React.RefAttributes<HTMLButtonElement>
    >;
    export function useDocSearchKeyboardEvents(props: {
        isOpen: boolean;
        onOpen: () => void;
        onClose: () => void;
        onInput?: (event: KeyboardEvent) => void;
        searchButtonRef?: React.RefObject<HTMLButtonElement | null>;
    }): void;
}

declare module 'typesense-docsearch-react/dist/esm/types' {
    export type InternalDocSearchHit = { url: string } & Record<string, unknown>;
    export type StoredDocSearchHit = { url: string } & Record<string, unknown>;
}
