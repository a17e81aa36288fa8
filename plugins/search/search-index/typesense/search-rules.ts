/**
 * What a Typesense server (27–29) checks in a search before running it, with its exact error
 * messages and status codes, read from its source (`collection.cpp`, `filter.cpp`,
 * `collection_manager.cpp`) and its test suite. Used by the fake cluster to refuse what a real
 * cluster refuses, and by the contract tests to hold the site's requests to the same rules.
 */
import type { CollectionCreateSchema } from 'typesense/lib/Typesense/Collections';

import { FilterError, filterFields, parseFilter, type FilterNode } from './filter-by';

/** Typesense's PER_PAGE_MAX. */
export const PER_PAGE_MAX = 250;
/** Typesense's default `max-group-limit`. */
export const GROUP_LIMIT_MAX = 99;
/** "Only upto 3 sort_by fields can be specified." */
export const SORT_FIELDS_MAX = 3;
/** Typesense's defaults for parameters the site does not send. */
export const DEFAULTS = { per_page: 10, page: 1, group_limit: 3, num_typos: 2, max_candidates: 4 } as const;

export type SearchParams = Record<string, unknown>;
/** A search Typesense refuses: the entry it puts in `results` of a multi_search. */
export interface SearchRefusal {
    code: number;
    error: string;
}

export interface SortField {
    name: string;
    order: 'asc' | 'desc';
}

/** A parameter that is a comma-separated list (a string, or an array the client joins). */
export function listParam(value: unknown): string[] {
    const text = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';
    return text
        .split(',')
        .map(part => part.trim())
        .filter(Boolean);
}

function numberParam(value: unknown, fallback: number): number {
    if (value === undefined || value === null || value === '') return fallback;
    const number = Number(value);
    return Number.isFinite(number) ? number : fallback;
}

export function fieldsOf(schema: CollectionCreateSchema) {
    return new Map((schema.fields ?? []).map(field => [field.name, field]));
}

const isString = (type: string) => type === 'string' || type === 'string[]';
const isNumeric = (type: string) => /^(int32|int64|float)(\[\])?$/.test(type);

/** Everything a valid search asks for, as the server reads it. */
export interface CheckedSearch {
    q: string;
    queryBy: string[];
    groupBy: string[];
    groupLimit: number;
    filter: FilterNode | null;
    /** With `_text_match:desc` added as the server adds it. */
    sortBy: SortField[];
    page: number;
    perPage: number;
    includeFields: string[];
    excludeFields: string[];
    prefix: boolean;
    numTypos: number;
    /** Whether more matching fields rank higher (the server's default). */
    prioritizeNumMatchingFields: boolean;
}

/**
 * `sort_by` as the server standardizes it: without sort_by, `_text_match:desc` then the
 * default sorting field; `_text_match:desc` is added when missing and there is room for it.
 */
export function standardSort(sortBy: unknown, schema: CollectionCreateSchema, wildcard: boolean): SortField[] {
    const fields = listParam(sortBy).map(part => {
        const [name, order = ''] = part.split(':').map(piece => piece.trim());
        return { name, order: order.toLowerCase() as SortField['order'] };
    });
    if (fields.length === 0) {
        const out: SortField[] = [{ name: '_text_match', order: 'desc' }];
        if (schema.default_sorting_field) out.push({ name: schema.default_sorting_field, order: 'desc' });
        return out;
    }
    if (!wildcard && fields.length < SORT_FIELDS_MAX && !fields.some(field => field.name === '_text_match'))
        fields.push({ name: '_text_match', order: 'desc' });
    return fields;
}

/** Checks one search against a collection's schema; a refusal carries the server's message. */
export function checkSearch(
    schema: CollectionCreateSchema,
    params: SearchParams,
): { ok: true; search: CheckedSearch } | { ok: false; refusal: SearchRefusal } {
    const refuse = (code: number, error: string) => ({ ok: false as const, refusal: { code, error } });
    const fields = fieldsOf(schema);
    if (typeof params.q !== 'string') return refuse(400, 'Parameter `q` is required.');
    const q = params.q;
    const queryBy = listParam(params.query_by);
    if (q !== '*' && queryBy.length === 0) return refuse(400, 'No search fields specified for the query.');
    for (const name of queryBy) {
        const field = fields.get(name);
        if (!field) return refuse(404, `Could not find a field named \`${name}\` in the schema.`);
        if (!isString(field.type)) return refuse(400, `Field \`${name}\` should be a string or a string array.`);
        if (field.index === false)
            return refuse(400, `Field \`${name}\` is marked as a non-indexed field in the schema.`);
    }
    const groupBy = listParam(params.group_by);
    for (const name of groupBy) {
        const field = fields.get(name);
        if (!field) return refuse(404, `Could not find a field named \`${name}\` in the schema.`);
        if (!field.facet) return refuse(400, `Group by field \`${name}\` should be a facet field.`);
    }
    const groupLimit = numberParam(params.group_limit, DEFAULTS.group_limit);
    if (groupBy.length > 0 && (groupLimit < 1 || groupLimit > GROUP_LIMIT_MAX))
        return refuse(400, `Value of \`group_limit\` must be between 1 and ${GROUP_LIMIT_MAX}.`);

    let filter: FilterNode | null;
    try {
        filter = parseFilter(typeof params.filter_by === 'string' ? params.filter_by : '', schema.fields ?? []);
    } catch (error) {
        if (error instanceof FilterError) return refuse(error.code, error.message);
        throw error;
    }

    const sortBy = standardSort(params.sort_by, schema, q === '*');
    for (const sort of sortBy) {
        if (sort.name === '_text_match') continue;
        const field = fields.get(sort.name);
        const sortable = field && (isNumeric(field.type) ? field.sort !== false : field.sort === true);
        if (!field || !sortable)
            return refuse(404, `Could not find a field named \`${sort.name}\` in the schema for sorting.`);
        if (field.optional)
            return refuse(400, `Cannot sort by \`${sort.name}\` as it is defined as an optional field.`);
    }
    for (const sort of sortBy)
        if (sort.order !== 'asc' && sort.order !== 'desc')
            return refuse(400, `Order for field\` ${sort.name}\` should be either ASC or DESC.`);
    if (sortBy.length > SORT_FIELDS_MAX) return refuse(422, 'Only upto 3 sort_by fields can be specified.');

    const perPage = numberParam(params.per_page, DEFAULTS.per_page);
    if (perPage > PER_PAGE_MAX) return refuse(422, `Only upto ${PER_PAGE_MAX} hits can be fetched per page.`);
    const page = Math.max(1, numberParam(params.page, DEFAULTS.page));

    return {
        ok: true,
        search: {
            q,
            queryBy,
            groupBy,
            groupLimit,
            filter,
            sortBy,
            page,
            perPage,
            includeFields: listParam(params.include_fields),
            excludeFields: listParam(params.exclude_fields),
            prefix: params.prefix !== false && listParam(params.prefix)[0] !== 'false',
            numTypos: numberParam(params.num_typos, DEFAULTS.num_typos),
            prioritizeNumMatchingFields: params.prioritize_num_matching_fields !== false,
        },
    };
}

export { filterFields };
