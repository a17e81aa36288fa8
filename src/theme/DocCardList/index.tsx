import React, { lazy, Suspense, useMemo, type ReactNode } from 'react';
import DocCardList from '@theme-original/DocCardList';
import { DocsVersionProvider, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/DocCardList';

import { withCardDescriptions } from '@site/src/components/card-descriptions';

/**
 * The cards' descriptions (`useDocById`) come from the docs map that plugins/performance/docs-by-id keeps out of every
 * page's props: it loads here, with the first card list. The server renders the cards in full; in the
 * browser the list hydrates once the map has loaded, showing the server's HTML meanwhile. A category card
 * that its sidebar does not describe gets the description of the page it opens (never "N items").
 */
const DocCardListWithDocs = lazy(async () => {
    const [{ default: docs }, { default: cardDescriptions }] = await Promise.all([
        import('@generated/docs-by-id/default/docs.json'),
        import('@generated/docs-by-id/default/card-descriptions.json'),
    ]);
    function WithDocs(props: Props): ReactNode {
        const version = useDocsVersion();
        const withDocs = useMemo(() => ({ ...version, docs }), [version]);
        const items = useMemo(() => props.items && withCardDescriptions(props.items, cardDescriptions), [props.items]);
        return (
            <DocsVersionProvider version={withDocs}>
                <DocCardList {...props} items={items} />
            </DocsVersionProvider>
        );
    }
    return { default: WithDocs };
});

export default function DocCardListWrapper(props: Props): ReactNode {
    return (
        <Suspense fallback={null}>
            <DocCardListWithDocs {...props} />
        </Suspense>
    );
}
