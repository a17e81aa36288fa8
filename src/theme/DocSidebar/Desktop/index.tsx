import React, { type ReactNode } from 'react';
import type { WrapperProps } from '@docusaurus/types';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';

import { serverMarkup, useDesktopPartInNarrowWindow } from '../../../hydration/server-markup';

/**
 * In a narrow window, the desktop sidebar the page was served with is kept as it is until the theme has measured
 * the window and removes it, instead of being hydrated first (every link of the reference sidebar).
 */
export default function DocSidebarDesktopWrapper(props: WrapperProps<typeof DocSidebarDesktopType>): ReactNode {
    const narrow = useDesktopPartInNarrowWindow();
    return narrow ? <div {...serverMarkup} /> : <DocSidebarDesktop {...props} />;
}
