import React from 'react';

import { resultPlace } from './result-place';

/**
 * Under a hit of the search modal: what it is and the folders it sits in ("Entity · TypeScript API ›
 * Entities"), read from its URL as the /search page reads them, so hits of one title differ.
 */
export function ModalHitPlace({ url }: { url: string }) {
    const { kind, folders } = resultPlace(url);
    return (
        <span className="DocSearch-Hit-place">
            <span className="DocSearch-Hit-kind">{kind}</span>
            {folders.length > 0 && <span className="DocSearch-Hit-folders">{folders.join(' › ')}</span>}
        </span>
    );
}
