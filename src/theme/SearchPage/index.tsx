/**
 * The /search page: our own component over the same search clients as the modal (src/search),
 * so it works the same with the embedded Pagefind index and with hosted Typesense. It reads
 * `?q=`, keeps it in the URL as the reader types (replace, no scroll), narrows by section, loads
 * more results on request, and reserves the results area's height so nothing below it moves.
 */
import React, { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import { useTitleFormatter } from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';

import { getBrowserLocalSearch } from '../../search/browser-search';
import { createLocalClient, type SearchClient, type SearchOptions, type SearchResult } from '../../search/client';
import { typingPause } from '../../search/debounce';
import type { SearchThemeConfig } from '../../search/config';
import { missingResultsUrl } from '../../search/missing-results';
import { afterNextPaint, oncePerFrame } from '../../search/once-per-frame';
import {
    contextualFilter,
    PAGE_DEBOUNCE_MS,
    RESULTS_PER_PAGE,
    searchPageRequest,
    toResultItem,
    type ResultItem,
} from '../../search/search-page';
import { SearchErrorScreen } from '../../search/SearchErrorScreen';
import { SECTION_PARAM, withSearchParam } from '../../search/search-page-url';
import { SectionFilter, SECTIONS } from '../../search/SectionFilter';
import { createTypesenseClient } from '../../search/typesense-client';
import styles from './styles.module.css';

type Results =
    | { status: 'idle' }
    | { status: 'loading'; query: string }
    | { status: 'error'; query: string }
    | {
          status: 'done';
          query: string;
          items: ResultItem[];
          total: number;
          page: number;
          corrected: string | null;
          loadingMore?: boolean;
          /** The first results of page 1, shown while the rest load (`SearchOptions.onPartial`). */
          partial?: boolean;
      };

const clients = new Map<string, SearchClient>();
function searchClient(config: SearchThemeConfig, baseUrl: string): SearchClient {
    const key = `${config.searchBackend}:${baseUrl}`;
    let client = clients.get(key);
    if (!client) {
        client =
            config.searchBackend === 'pagefind'
                ? createLocalClient(getBrowserLocalSearch(baseUrl, { worker: true }))
                : createTypesenseClient(config.typesenseServerConfig);
        clients.set(key, client);
    }
    return client;
}

/**
 * A parameter of the URL's query string (`?q=`, `&section=`), replaced in place as it changes, so
 * Back to the page restores it. The server-rendered page has none, so hydration starts from ''.
 */
function useSearchParam(name: string): [string, (value: string) => void] {
    const history = useHistory();
    const read = useCallback(() => new URLSearchParams(history.location.search).get(name) ?? '', [history, name]);
    const subscribe = useCallback((onChange: () => void) => history.listen(onChange), [history]);
    const value = useSyncExternalStore(subscribe, read, () => '');
    const setValue = useCallback(
        (next: string) =>
            history.replace({
                search: withSearchParam(history.location.search, name, next),
                hash: history.location.hash,
            }),
        [history, name],
    );
    return [value, setValue];
}

/** The section filter, kept in `?section=`; a value that names no section is no filter. */
function useSectionParam(): [string | null, (section: string | null) => void] {
    const [value, setValue] = useSearchParam(SECTION_PARAM);
    const section = SECTIONS.find(name => name === value) ?? null;
    const setSection = useCallback((next: string | null) => setValue(next ?? ''), [setValue]);
    return [section, setSection];
}

function statusText(results: Results): string {
    if (results.status === 'loading') return 'Searching…';
    if (results.status !== 'done' || results.total === 0) return '';
    const found = results.total === 1 ? 'One document found' : `${results.total} documents found`;
    return results.corrected ? `${found} for “${results.corrected}”` : found;
}

/** Arrow keys move between the input and the result links; Escape goes back to the input. */
function onResultsKeyDown(event: React.KeyboardEvent<HTMLElement>, input: HTMLInputElement | null) {
    const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-result]'));
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' && index < links.length - 1) links[index + 1].focus();
    else if (event.key === 'ArrowUp') (index > 0 ? links[index - 1] : input)?.focus();
    else if (event.key === 'Escape') input?.focus();
    else return;
    event.preventDefault();
}

