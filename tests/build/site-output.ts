import fs from 'node:fs';
import path from 'node:path';

export const buildDir = path.resolve(__dirname, '../../build');

/** A page written by @docusaurus/plugin-client-redirects: a meta refresh and nothing else. */
export const isRedirectStub = (html: string) => /<meta http-equiv="refresh"/i.test(html) && !/<div id="__docusaurus"/.test(html);

/** Every built HTML page with its route (`/guides/x/`), read once. */
export function builtPages(): { route: string; file: string; html: string }[] {
    if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
        throw new Error('build/ is missing: run `npm run build` first (npm test does)');
    }
    const pages: { route: string; file: string; html: string }[] = [];
    const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
            const full = path.join(dir, entry.name);
            if (entry.isDirectory()) {
                // Only the bundler's and the search index's own folders: /reference/typescript-api/assets/ is pages.
                if (dir !== buildDir || (entry.name !== 'assets' && entry.name !== 'pagefind')) walk(full);
            } else if (entry.name.endsWith('.html')) {
                const html = fs.readFileSync(full, 'utf8');
                // Redirect stubs of old URLs (plugins/redirects) are not pages.
                if (isRedirectStub(html)) continue;
                const relative = path.relative(buildDir, full).split(path.sep).join('/');
                const route = `/${relative.replace(/(^|\/)index\.html$/, '$1')}`;
                pages.push({ route, file: full, html });
            }
        }
    };
    walk(buildDir);
    return pages;
}

/** The value of a `<meta>` tag, whichever attribute order and quoting the minifier left. */
export function metaContent(html: string, key: string): string | undefined {
    for (const match of html.matchAll(/<meta\b[^>]*>/g)) {
        const tag = match[0];
        const name = /\b(?:name|property)=["']?([^"'\s>]+)/.exec(tag)?.[1];
        if (name === key) return /\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(tag)?.slice(1).find(v => v !== undefined);
    }
    return undefined;
}

export function canonicalUrl(html: string): string | undefined {
    const tag = /<link\b[^>]*\brel=["']?canonical\b[^>]*>/.exec(html)?.[0];
    return tag ? /\bhref=["']?([^"'\s>]+)/.exec(tag)?.[1] : undefined;
}
