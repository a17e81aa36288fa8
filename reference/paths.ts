/**
 * Where the reference generator writes, relative to the repository, so that the site build resolves them
 * against its siteDir; and the repository itself, found from this module's folder so that no path depends
 * on the working directory. plugins/content/llms-txt publishes the Markdown twins and llms texts as `/<path>.md`
 * and in the reference's llms files.
 */
import path from 'node:path';

import { graphqlSection } from './sections';

/** The repository root. */
export const repoRoot = path.resolve(__dirname, '..');

/** The generated pages: docs/reference/<section>/ (beside the hand-written landing page). */
export const referenceDocsDir = path.join('docs', 'reference');

/** The API index (names → URLs, read by plugins/content/remark-api-links) and the inputs stamp. */
export const generatedReferenceDir = path.join('generated', 'reference');
export const apiIndexFile = path.join(generatedReferenceDir, 'api-index.json');

/** Each GraphQL API's SDL, for the content check. */
export const sdlDir = path.join('generated', 'graphql');
/** The downloadable copies of the SDL, served at /reference/graphql-api/<api>/schema.graphql. */
export const staticSchemaDir = path.join('generated', 'static', 'reference', graphqlSection.id);

/** Markdown twins, by path below docs/reference/ with `.md` (`typescript-api/orders/order-process.md`). */
export const markdownDir = path.join('generated', 'markdown');

/** The Markdown twin of the generated page `docs/reference/<file>` (`.mdx`). */
export function markdownTwinOf(referenceFile: string): string {
    return path.join(markdownDir, referenceFile.replace(/\.mdx?$/, '.md'));
}

/** One API's whole schema as SDL with its descriptions as comments. */
export function graphqlSdlTextFile(api: 'admin' | 'shop'): string {
    return path.join(markdownDir, graphqlSection.id, `${api}.graphql`);
}

/** A reference section's pages in one Markdown text, for its llms file (`/reference/<section>/llms.txt`). */
export function sectionLlmsFile(section: string): string {
    return path.join(markdownDir, 'llms', `${section}.md`);
}
