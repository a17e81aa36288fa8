import React, { type ReactNode } from 'react';
import { ThemedComponent } from '@docusaurus/theme-common';
import ThemedImage, { type Props } from '@theme/ThemedImage';

import FullSizeLink, { frameClassName } from '../FullSizeLink';
import styles from './styles.module.css';

/**
 * A User Guide screenshot: the theme's ThemedImage (one picture per colour mode) with an "Open the image
 * full size" link under it, one per colour mode like the image, shown while the image is drawn narrower
 * than its natural size. Only the pages that show one import it, so no other page loads it.
 */
export default function Screenshot(props: Props & { width: number }): ReactNode {
    const { width, sources } = props;
    return (
        <span className={`${frameClassName} ${styles.frame}`}>
            <ThemedImage {...props} />
            <ThemedComponent>
                {({ theme, className: themed }) => (
                    <span className={themed}>
                        <FullSizeLink href={sources[theme]} width={Number(width)} what="image" />
                    </span>
                )}
            </ThemedComponent>
        </span>
    );
}