/** Results a new list paints in its first frame; the rest follow in the next one. */
const FIRST_PAINT_RESULTS = 3;

/**
 * A new list paints its first few results at once and the rest a frame later, so the first
 * result shows without waiting for the layout of a whole page of them. The order is the final
 * one (the list only grows at its end); `footer` ("Load more") waits for the whole list, so
 * nothing that was painted moves.
 */
function ResultList({ items, footer }: { items: ResultItem[]; footer: React.ReactNode }) {
    const [limit, setLimit] = useState(FIRST_PAINT_RESULTS);
    const complete = limit >= items.length;
    useEffect(() => (complete ? undefined : afterNextPaint(() => setLimit(Infinity))), [complete]);
    return (
        <>
            <ol className={styles.list}>
                {items.slice(0, limit).map((item, index) => (
                    <li key={`${item.url}-${index}`} className={styles.item}>
                        <h2 className={styles.itemTitle}>
                            <Link to={item.url} data-result="" dangerouslySetInnerHTML={{ __html: item.title }} />
                        </h2>
                        <div className={styles.place}>
                            <span className={clsx('badge', 'badge--secondary', styles.kind)}>{item.kind}</span>
                            {/* A plain list, not a nav: one landmark per result would give the page many
                                landmarks of the same name (axe's landmark-unique). */}
                            {item.breadcrumbs.length > 0 && (
                                <ul className={clsx('breadcrumbs', styles.path)}>
                                    {item.breadcrumbs.map((html, level) => (
                                        <li
                                            key={level}
                                            className="breadcrumbs__item"
                                            dangerouslySetInnerHTML={{ __html: html }}
                                        />
                                    ))}
                                </ul>
                            )}
                        </div>
                        {item.summary && (
                            <p className={styles.summary} dangerouslySetInnerHTML={{ __html: item.summary }} />
                        )}
                    </li>
                ))}
            </ol>
            {complete && footer}
        </>
    );
}

function NoResults({
    query,
    section,
    onAllSections,
}: {
    query: string;
    section: string | null;
    onAllSections: () => void;
}) {
    return (
        <div className={styles.message}>
            <p className={styles.messageTitle}>
                No results for “<strong>{query}</strong>”
            </p>
            {section && (
                <p>
                    Try searching for “{query}” in{' '}
                    <button type="button" className={styles.linkButton} onClick={onAllSections}>
                        all sections
                    </button>
                </p>
            )}
            <p>
                Believe this query should return results?{' '}
                <a href={missingResultsUrl({ query })} target="_blank" rel="noopener noreferrer">
                    Let us know.
                </a>
            </p>
        </div>
    );
}

type FetchPage = (q: string, page: number, onPartial?: SearchOptions['onPartial']) => Promise<SearchResult>;

/** One page of results of the chosen backend for the page's section and contextual filter. */
function useFetchPage(config: SearchThemeConfig, baseUrl: string, section: string | null, filter: string): FetchPage {
    return useCallback(
        (q: string, page: number, onPartial?: SearchOptions['onPartial']) =>
            searchClient(config, baseUrl)
                .search(
                    [
                        searchPageRequest({
                            query: q,
                            section,
                            page,
                            filter,
                            collection: config.typesenseCollectionName,
                        }),
                    ],
                    { onPartial },
                )
                .then(({ results: [result] }) => result),
        [config, baseUrl, section, filter],
    );
}

/**
 * The results of the query as it is typed: the first search runs at once, later ones after a typing pause; an
 * answer to a query since replaced is dropped; early results are committed as they arrive. `loadMore` appends
 * the next page and moves the keyboard focus to its first result.
 */
