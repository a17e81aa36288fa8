/**
 * What the generator writes besides the MDX pages (docs/reference/<section>/) and the SDL (generated/graphql/),
 * for the site build to read: the plain Markdown twin of every generated page and the commented SDL of each
 * GraphQL API. plugins/llms-txt publishes them as `/<path>.md` and in the reference's llms files.
 */
import path from 'node:path';

import { graphqlSection } from './sections';

/** Markdown twins, by path below docs/reference/ with `.md` (`typescript-api/orders/order-process.md`). */
export const markdownDir = path.join('generated', 'markdown');

/** The Markdown twin of the generated page `docs/reference/<file>` (`.mdx`), relative to the repository. */
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
