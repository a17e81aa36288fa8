import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * The SearchBar (src/theme/SearchBar, the theme's file plus a checked diff) imports the DocSearch
 * modal package the theme depends on. npm keeps that package nested under the theme (its React
 * peer range stops at 18, so it is not hoisted next to React 19): point the bundler there.
 */
export function docsearchReactDir(): string {
    const themeDir = path.resolve(path.dirname(require.resolve('docusaurus-theme-search-typesense')), '..');
    return path.dirname(require.resolve('typesense-docsearch-react/package.json', { paths: [themeDir] }));
}

export default function searchModalPlugin(_context: LoadContext): Plugin {
    return {
        name: 'search-modal',
        configureWebpack() {
            return { resolve: { alias: { 'typesense-docsearch-react': docsearchReactDir() } } };
        },
    };
}
