/** Written by plugins/performance/docs-by-id: every doc's id, title, description and sidebar. */
declare module '@generated/docs-by-id/default/docs.json' {
    import type { PropVersionDocs } from '@docusaurus/plugin-content-docs';

    const docs: PropVersionDocs;
    export default docs;
}

declare module '@generated/docs-by-id/default/card-descriptions.json' {
    import type { CardDescriptions } from '@site/src/components/card-descriptions';

    const descriptions: CardDescriptions;
    export default descriptions;
}
