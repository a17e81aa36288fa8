/** Filters the UI can ask for, whatever the backend. Values inside one field are OR-ed. */
export interface SearchFilters {
    language?: string[];
    docusaurus_tag?: string[];
    /** Learn / Reference / User Guide (hierarchy.lvl0). */
    section?: string[];
}

const FIELD_ALIASES: Record<string, keyof SearchFilters> = {
    language: 'language',
    docusaurus_tag: 'docusaurus_tag',
    'hierarchy.lvl0': 'section',
    section: 'section',
};

function addValues(filters: SearchFilters, field: string, values: string[]): void {
    const key = FIELD_ALIASES[field.trim()];
    if (!key) throw new Error(`Unsupported search filter field: ${field}`);
    const cleaned = values.map(value => value.trim().replace(/^`|`$/g, '')).filter(Boolean);
    filters[key] = [...(filters[key] ?? []), ...cleaned];
}

/**
 * Reads the Typesense `filter_by` string the modal sends (`language:=en && docusaurus_tag:=[a,b]`),
 * so the local backend honours exactly the same contextual filters as the hosted one.
 */
export function parseFilterBy(filterBy: string | undefined): SearchFilters {
    const filters: SearchFilters = {};
    if (!filterBy?.trim()) return filters;
    for (const clause of filterBy.split('&&')) {
        const match = /^\s*([\w.]+)\s*:=?\s*(\[(.*)\]|(.*?))\s*$/.exec(clause);
        if (!match) throw new Error(`Unsupported search filter: ${clause.trim()}`);
        const list = match[3] !== undefined ? match[3].split(',') : [match[4]];
        addValues(filters, match[1], list);
    }
    return filters;
}

/** Pagefind filter object: `any` keeps OR semantics inside a field, fields are AND-ed. */
export function toPagefindFilters(filters: SearchFilters): Record<string, { any: string[] }> {
    const out: Record<string, { any: string[] }> = {};
    for (const [key, values] of Object.entries(filters) as Array<[keyof SearchFilters, string[] | undefined]>) {
        if (values && values.length > 0) out[key] = { any: [...new Set(values)] };
    }
    return out;
}

/**
 * Drops the fields that every indexed page passes: those whose requested values include every
 * value the index holds for a filter all pages have (`indexed`, from the index build). The
 * contextual filter (one language, one docs version) is such a field: asking Pagefind for it
 * only fetched its filter chunks, which the first results then waited for.
 */
export function withoutFiltersAllPass(
    filters: Record<string, { any: string[] }>,
    indexed: Record<string, string[]>,
): Record<string, { any: string[] }> {
    const out: Record<string, { any: string[] }> = {};
    for (const [key, filter] of Object.entries(filters)) {
        const values = indexed[key];
        if (values?.length && values.every(value => filter.any.includes(value))) continue;
        out[key] = filter;
    }
    return out;
}

/** Typesense `filter_by` clause restricting results to one documentation section. */
export function sectionFilterBy(section: string | null | undefined): string {
    return section ? `hierarchy.lvl0:=[\`${section}\`]` : '';
}