function useSearchResults(
    trimmed: string,
    fetchPage: FetchPage,
    backend: SearchThemeConfig['searchBackend'],
): { results: Results; loadMore: () => void } {
    const [results, setResults] = useState<Results>({ status: 'idle' });
    const latest = useRef(0);
    const searchedOnce = useRef(false);
    /** After "Load more results": the index of the first new result, focused once it renders. */
    const focusNext = useRef<number | null>(null);

    useEffect(() => {
        const ticket = ++latest.current;
        if (!trimmed) {
            // Clearing the query also cancels the search in flight (the ticket above), so both stay here.
            // eslint-disable-next-line react-hooks/set-state-in-effect
            setResults({ status: 'idle' });
            return undefined;
        }
        // The query the page was opened with runs at once; typing waits for a pause.
        const delay = searchedOnce.current ? typingPause(trimmed, PAGE_DEBOUNCE_MS[backend]) : 0;
        searchedOnce.current = true;
        const timer = setTimeout(() => {
            setResults(previous => (previous.status === 'done' ? previous : { status: 'loading', query: trimmed }));
            const show = (result: SearchResult, partial: boolean) => {
                if (ticket !== latest.current) return;
                setResults({
                    status: 'done',
                    query: trimmed,
                    items: result.hits.map(toResultItem),
                    total: result.nbHits,
                    page: 1,
                    corrected: result.correctedQuery ?? null,
                    partial,
                });
            };
            // Committed in the task that brings them, not in a render scheduled after it: the first results are due.
            const early = oncePerFrame<SearchResult>(result => flushSync(() => show(result, true)));
            fetchPage(trimmed, 1, early.push).then(
                result => {
                    early.cancel();
                    show(result, false);
                },
                (error: unknown) => {
                    early.cancel();
                    if (ticket !== latest.current) return;
                    console.error(error);
                    setResults({ status: 'error', query: trimmed });
                },
            );
        }, delay);
        return () => clearTimeout(timer);
    }, [trimmed, fetchPage, backend]);

    const loadMore = useCallback(() => {
        if (results.status !== 'done') return;
        const ticket = latest.current;
        const page = results.page + 1;
        setResults({ ...results, loadingMore: true });
        fetchPage(results.query, page).then(
            result => {
                if (ticket !== latest.current) return;
                // Keyboard users continue where the new results start.
                focusNext.current = results.items.length;
                setResults(previous =>
                    previous.status === 'done'
                        ? {
                              ...previous,
                              items: [...previous.items, ...result.hits.map(toResultItem)],
                              page,
                              loadingMore: false,
                          }
                        : previous,
                );
            },
            () => ticket === latest.current && setResults({ status: 'error', query: results.query }),
        );
    }, [results, fetchPage]);

    useEffect(() => {
        if (focusNext.current === null || results.status !== 'done') return;
        document.querySelectorAll<HTMLAnchorElement>('#search-results a[data-result]')[focusNext.current]?.focus();
        focusNext.current = null;
    }, [results]);

    return { results, loadMore };
}

/** The results area: the error screen, "No results", or the list with its "Load more results" button. */
function ResultsArea({
    results,
    section,
    onAllSections,
    loadMore,
}: {
    results: Results;
    section: string | null;
    onAllSections: () => void;
    loadMore: () => void;
}) {
    // Earlier results stay until the new query's arrive, so the list does not flash empty.
    const shown = results.status === 'done' ? results : null;
    if (results.status === 'error') return <SearchErrorScreen />;
    if (shown && shown.total === 0)
        return <NoResults query={shown.query} section={section} onAllSections={onAllSections} />;
    if (!shown) return null;
    return (
        <ResultList
            key={shown.query}
            items={shown.items}
            footer={
                !shown.partial &&
                shown.page * RESULTS_PER_PAGE < shown.total && (
                    <button
                        type="button"
                        className={clsx('button', 'button--secondary', styles.more)}
                        disabled={shown.loadingMore}
                        onClick={loadMore}
                    >
                        {shown.loadingMore ? 'Loading…' : 'Load more results'}
                    </button>
                )
            }
        />
    );
}

