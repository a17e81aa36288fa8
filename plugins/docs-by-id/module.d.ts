/** Written by plugins/docs-by-id: every doc's id, title, description and sidebar. */
declare module '@generated/docs-by-id/default/docs.json' {
    import type { PropVersionDocs } from '@docusaurus/plugin-content-docs';

    const docs: PropVersionDocs;
    export default docs;
}
