import { useHistory } from '@docusaurus/router';
import React, { type ReactNode, useEffect } from 'react';

import { clientSidePath, staticLinkBlocks } from '../../navigation/static-links';

/**
 * Links inside the reference's static signature and SDL blocks (markup React does not own) navigate
 * client-side, like every other link. (Old lower-case fragments: src/navigation/fragment-client-module.ts.)
 */
export default function Root({ children }: { children: ReactNode }): ReactNode {
    const history = useHistory();

    useEffect(() => {
        const onClick = (event: MouseEvent) => {
            const anchor = (event.target as Element | null)?.closest?.('a[href]');
            if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest(staticLinkBlocks)) return;
            const path = clientSidePath(event, anchor.getAttribute('href')!, anchor.getAttribute('target'), window.location.origin);
            if (!path) return;
            event.preventDefault();
            history.push(path);
        };
        document.addEventListener('click', onClick);
        return () => document.removeEventListener('click', onClick);
    }, [history]);

    return <>{children}</>;
}
