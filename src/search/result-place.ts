import { docAreas } from '../doc-areas';

/**
 * What a search result is and where it sits, read from its URL, so results with the same title
 * ("Payment": a guide, an entity, a part of the reference) can be told apart. The URL is what both
 * backends give every hit, so the hosted search shows the same.
 */
export interface ResultPlace {
    /** The kind of page: "Guide", "Entity", "GraphQL type", "Overview"… */
    kind: string;
    /** The folders between the doc area and the page ("TypeScript API", "Entities"), as readers see them. */
    folders: string[];
}

/** Words of a folder name that are written otherwise than capitalised. */
const SPELLING: Record<string, string> = {
    api: 'API',
    apis: 'APIs',
    cli: 'CLI',
    graphql: 'GraphQL',
    typescript: 'TypeScript',
    ui: 'UI',
    v1: 'v1',
};

/** "typescript-api" → "TypeScript API", "core-concepts" → "Core concepts". */
export function folderLabel(slug: string): string {
    return slug
        .split('-')
        .filter(Boolean)
        .map((word, index) => SPELLING[word] ?? (index === 0 ? word[0].toUpperCase() + word.slice(1) : word))
        .join(' ');
}

const GRAPHQL_KINDS: Record<string, string> = {
    'object-types': 'GraphQL type',
    'input-types': 'GraphQL input type',
    enums: 'GraphQL enum',
    mutations: 'GraphQL mutation',
    queries: 'GraphQL query',
};

/** Reference folders whose pages are all of one kind. */
const REFERENCE_KINDS: Array<[prefix: string, kind: string]> = [
    ['typescript-api/entities/', 'Entity'],
    ['typescript-api/services/', 'Service'],
    ['typescript-api/events/', 'Event'],
    ['core-plugins/', 'Plugin'],
    ['cli/', 'CLI'],
];

/** Reference packages whose first-level folders are parts of the reference with an overview page each. */
const API_PACKAGES: Record<string, string> = {
    'typescript-api': 'TypeScript API',
    dashboard: 'Dashboard API',
    'admin-ui-api': 'Admin UI API',
};

function referenceKind(segments: string[], hash: string): string {
    const [first, second, third] = segments;
    if (first === 'graphql-api') return (hash && third && GRAPHQL_KINDS[third]) || 'GraphQL API';
    const path = `${segments.join('/')}/`;
    const fixed = REFERENCE_KINDS.find(([prefix]) => path.startsWith(prefix));
    if (fixed) return fixed[1];
    if (first && API_PACKAGES[first]) return segments.length <= 2 && !hash ? 'Overview' : API_PACKAGES[first];
    return second ? 'Reference' : 'Overview';
}

/** The kind and folders of the page at `url` (absolute, or a path with an optional hash). */
export function resultPlace(url: string): ResultPlace {
    const { pathname, hash } = new URL(url, 'https://site.invalid');
    const area = docAreas.find(candidate => pathname.startsWith(candidate.prefix));
    if (!area) return { kind: 'Page', folders: [] };
    const segments = pathname.slice(area.prefix.length).split('/').filter(Boolean);
    // The page's own segment is its title; the ones before it are where it sits.
    const folders = segments.slice(0, -1).map(folderLabel);
    if (area.name === 'Reference') return { kind: referenceKind(segments, hash), folders };
    return { kind: 'Guide', folders };
}
