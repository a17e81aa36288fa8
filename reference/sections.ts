/**
 * The reference sections: the folders of docs/reference/ that `npm run reference` generates (everything
 * there but the hand-written landing page). One list for the generator, the edit links, the llms files,
 * the API-name linker and the content check.
 */

export interface TypescriptSection {
    id: 'typescript-api' | 'core-plugins' | 'admin-ui-api' | 'dashboard';
    label: string;
    /** Sidebar position inside the Reference sidebar (the GraphQL API is 2). */
    position: number;
    description: string;
}

/** The sections generated from the packages' TypeScript declarations (typescript/). */
export const typescriptSections: readonly TypescriptSection[] = [
    {
        id: 'typescript-api',
        label: 'TypeScript API',
        position: 1,
        description: 'Classes, interfaces, functions and types exported by the Vendure server packages.',
    },
    {
        id: 'core-plugins',
        label: 'Core Plugins',
        position: 3,
        description: 'Options and APIs of the plugins published alongside Vendure.',
    },
    {
        id: 'admin-ui-api',
        label: 'Admin UI API',
        position: 4,
        description: 'Extension APIs of the Angular-based Admin UI and its dev kit.',
    },
    {
        id: 'dashboard',
        label: 'Dashboard',
        position: 5,
        description: 'Components, hooks and extension APIs of the React-based Dashboard.',
    },
];

export type TypescriptSectionId = TypescriptSection['id'];

/** The section generated from the GraphQL schema (graphql/). */
export const graphqlSection = { id: 'graphql-api', label: 'GraphQL API', position: 2 } as const;

/** The section generated from the CLI's command declarations (cli/): one page. */
export const cliSection = { id: 'cli', label: 'CLI', position: 6 } as const;

const generatedSectionIds: ReadonlySet<string> = new Set([
    ...typescriptSections.map(s => s.id),
    graphqlSection.id,
    cliSection.id,
]);

/** Whether a page below docs/ (`reference/typescript-api/x.mdx`, `/`-separated) is generated. */
export function isGeneratedReference(docPath: string): boolean {
    const [top, section, ...rest] = docPath.split('/');
    return top === 'reference' && rest.length > 0 && generatedSectionIds.has(section);
}
