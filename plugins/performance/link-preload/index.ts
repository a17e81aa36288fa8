import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** `@docusaurus/Link` becomes src/navigation/Link.tsx: links preload on hover and touch, not when on screen. */
export default function linkPreloadPlugin(): Plugin {
    return {
        name: 'link-preload',
        configureWebpack() {
            return {
                resolve: { alias: { '@docusaurus/Link': path.resolve(__dirname, '../../../src/navigation/Link.tsx') } },
            };
        },
    };
}
