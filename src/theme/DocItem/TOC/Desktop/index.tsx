import React, { type ReactNode } from 'react';
import TOCDesktop from '@theme-original/DocItem/TOC/Desktop';

import { serverMarkup, useDesktopPartInNarrowWindow } from '../../../../hydration/server-markup';

/**
 * In a narrow window, the table of contents column the page was served with is kept as it is until the theme has
 * measured the window and removes it, instead of being hydrated first (234 links on a GraphQL types page).
 */
export default function TOCDesktopWrapper(): ReactNode {
    const narrow = useDesktopPartInNarrowWindow();
    return narrow ? <div {...serverMarkup} /> : <TOCDesktop />;
}
