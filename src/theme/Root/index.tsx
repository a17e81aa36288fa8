import { useHistory } from '@docusaurus/router';
import React, { type ReactNode, useEffect } from 'react';

import { pressCopyPage } from '../../components/CopyPage/trigger';
import { clientSidePath, staticLinkBlocks } from '../../navigation/static-links';

/**
 * One delegated click listener for markup React does not handle: links inside the reference's static
 * signature and SDL blocks navigate client-side, like every other link (old lower-case fragments:
 * src/navigation/fragment-client-module.ts), and "Copy page" loads its behaviour on the first press.
 */
export default function Root({ children }: { children: ReactNode }): ReactNode {
    const history = useHistory();

    useEffect(() => {
        const onClick = (event: MouseEvent) => {
            const target = event.target as Element | null;
            if (!target?.closest || pressCopyPage(target)) return;
            const anchor = target.closest('a[href]');
            if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest(staticLinkBlocks)) return;
            const path = clientSidePath(
                event,
                anchor.getAttribute('href')!,
                anchor.getAttribute('target'),
                window.location.origin,
            );
            if (!path) return;
            event.preventDefault();
            history.push(path);
        };
        document.addEventListener('click', onClick);
        return () => document.removeEventListener('click', onClick);
    }, [history]);

    return <>{children}</>;
}
