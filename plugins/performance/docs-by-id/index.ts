import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { toVersionMetadataProp } from '@docusaurus/plugin-content-docs/lib/props.js';

import { categoryCardDescriptions } from '../../../src/components/card-descriptions';

/** Where the client imports the map from: `@generated/<plugin name>/default/<file>`. */
export const docsByIdModule = '@generated/docs-by-id/default/docs.json';
/** And the descriptions of category cards, by the page each opens (src/components/card-descriptions.ts). */
export const cardDescriptionsModule = '@generated/docs-by-id/default/card-descriptions.json';

/**
 * The docs plugin puts every doc's title and description (`version.docs`, ~41 kB gzip of the ~56 kB version
 * chunk) into the props every doc page loads, for the one component that reads them: DocCard's descriptions.
 * This plugin strips that map from the version props (`strip-docs-loader.cjs`) and writes it as its own
 * module, which src/theme/DocCardList loads only where a card list is rendered. With it, the description of
 * each category card its sidebar leaves undescribed: that of the page the card opens.
 */
export default function docsByIdPlugin(): Plugin {
    return {
        name: 'docs-by-id',
        async allContentLoaded({ allContent, actions }) {
            const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
            if (!docs) throw new Error('docs-by-id: the docs plugin (id "default") has no content');
            if (docs.loadedVersions.length !== 1)
                throw new Error('docs-by-id: written for one docs version; the card map would need one per version');
            const version = docs.loadedVersions[0];
            const { docs: byId, docsSidebars } = toVersionMetadataProp('default', version);
            await actions.createData(path.basename(docsByIdModule), JSON.stringify(byId));
            const byPermalink = new Map(version.docs.map(doc => [doc.permalink, doc.description]));
            await actions.createData(
                path.basename(cardDescriptionsModule),
                JSON.stringify(categoryCardDescriptions(docsSidebars, permalink => byPermalink.get(permalink))),
            );
        },
        configureWebpack() {
            return {
                module: {
                    rules: [
                        {
                            // The docs plugin's route props: the version's props are the one file with `version.docs`.
                            test: /[\\/]docusaurus-plugin-content-docs[\\/]default[\\/]p[\\/][^\\/]+\.json$/,
                            use: [{ loader: require.resolve('./strip-docs-loader.cjs') }],
                        },
                    ],
                },
            };
        },
    };
}
