import React, { type ReactNode, type MouseEvent } from 'react';
import SkipToContent from '@theme-original/SkipToContent';

/**
 * Docusaurus focuses <main> by giving it tabindex=-1, focusing it and removing the tabindex at once;
 * current Chromium then drops the focus back to <body>, so keyboard users land nowhere. Keep the
 * tabindex until <main> loses focus. Everything else (label, styles, focus reset on navigation) stays upstream.
 */
function focusMainContent(event: MouseEvent<HTMLDivElement>): void {
    if (!(event.target instanceof HTMLAnchorElement)) return;
    const target =
        document.querySelector<HTMLElement>('main:first-of-type') ??
        document.getElementById('__docusaurus_skipToContent_fallback');
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    target.setAttribute('tabindex', '-1');
    target.focus();
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
}

export default function SkipToContentWrapper(): ReactNode {
    return (
        <div onClickCapture={focusMainContent} style={{ display: 'contents' }}>
            <SkipToContent />
        </div>
    );
}