function SearchPageContent(): React.JSX.Element {
    const { siteConfig, i18n } = useDocusaurusContext();
    const config = siteConfig.themeConfig.typesense as SearchThemeConfig;
    const docsData = useAllDocsData();
    const [query, setQuery] = useSearchParam('q');
    const [section, setSection] = useSectionParam();
    const inputRef = useRef<HTMLInputElement>(null);
    const trimmed = query.trim();
    const filter = contextualFilter(i18n.currentLocale, docsData);

    // The index starts loading as soon as the page hydrates: the reader is here to search.
    useState(() => {
        if (typeof window !== 'undefined' && config.searchBackend === 'pagefind')
            getBrowserLocalSearch(siteConfig.baseUrl, { worker: true }).warm({ earlyResults: true });
    });
    useEffect(() => {
        if (!new URLSearchParams(window.location.search).get('q')) inputRef.current?.focus();
    }, []);

    const fetchPage = useFetchPage(config, siteConfig.baseUrl, section, filter);
    const { results, loadMore } = useSearchResults(trimmed, fetchPage, config.searchBackend);
    const title = useTitleFormatter(trimmed ? `Search results for "${trimmed}"` : 'Search the documentation');

    return (
        <main className={clsx('container', 'margin-vert--lg', styles.page)}>
            <Head>
                <title>{title}</title>
                <meta name="robots" content="noindex, follow" />
            </Head>
            <h1 className={styles.heading}>Search the documentation</h1>
            <form role="search" className={styles.form} onSubmit={event => event.preventDefault()}>
                <input
                    ref={inputRef}
                    type="search"
                    name="q"
                    className={styles.input}
                    placeholder="Type your search here"
                    aria-label="Search"
                    aria-controls="search-results"
                    aria-describedby="search-status"
                    autoComplete="off"
                    value={query}
                    onChange={event => setQuery(event.target.value)}
                    onKeyDown={event => {
                        if (event.key === 'ArrowDown') {
                            const first = document.querySelector<HTMLAnchorElement>('#search-results a[data-result]');
                            if (first) {
                                event.preventDefault();
                                first.focus();
                            }
                        }
                    }}
                />
            </form>
            <SectionFilter value={section} onChange={setSection} />
            <p id="search-status" role="status" className={styles.status}>
                {statusText(results)}
            </p>
            <div
                id="search-results"
                className={styles.results}
                aria-busy={results.status === 'loading' || (results.status === 'done' && !!results.partial)}
                onKeyDown={event => onResultsKeyDown(event, inputRef.current)}
            >
                <ResultsArea
                    results={results}
                    section={section}
                    onAllSections={() => setSection(null)}
                    loadMore={loadMore}
                />
            </div>
        </main>
    );
}

export default function SearchPage(): React.JSX.Element {
    const { siteConfig } = useDocusaurusContext();
    const node = (siteConfig.themeConfig.typesense as SearchThemeConfig).typesenseServerConfig.nodes[0];
    return (
        <Layout description="Search the Vendure guides, API reference and user guide.">
            {/* Hosted mode: the connection to the cluster is opened while the page's scripts load. The
          embedded index is not preloaded: requests started before the first paint delay it. */}
            {(siteConfig.themeConfig.typesense as SearchThemeConfig).searchBackend === 'typesense' && node && (
                <Head>
                    <link
                        rel="preconnect"
                        href={`${node.protocol}://${node.host}:${node.port}`}
                        crossOrigin="anonymous"
                    />
                </Head>
            )}
            <SearchPageContent />
        </Layout>
    );
}
