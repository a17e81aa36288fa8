import React, { useState, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { Highlight, type HighlightProps, type RenderProps } from 'prism-react-renderer';

import { ensurePrismLanguages } from '../prism-include-languages';

/**
 * Whether a code block keeps the lines the server highlighted: blocks of the page being hydrated do, for as
 * long as they stay mounted. Highlighting them again in the browser produced the very same markup (the
 * colours are classes, see plugins/code-theme) and was the largest part of a guide's hydration after
 * react-dom itself. Blocks rendered later, after a client-side navigation, are highlighted as usual.
 */
export function useKeepsServerMarkup(): boolean {
    const isBrowser = useIsBrowser();
    const [keeps] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
    return keeps;
}

/**
 * The props of an element whose server markup React keeps while hydrating: it has no children of its own to
 * compare, and nothing to write later since its (empty) inner HTML never changes.
 */
export const serverMarkup = {
    dangerouslySetInnerHTML: { __html: '' },
    suppressHydrationWarning: true,
} as const;

function neverCalled(): never {
    throw new Error('a code block that keeps its server markup has no tokens');
}

/**
 * prism-react-renderer's `Highlight`, or, for a block that keeps its server markup, the same render call
 * with no tokens (and no tokenising, nor the grammars it would need).
 */
export function HighlightUnlessKept({ keep, ...props }: HighlightProps & { keep: boolean }): ReactNode {
    if (keep) {
        // Typed as returning the global JSX.Element, which React 19's types no longer declare.
        const render = props.children as (renderProps: RenderProps) => ReactNode;
        return render({
            tokens: [],
            className: `prism-code language-${props.language.toLowerCase()}`,
            style: props.theme?.plain ?? {},
            getLineProps: neverCalled,
            getTokenProps: neverCalled,
        });
    }
    ensurePrismLanguages();
    return <Highlight {...props} />;
}
