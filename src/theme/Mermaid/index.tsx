import React, { lazy, Suspense, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';

import styles from './styles.module.css';

/**
 * Every doc page's MDX components include Mermaid, and the original imports the mermaid library
 * statically: that put ~330 kB (gzip) of diagram code on every page. Loading the original lazily
 * keeps it on the pages that draw a diagram in the browser.
 */
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

/**
 * `children`: the diagram drawn at build time (plugins/mermaid-svg), an image per colour mode, shown by
 * colour mode in CSS with no script. `value` alone: the source, drawn in the browser (a machine that
 * built without Chromium).
 */
export interface Props {
    value?: string;
    children?: ReactNode;
}

export default function Mermaid({ value, children }: Props): ReactNode {
    if (children) return <div className={`docusaurus-mermaid-container ${styles.drawn}`}>{children}</div>;
    const placeholder = <div className={styles.placeholder} aria-busy="true" aria-label="Loading diagram" />;
    return (
        <BrowserOnly fallback={placeholder}>
            {() => (
                <Suspense fallback={placeholder}>
                    <OriginalMermaid value={value ?? ''} />
                </Suspense>
            )}
        </BrowserOnly>
    );
}
