import { readdirSync } from 'node:fs';
import path from 'node:path';

import { isGeneratedReference } from '../../reference/sections';

/** Pages under docs/ are hand-written except the generated reference sections. */
function isGenerated(relativePath: string): boolean {
    const [top, ...rest] = relativePath.split('/');
    return top === 'docs' && isGeneratedReference(rest.join('/'));
}

/** Every hand-written .md/.mdx page under docs/ and src/pages/, relative to the root, sorted. */
export function findPages(repoRoot: string, roots: string[] = ['docs', 'src/pages']): string[] {
    const found: string[] = [];
    const walk = (relativeDir: string): void => {
        let entries;
        try {
            entries = readdirSync(path.join(repoRoot, relativeDir), { withFileTypes: true });
        } catch {
            return;
        }
        for (const entry of entries) {
            const relative = `${relativeDir}/${entry.name}`;
            if (entry.isDirectory()) {
                if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
                if (isGenerated(`${relative}/x`)) continue;
                walk(relative);
            } else if (/\.mdx?$/.test(entry.name) && !isGenerated(relative)) {
                found.push(relative);
            }
        }
    };
    for (const root of roots) walk(root);
    return found.sort();
}

/** Docusaurus treats files and folders starting with `_` as partials, not pages: they need no front matter. */
export function isPartial(relativePath: string): boolean {
    return relativePath.split('/').some(part => part.startsWith('_'));
}
