import React, { type ReactNode } from 'react';
import { Highlight, type HighlightProps, type RenderProps } from 'prism-react-renderer';

import { ensurePrismLanguages } from '../theme/prism-include-languages';

// Code blocks keep the lines the server highlighted: highlighting them again in the browser produced the very
// same markup (the colours are classes, see plugins/performance/code-theme) and was the largest part of a guide's hydration
// after react-dom itself.
export { useKeptServerMarkup } from './server-markup';

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
