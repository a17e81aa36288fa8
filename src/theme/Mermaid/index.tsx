import React, { Children, isValidElement, lazy, Suspense, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';

import FullSizeLink, { frameClassName } from '../../components/FullSizeLink';
import styles from './styles.module.css';

/**
 * Every doc page's MDX components include Mermaid, and the original imports the mermaid library
 * statically: that put ~330 kB (gzip) of diagram code on every page. Loading the original lazily
 * keeps it on the pages that draw a diagram in the browser.
 */
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

/**
 * `children`: the diagram drawn at build time (plugins/content/mermaid-svg), an image per colour mode, shown by
 * colour mode in CSS with no script. `value` alone: the source, drawn in the browser (a machine that
 * built without Chromium).
 */
export interface Props {
    value?: string;
    children?: ReactNode;
}

interface DrawingProps {
    src?: string;
    width?: string | number;
    'data-mermaid-mode'?: string;
}

/** Each drawing followed by its "Open full size" link, which CSS shows and hides with it by colour mode. */
function withFullSizeLinks(children: ReactNode): ReactNode {
    return Children.map(children, child => {
        if (!isValidElement<DrawingProps>(child)) return child;
        const { src, width, 'data-mermaid-mode': mode } = child.props;
        if (!src || !width) return child;
        return [
            child,
            <FullSizeLink key="full-size" href={src} width={Number(width)} what="diagram" data-mermaid-mode={mode} />,
        ];
    });
}

export default function Mermaid({ value, children }: Props): ReactNode {
    if (children)
        return (
            <div className={`docusaurus-mermaid-container ${styles.drawn} ${frameClassName}`}>
                {withFullSizeLinks(children)}
            </div>
        );
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
