import type { PrismTheme } from 'prism-react-renderer';

/** The site's two code themes, by the colour mode (`<html data-theme>`) each is for. */
export interface CodeThemes {
    light: PrismTheme;
    dark: PrismTheme;
}

/**
 * The Prism theme Docusaurus is given: no colours, so the highlighted markup is the same in both colour modes
 * and the server's markup can be hydrated as it is; the colours come from `codeThemeCss`.
 */
export const uncolouredTheme: PrismTheme = { plain: {}, styles: [] };

const kebab = (property: string) => property.replace(/[A-Z]/g, letter => `-${letter.toLowerCase()}`);

function declarations(style: Record<string, unknown>): string {
    return Object.entries(style)
        .filter(([, value]) => value !== undefined)
        .map(([property, value]) => `${kebab(property)}:${String(value)}`)
        .join(';');
}

/**
 * Each theme as CSS under its colour mode: the block's colours as the variables the theme's code block styles
 * read (`--prism-color`, `--prism-background-color`), and one rule per theme entry for its token classes, in
 * the theme's order. Prism's language-restricted entries would need the block's language class; the site's
 * themes have none, so they are refused rather than applied to every language.
 */
export function codeThemeCss(themes: CodeThemes): string {
    return (Object.entries(themes) as Array<[keyof CodeThemes, PrismTheme]>)
        .flatMap(([mode, theme]) => {
            const scope = `[data-theme='${mode}']`;
            const { color, backgroundColor } = theme.plain;
            const variables = declarations({ '--prism-color': color, '--prism-background-color': backgroundColor });
            return [
                `${scope}{${variables}}`,
                ...theme.styles.map(entry => {
                    if (entry.languages)
                        throw new Error(`${mode} code theme: language-specific entries are not supported`);
                    const selectors = entry.types.map(type => `${scope} .prism-code .token.${type}`).join(',');
                    return `${selectors}{${declarations(entry.style)}}`;
                }),
            ];
        })
        .join('\n');
}
