import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import NotFoundContent from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';

import { bodies } from '@site/src/home-links';
import { SEARCH_PAGE_PATH } from '@site/src/search/search-page-url';

import './styles.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * The theme's "Page Not Found", then a way on: a search form (a plain GET to the search page, so it works
 * before the page's JS has loaded) and the three doc areas.
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
    const searchPage = useBaseUrl(`/${SEARCH_PAGE_PATH}`);
    return (
        <>
            <NotFoundContent {...props} />
            <section className="container margin-bottom--xl not-found-way-on" aria-labelledby="not-found-way-on">
                <div className="row">
                    <div className="col col--6 col--offset-3">
                        <h2 id="not-found-way-on">Find it another way</h2>
                        <form role="search" action={searchPage} method="get" className="not-found-search">
                            <label htmlFor="not-found-query">Search the docs</label>
                            <div>
                                <input id="not-found-query" name="q" type="search" required />
                                <button type="submit" className="button button--primary">
                                    Search
                                </button>
                            </div>
                        </form>
                        <p>Or start from one of the three parts of the docs:</p>
                        <ul className="not-found-areas">
                            {bodies.map(body => (
                                <li key={body.title}>
                                    <Link to={body.to}>{body.title}</Link>: {body.text}
                                </li>
                            ))}
                        </ul>
                    </div>
                </div>
            </section>
        </>
    );
}
