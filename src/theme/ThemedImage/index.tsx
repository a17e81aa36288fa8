import React, { type ReactNode } from 'react';
import { ThemedComponent } from '@docusaurus/theme-common';
import OriginalThemedImage from '@theme-original/ThemedImage';
import type { Props } from '@theme/ThemedImage';

import FullSizeLink, { frameClassName } from '../../components/FullSizeLink';
import styles from './styles.module.css';

/**
 * A content image (the User Guide's screenshots: a size given, no class of its own; the navbar logo and the
 * home page's drawing bring their own class) gets an "Open full size" link under it, one per colour mode
 * like the image itself, shown while the image is drawn narrower than its natural size.
 */
export default function ThemedImage(props: Props): ReactNode {
    const { className, width, sources } = props;
    if (className || !width || !props.height) return <OriginalThemedImage {...props} />;
    return (
        <span className={`${frameClassName} ${styles.frame}`}>
            <OriginalThemedImage {...props} />
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
