import { themes, type PrismTheme } from 'prism-react-renderer';

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)` as [r, g, b] in 0–255. */
export function parseColor(color: string): [number, number, number] {
    const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/i.exec(color);
    if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
    const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
    if (!hex) throw new Error(`not a colour: ${color}`);
    const full = hex.length === 3 ? [...hex].map(c => c + c).join('') : hex;
    return [0, 2, 4].map(i => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance (WCAG 2.x). */
function luminance(color: string): number {
    const [r, g, b] = parseColor(color).map(v => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
}

function replaceColor(theme: PrismTheme, from: string, to: string): PrismTheme {
    const same = (c: string | undefined) => !!c && parseColor(c).join() === parseColor(from).join();
    return {
        ...theme,
        styles: theme.styles.map(s => (same(s.style.color) ? { ...s, style: { ...s.style, color: to } } : s)),
    };
}

/**
 * Code colours that meet WCAG AA (4.5:1) for every token on the block's background: the usual
 * GitHub and Dracula themes do not (comments, strings and functions fall to 2.6–3:1).
 * VS Light's one weak colour (pure red, 4:1) is darkened.
 */
export const codeThemes = {
    light: replaceColor(themes.vsLight, '#ff0000', '#c50000'),
    dark: themes.oceanicNext,
};
