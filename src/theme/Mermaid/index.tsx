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
 * `light` and `dark`: the diagram drawn at build time (plugins/mermaid-svg), shown by colour mode in CSS,
 * with no script. `value` alone: the source, drawn in the browser (a machine that built without Chromium).
 */
export interface Props {
    value?: string;
    light?: string;
    dark?: string;
}

export default function Mermaid({ value, light, dark }: Props): ReactNode {
    if (light !== undefined && dark !== undefined) {
        return (
            <div className={`docusaurus-mermaid-container ${styles.drawn}`}>
                <div data-mermaid-mode="light" dangerouslySetInnerHTML={{ __html: light }} />
                <div data-mermaid-mode="dark" dangerouslySetInnerHTML={{ __html: dark }} />
            </div>
        );
    }
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
