import type * as PrismNamespace from 'prismjs';
import upstream from '@theme-original/prism-include-languages';

const includeLanguagesNow = upstream as (prism: typeof PrismNamespace) => void;

let pending: (() => void) | undefined;

/**
 * The theme's client module calls this while the app starts, in the one long task before the page can hydrate;
 * evaluating the site's Prism grammars there took 40–60 ms of it under 4× CPU. They are evaluated instead when
 * a code block is first highlighted in the browser (src/hydration/code-block.tsx), on pages that need it.
 */
export default function prismIncludeLanguages(prism: typeof PrismNamespace): void {
    pending = () => {
        includeLanguagesNow(prism);
    };
}

/** Registers the grammars on the Prism instance the theme passed in, once; before any code is highlighted. */
export function ensurePrismLanguages(): void {
    const include = pending;
    pending = undefined;
    include?.();
}
