import fs from 'node:fs';
import path from 'node:path';

import { builtFiles, routeOfFile } from '../../scripts/built-site';

export const buildDir = path.resolve(__dirname, '../../build');

/** A page written by @docusaurus/plugin-client-redirects: a meta refresh and nothing else. */
export const isRedirectStub = (html: string) =>
    /<meta http-equiv="refresh"/i.test(html) && !/<div id="__docusaurus"/.test(html);

/** Every built HTML page with its route (`/guides/x/`), read once. */
export function builtPages(): { route: string; file: string; html: string }[] {
    if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
        throw new Error('build/ is missing: run `npm run build` first (npm test does)');
    }
    const pages: { route: string; file: string; html: string }[] = [];
    for (const relative of builtFiles(buildDir, '.html')) {
        const file = path.join(buildDir, relative);
        const html = fs.readFileSync(file, 'utf8');
        // Redirect stubs of old URLs (plugins/content/redirects) are not pages.
        if (!isRedirectStub(html)) pages.push({ route: routeOfFile(relative), file, html });
    }
    return pages;
}

/** The value of a `<meta>` tag, whichever attribute order and quoting the minifier left. */
export function metaContent(html: string, key: string): string | undefined {
    for (const match of html.matchAll(/<meta\b[^>]*>/g)) {
        const tag = match[0];
        const name = /\b(?:name|property)=["']?([^"'\s>]+)/.exec(tag)?.[1];
        if (name === key)
            return /\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/
                .exec(tag)
                ?.slice(1)
                .find(v => v !== undefined);
    }
    return undefined;
}

export function canonicalUrl(html: string): string | undefined {
    const tag = /<link\b[^>]*\brel=["']?canonical\b[^>]*>/.exec(html)?.[0];
    return tag ? /\bhref=["']?([^"'\s>]+)/.exec(tag)?.[1] : undefined;
}

/** The built scripts (file names in build/assets/js), split into the two every page starts with and the lazy chunks. */
export function builtScripts(): { dir: string; entry: string[]; lazy: string[] } {
    const dir = path.join(buildDir, 'assets/js');
    const all = fs.readdirSync(dir).filter(file => file.endsWith('.js'));
    const isEntry = (name: string) => /^(main|runtime~main)\./.test(name);
    return { dir, entry: all.filter(isEntry), lazy: all.filter(name => !isEntry(name)) };
}
