import React, { type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock/Content/String';
import CodeBlockString from '@theme-original/CodeBlock/Content/String';
// The same module the theme's client module reaches as @theme/prism-include-languages.
import { ensurePrismLanguages } from '../../prism-include-languages';

/** The one theme component that highlights with Prism: the site's grammars are registered before it first does. */
export default function CodeBlockStringWrapper(props: Props): ReactNode {
    ensurePrismLanguages();
    return <CodeBlockString {...props} />;
}
