import type { DocSearchRecord } from '../types';

type FieldType = 'string' | 'string[]' | 'int64';

export interface CollectionField {
    name: keyof DocSearchRecord;
    type: FieldType;
    facet?: boolean;
    optional?: boolean;
}

export interface CollectionSchema {
    name: string;
    fields: CollectionField[];
    default_sorting_field: string;
    token_separators: string[];
}

const hierarchyFields: CollectionField[] = ([0, 1, 2, 3, 4, 5, 6] as const).map(level => ({
    name: `hierarchy.lvl${level}`,
    type: 'string',
    // lvl0 (Learn / Reference / User Guide) is the section filter.
    facet: level === 0,
    optional: level > 1,
}));

/**
 * The DocSearch collection layout the modal and search page query (query_by hierarchy.lvl0–6
 * and content, group_by url, sort_by item_priority, filter_by language and docusaurus_tag).
 */
export function docSearchSchema(name: string): CollectionSchema {
    return {
        name,
        fields: [
            ...hierarchyFields,
            { name: 'content', type: 'string', optional: true },
            { name: 'url', type: 'string', facet: true },
            { name: 'url_without_anchor', type: 'string', facet: true },
            { name: 'anchor', type: 'string', optional: true },
            { name: 'type', type: 'string', facet: true },
            { name: 'language', type: 'string', facet: true },
            { name: 'docusaurus_tag', type: 'string', facet: true },
            { name: 'version', type: 'string', facet: true },
            { name: 'item_priority', type: 'int64' },
        ],
        default_sorting_field: 'item_priority',
        // `custom-fields` and `addItemToOrder`-style names are found by their parts too.
        token_separators: ['_', '-', '.'],
    };
}
