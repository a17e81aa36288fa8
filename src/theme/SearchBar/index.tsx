/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ejected (--danger) from docusaurus-theme-search-typesense 0.24.0. Changes are marked
// "vendure-docs:": the Pagefind backend through transformSearchClient, debounced keystrokes,
// an error screen that stays up after a failed search, a "Let us know." link, and a section
// filter (Learn / Reference / User Guide) under the search box.

import React, {useState, useRef, useCallback, useMemo, useEffect} from 'react';
import {createPortal} from 'react-dom';
// @ts-ignore
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
// @ts-ignore
import {useHistory} from '@docusaurus/router';
// @ts-ignore
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
// @ts-ignore
import Link from '@docusaurus/Link';
// @ts-ignore
import Head from '@docusaurus/Head';
// @ts-ignore
import {isRegexpStringMatch} from '@docusaurus/theme-common';
// @ts-ignore
import {useSearchPage} from '@site/src/search/upstream/useSearchPage';
import {
  DocSearchButton,
  useDocSearchKeyboardEvents,
} from 'typesense-docsearch-react';
import {useTypesenseContextualFilters} from '@site/src/search/upstream/useTypesenseContextualFilters';
// @ts-ignore
import Translate, {translate} from '@docusaurus/Translate';
// @ts-ignore
import translations from '@theme/SearchTranslations';

import type {
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
} from 'typesense-docsearch-react';
import type {
  InternalDocSearchHit,
  StoredDocSearchHit,
} from 'typesense-docsearch-react/dist/esm/types';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import {DocsPreferredVersionContextProvider} from '@docusaurus/plugin-content-docs/lib/client/index.js';
// vendure-docs: local search and the shared wrapper for both backends.
// vendure-docs (perf): modal-only code comes from ./modal-parts, loaded with the modal; below it
// is used as `parts!.…` only where the modal is open or opening.
import type {ModalSearchClient} from '@site/src/search/modal-client';
import type * as ModalParts from './modal-parts';
import type {SearchBackend} from '@site/src/search/config';

type DocSearchProps = Omit<
  DocSearchModalProps,
  'onClose' | 'initialScrollY'
> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
  // vendure-docs: which index answers (src/search/config.ts).
  searchBackend?: SearchBackend;
};

// vendure-docs: a burst of keystrokes becomes one search; the hosted service gets a longer pause.
const DEBOUNCE_MS: Record<SearchBackend, number> = {pagefind: 40, typesense: 120};

let DocSearchModal: typeof DocSearchModalType | null = null;
// vendure-docs (perf): set once ./modal-parts has loaded.
let parts: typeof ModalParts | null = null;
const importModalParts = (): Promise<typeof ModalParts> =>
  parts ? Promise.resolve(parts) : import('./modal-parts').then((m) => (parts = m));

