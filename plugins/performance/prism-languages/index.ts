import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { stripBundledLanguages } from './strip-bundled';

/**
 * Replaces prism-react-renderer (client and server alike, so SSR and hydration highlight the
 * same way) with a copy that has no bundled grammars; `themeConfig.prism.additionalLanguages`
 * must list every grammar the site uses (see ./languages.ts).
 */
export default function prismLanguagesPlugin(context: LoadContext): Plugin {
    const original = require.resolve('prism-react-renderer/dist/index.mjs', { paths: [context.siteDir] });
    const slim = path.join(context.generatedFilesDir, 'prism-languages', 'prism-react-renderer.mjs');
    return {
        name: 'prism-languages',
        configureWebpack() {
            fs.mkdirSync(path.dirname(slim), { recursive: true });
            const next = stripBundledLanguages(fs.readFileSync(original, 'utf8'));
            if (!fs.existsSync(slim) || fs.readFileSync(slim, 'utf8') !== next) fs.writeFileSync(slim, next);
            return { resolve: { alias: { 'prism-react-renderer$': slim } } };
        },
    };
}
