/**
 * The Prism grammars the site highlights, in load order (a grammar after the ones it extends).
 * Content uses ts/typescript, tsx, graphql, json, yaml, html, bash/sh/shell; docker is promised
 * too (PROMISES.md, Code highlighting).
 * markup, regex, clike, javascript and jsx are what tsx is built from; js-extras keeps the
 * JavaScript tokens the bundled prism-react-renderer grammars produced.
 */
export const prismLanguages = [
    'markup',
    'regex',
    'clike',
    'javascript',
    'jsx',
    'typescript',
    'tsx',
    'js-extras',
    'graphql',
    'yaml',
    'json',
    'bash',
    'docker',
];

interface ComponentsJson {
    languages: Record<string, { require?: string | string[]; modify?: string | string[] } | string>;
}

/** Grammars in `languages` loaded before one they require or modify (per prismjs' components.json). */
export function outOfOrder(languages: string[], components: ComponentsJson): string[] {
    const problems: string[] = [];
    const asList = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
    languages.forEach((lang, index) => {
        const entry = components.languages[lang];
        if (!entry || typeof entry === 'string') {
            problems.push(`${lang}: not a prismjs component`);
            return;
        }
        for (const dep of [...asList(entry.require), ...asList(entry.modify)]) {
            const at = languages.indexOf(dep);
            if (at === -1 || at > index) problems.push(`${lang} needs ${dep} first`);
        }
    });
    return problems;
}
