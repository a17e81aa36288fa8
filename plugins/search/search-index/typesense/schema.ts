import type { CollectionFieldSchema } from 'typesense/lib/Typesense/Collection';
import type { CollectionCreateSchema } from 'typesense/lib/Typesense/Collections';

import type { DocSearchRecord } from '../types';

/** A field of the collection, named after a key of the records it holds. */
export type DocSearchField = CollectionFieldSchema & { name: keyof DocSearchRecord };

const hierarchyFields: DocSearchField[] = ([0, 1, 2, 3, 4, 5, 6] as const).map(level => ({
    name: `hierarchy.lvl${level}`,
    type: 'string',
    // lvl0 (Learn / Reference / User Guide) is the section filter.
    facet: level === 0,
    optional: level > 1,
}));

/** The fields, one definition for the indexer, the fake cluster and the contract tests. */
export const DOCSEARCH_FIELDS: readonly DocSearchField[] = [
    ...hierarchyFields,
    { name: 'content', type: 'string', optional: true },
    // Shown, never matched: a heading matching its first paragraph too would come back twice.
    { name: 'summary', type: 'string', optional: true, index: false },
    // Facets: group_by needs one (the modal groups by url, the search page by url_without_anchor).
    { name: 'url', type: 'string', facet: true },
    { name: 'url_without_anchor', type: 'string', facet: true },
    { name: 'anchor', type: 'string', optional: true },
    { name: 'type', type: 'string', facet: true },
    { name: 'language', type: 'string', facet: true },
    { name: 'docusaurus_tag', type: 'string', facet: true },
    { name: 'version', type: 'string', facet: true },
    // Numeric and required: the modal sorts by it (sort_by rejects optional fields).
    { name: 'item_priority', type: 'int64' },
];

/**
 * The DocSearch collection layout the modal and search page query (query_by hierarchy.lvl0–6
 * and content, group_by url or url_without_anchor, sort_by item_priority, filter_by language,
 * docusaurus_tag and hierarchy.lvl0). Typed with the `typesense` client's own schema type.
 */
export function docSearchSchema(name: string): CollectionCreateSchema {
    return {
        name,
        fields: DOCSEARCH_FIELDS.map(field => ({ ...field })),
        default_sorting_field: 'item_priority',
        // `custom-fields`, `snake_case` and `Order.lines`-style names are found by their parts too.
        token_separators: ['_', '-', '.'],
    };
}
