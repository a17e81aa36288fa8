import React, { lazy, Suspense, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type { Props } from '@theme/Mermaid';

import styles from './styles.module.css';

/**
 * Every doc page's MDX components include Mermaid, and the original imports the mermaid library
 * statically: that put ~330 kB (gzip) of diagram code on every page. Loading the original lazily
 * keeps it on the pages that draw a diagram. Diagrams render in the browser either way.
 */
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

export default function Mermaid(props: Props): ReactNode {
    const placeholder = <div className={styles.placeholder} aria-busy="true" aria-label="Loading diagram" />;
    return (
        <BrowserOnly fallback={placeholder}>
            {() => (
                <Suspense fallback={placeholder}>
                    <OriginalMermaid {...props} />
                </Suspense>
            )}
        </BrowserOnly>
    );
}