function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: React.ReactNode;
}) {
  return <Link to={hit.url}>{children}</Link>;
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps) {
  const {generateSearchPageLink} = useSearchPage();

  return (
    <Link to={generateSearchPageLink(state.query)} onClick={onClose}>
      <Translate
        id="theme.SearchBar.seeAll"
        values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function DocSearch({
  contextualSearch,
  externalUrlRegex,
  searchBackend = 'pagefind',
  ...props
}: DocSearchProps) {
  const {siteMetadata, siteConfig} = useDocusaurusContext();

  const contextualSearchFacetFilters =
    useTypesenseContextualFilters() as string;

  const configFacetFilters: string =
    props.typesenseSearchParameters?.filter_by ?? '';

  const facetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      [contextualSearchFacetFilters, configFacetFilters]
        .filter((e) => e)
        .join(' && ')
    : // ... or use config facetFilters
      configFacetFilters;

  // we let user override default searchParameters if he wants to
  // vendure-docs: one object per filter value. The modal rebuilds its autocomplete (and drops
  // the typed query) whenever this reference changes, and this component re-renders on every
  // section choice and failure.
  const configSearchParameters = props.typesenseSearchParameters;
  const typesenseSearchParameters = useMemo(
    () => ({
      filter_by: facetFilters,
      ...configSearchParameters,
    }),
    [facetFilters, configSearchParameters],
  );

  const typesenseServerConfig = props.typesenseServerConfig;
  const typesenseCollectionName = props.typesenseCollectionName;

  const {withBaseUrl} = useBaseUrlUtils();
  const history = useHistory();
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(
    undefined,
  );

  const importDocSearchModalIfNeeded = useCallback(() => {
    if (DocSearchModal) {
      return Promise.resolve();
    }

    return Promise.all([
      importModalParts(),
      // @ts-ignore
      import('typesense-docsearch-react/modal') as Promise<
        typeof import('typesense-docsearch-react')
      >,
      // @ts-ignore
      import('typesense-docsearch-react/style'),
      // @ts-ignore
      import('./styles.css'),
    ]).then(([, {DocSearchModal: Modal}]) => {
      DocSearchModal = Modal;
    });
  }, []);

  // vendure-docs: the modal builds its client with useMemo([transformSearchClient]), so this
  // must be one stable function. The local client loads Pagefind on first use; failures are
  // remembered so the error screen survives the library resetting its status to idle.
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  // vendure-docs: the section filter; the client reads the ref at request time.
  const [section, setSection] = useState<string | null>(null);
  const sectionRef = useRef<string | null>(null);
  const transformSearchClient = useRef((hosted: ModalSearchClient) => {
    const base = parts!.withSection(
      searchBackend === 'pagefind'
        ? parts!.createLocalModalClient(parts!.getBrowserLocalSearch(siteConfig.baseUrl))
        : parts!.withSafeHighlights(hosted),
      () => sectionRef.current,
    );
    return parts!.withOutcome(
      {search: parts!.debounceAsync(base.search, DEBOUNCE_MS[searchBackend])},
      {
        onSuccess: () => setFailedQuery(null),
        onFailure: (query) => setFailedQuery(query),
      },
    );
  }).current;
  const warmUp = useCallback(() => {
    if (searchBackend === 'pagefind') {
      void importModalParts().then((p) => p.getBrowserLocalSearch(siteConfig.baseUrl).warm());
    }
  }, [searchBackend, siteConfig.baseUrl]);

  const onOpen = useCallback(() => {
    warmUp();
    importDocSearchModalIfNeeded().then(() => {
      searchContainer.current = document.createElement('div');
      document.body.insertBefore(
        searchContainer.current,
        document.body.firstChild,
      );
      setIsOpen(true);
    });
  }, [importDocSearchModalIfNeeded, setIsOpen]);

  const onClose = useCallback(() => {
    setIsOpen(false);
    setFailedQuery(null);
    sectionRef.current = null;
    setSection(null);
    searchContainer.current?.remove();
  }, [setIsOpen]);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      // vendure-docs: the key becomes the initial query; without this it is typed a second time
      // into the freshly focused modal input (Docusaurus' own SearchBar does the same).
      event.preventDefault();
      warmUp();
      importDocSearchModalIfNeeded().then(() => {
        // vendure-docs: upstream only creates the portal container in onOpen, so a letter typed
        // on the focused button opened nothing.
        if (!searchContainer.current?.isConnected) {
          searchContainer.current = document.createElement('div');
          document.body.insertBefore(searchContainer.current, document.body.firstChild);
        }
        setIsOpen(true);
        setInitialQuery(event.key);
      });
    },
    [importDocSearchModalIfNeeded, setIsOpen, setInitialQuery, warmUp],
  );

  // vendure-docs: the embedded index is not Typesense, so the modal footer does not credit it.
  useEffect(() => {
    if (isOpen && searchBackend === 'pagefind') {
      searchContainer.current?.classList.add('DocSearch--local');
    }
  }, [isOpen, searchBackend]);

  // vendure-docs: show the error screen inside the modal while the last search failed, and
  // drop it when the query is cleared (the start screen has nothing to fail).
  const [errorHost, setErrorHost] = useState<Element | null>(null);
  useEffect(() => {
    const container = searchContainer.current;
    if (!isOpen || !container || failedQuery === null) {
      setErrorHost(null);
      return undefined;
    }
    setErrorHost(container.querySelector('.DocSearch-Dropdown'));
    container.classList.add('DocSearch--failed');
    const input = container.querySelector('input');
    const onQueryChange = () => {
      if (!input?.value) {
        setFailedQuery(null);
      }
    };
    input?.addEventListener('input', onQueryChange);
    return () => {
      container.classList.remove('DocSearch--failed');
      input?.removeEventListener('input', onQueryChange);
    };
  }, [isOpen, failedQuery]);

  // vendure-docs: the section filter row, placed between the modal's search box and results.
  const [filterHost, setFilterHost] = useState<Element | null>(null);
  useEffect(() => {
    const header = isOpen
      ? searchContainer.current?.querySelector('.DocSearch-Modal > .DocSearch-SearchBar')
      : null;
    if (!header) {
      setFilterHost(null);
      return undefined;
    }
    const host = document.createElement('div');
    host.className = 'DocSearch-SectionFilter';
    header.after(host);
    setFilterHost(host);
    return () => host.remove();
  }, [isOpen]);
  const chooseSection = useCallback((next: string | null) => {
    sectionRef.current = next;
    setSection(next);
    // Focusing the input makes the modal run the current query again, now with the section.
    const input = searchContainer.current?.querySelector<HTMLInputElement>('.DocSearch-Input');
    input?.blur();
    input?.focus();
  }, []);

  const navigator = useRef({
    navigate({itemUrl}: {itemUrl?: string}) {
      // Algolia results could contain URL's from other domains which cannot
      // be served through history and should navigate with window.location
      if (isRegexpStringMatch(externalUrlRegex, itemUrl)) {
        window.location.href = itemUrl!;
      } else {
        history.push(itemUrl!);
      }
    },
  }).current;

  const transformItems = useRef<DocSearchModalProps['transformItems']>(
    (items) =>
      items.map((item) => {
        // If result contains a external domain, we should navigate without
        // relative URL
        if (isRegexpStringMatch(externalUrlRegex, item.url)) {
          return item;
        }

        // We transform the absolute URL into a relative URL.
        const url = new URL(item.url);
        return {
          ...item,
          url: withBaseUrl(`${url.pathname}${url.hash}`),
        };
      }),
  ).current;

  const resultsFooterComponent: DocSearchProps['resultsFooterComponent'] =
    useMemo(
      () =>
        // eslint-disable-next-line react/no-unstable-nested-components
        (footerProps: Omit<ResultsFooterProps, 'onClose'>): React.JSX.Element => (
          <ResultsFooter {...footerProps} onClose={onClose} />
        ),
      [onClose],
    );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen,
    onClose,
    onInput,
    searchButtonRef,
  });

  return (
    <>
      <DocSearchButton
        onTouchStart={importDocSearchModalIfNeeded}
        onFocus={importDocSearchModalIfNeeded}
        onMouseOver={importDocSearchModalIfNeeded}
        onClick={onOpen}
        ref={searchButtonRef}
        translations={translations.button}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={onClose}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            {...props}
            // vendure-docs: both backends go through the wrapper; "Let us know." opens an issue.
            transformSearchClient={transformSearchClient as never}
            getMissingResultsUrl={parts!.missingResultsUrl}
            typesenseSearchParameters={typesenseSearchParameters}
            typesenseServerConfig={typesenseServerConfig}
            typesenseCollectionName={typesenseCollectionName}
            placeholder={translations.placeholder}
            translations={translations.modal}
          />,
          searchContainer.current,
        )}
      {filterHost &&
        parts &&
        createPortal(
          <parts.ModalSectionFilter value={section} onChange={chooseSection} />,
          filterHost,
        )}
      {errorHost &&
        parts &&
        createPortal(
          <parts.SearchErrorScreen translations={translations.modal?.errorScreen} />,
          errorHost,
        )}
    </>
  );
}

export default function SearchBar(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    <DocsPreferredVersionContextProvider>
      <DocSearch {...(siteConfig.themeConfig.typesense as DocSearchProps)} />
    </DocsPreferredVersionContextProvider>
  );
}
