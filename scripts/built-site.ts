/**
 * The pages of a production build as files: one walk of build/ and one file → route rule, shared by
 * the search extraction, the build checks and the bench.
 */
import fs from 'node:fs';
import path from 'node:path';

import { PAGEFIND_DIR } from '../src/search/pagefind-files';

/** Top-level folders of build/ that hold no pages: the bundler's and the search index's (/reference/typescript-api/assets/ is pages). */
const notPages = new Set(['assets', PAGEFIND_DIR]);

/** The route a built file is served at: `guides/x/index.html` → `/guides/x/`, `index.html` → `/`, `404.html` → `/404.html`. */
export function routeOfFile(relativeFile: string): string {
    const posix = relativeFile.split(path.sep).join('/').split('\\').join('/');
    return `/${posix.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** Every page file of build/ with the given extension (`.html`, `.md`), relative to buildDir, sorted. */
export function builtFiles(buildDir: string, extension: string): string[] {
    const found: string[] = [];
    const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
            const full = path.join(dir, entry.name);
            if (entry.isDirectory()) {
                if (dir !== buildDir || !notPages.has(entry.name)) walk(full);
            } else if (entry.name.endsWith(extension)) {
                found.push(path.relative(buildDir, full));
            }
        }
    };
    walk(buildDir);
    return found.sort();
}
