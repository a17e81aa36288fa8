const START = '// src/prism-langs.ts\n';
const END = '// src/themes/index.ts\n';
const KEEP = 'var Prism = __toESM(require_prism());\n';

/**
 * prism-react-renderer 2.x bundles ~40 grammars (swift, kotlin, rust, go, python…) into its one
 * file: ~20 kB gzip in every page's main bundle. This returns the file without them; the grammars
 * the site needs are then added by Docusaurus' prism-include-languages from `additionalLanguages`.
 * Throws if the file no longer has the expected shape, so an upgrade cannot silently break highlighting.
 */
export function stripBundledLanguages(source: string): string {
    const start = source.indexOf(START);
    const end = source.indexOf(END);
    if (start === -1 || end === -1 || end < start || !source.slice(start, end).includes(KEEP)) {
        throw new Error(
            'prism-languages: prism-react-renderer/dist/index.mjs changed shape; update plugins/performance/prism-languages',
        );
    }
    return `${source.slice(0, start)}${START}${KEEP}\n${source.slice(end)}`;
}
