/**
 * Every search the site can send for a query, for the contract and consistency tests: the
 * modal's (as the installed modal builds it, with this site's themeConfig parameters) and the
 * search page's, without a section and in each section.
 */
import { searchThemeConfig } from '../../../../src/search/config';
import { contextualFilter, searchPageRequest } from '../../../../src/search/search-page';
import { modalRequest } from './modal-request';

/** The modal's contextual filter for the current docs version in English. */
export const CONTEXTUAL_FILTER = contextualFilter('en', { default: { versions: [{ name: 'current' }] } });
export const SECTIONS = [null, 'Learn', 'Reference', 'User Guide'] as const;

export function siteSearches(query: string, collection = 'vendure-docs'): Array<[string, Record<string, unknown>]> {
    const themeParameters = searchThemeConfig({}).typesenseSearchParameters;
    return SECTIONS.flatMap((section): Array<[string, Record<string, unknown>]> => [
        [
            `modal, section ${section}`,
            modalRequest({ collection, query, contextualFilter: CONTEXTUAL_FILTER, themeParameters, section }),
        ],
        [
            `search page, section ${section}`,
            searchPageRequest({ query, section, page: 2, filter: CONTEXTUAL_FILTER, collection }),
        ],
    ]);
}
