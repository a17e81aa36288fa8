import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { codeThemeCss, type CodeThemes } from './css';

/**
 * The site's code colours as a stylesheet of the main bundle (see ./css.ts): with `themeConfig.prism` set to the
 * uncoloured theme, highlighted code no longer depends on the colour mode, so its server markup is kept while
 * the page hydrates (src/theme/CodeBlock).
 */
export default function codeThemePlugin(themes: CodeThemes) {
    return (context: LoadContext): Plugin => {
        const file = path.join(context.generatedFilesDir, 'code-theme', 'code-theme.css');
        return {
            name: 'code-theme',
            loadContent() {
                fs.mkdirSync(path.dirname(file), { recursive: true });
                const css = codeThemeCss(themes);
                if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== css) fs.writeFileSync(file, css);
            },
            getClientModules() {
                return [file];
            },
        };
    };
}
