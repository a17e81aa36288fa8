import React, { type ReactNode } from 'react';
import { ThemedComponent } from '@docusaurus/theme-common';
import { useMDXComponents } from '@mdx-js/react';
import OriginalThemedImage from '@theme-original/ThemedImage';
import type { Props } from '@theme/ThemedImage';

import FullSizeLink, { frameClassName } from '../../components/FullSizeLink';
import styles from './styles.module.css';

/**
 * An image of a page's content (the User Guide's screenshots) gets an "Open full size" link under it, one
 * per colour mode like the image itself, shown while the image is drawn narrower than its natural size.
 * Content is what the theme's MDXContent renders inside its MDXProvider: outside it (the navbar's logo, the
 * home page) no components are provided, and the image stays as it is.
 */
export default function ThemedImage(props: Props): ReactNode {
    const { width, sources } = props;
    const inContent = Object.keys(useMDXComponents()).length > 0;
    if (!inContent || !width) return <OriginalThemedImage {...props} />;
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
