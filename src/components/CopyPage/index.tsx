import React, { type ReactNode } from 'react';

import './styles.css';

/**
 * "Copy page": copies the page's Markdown twin (`/page.md`, named by the `<link rel="alternate">` that
 * DocItem/Content puts in the head) to the clipboard, and a small disclosure menu opens the Markdown view. A page ships
 * only this static markup (no props, state or handlers); what the buttons do, the menu included, is
 * ./behaviour.ts, loaded on the first press by the delegated click listener of src/theme/Root. The
 * status element is the live region that announces the result (it must be in the page before its text
 * changes to be announced).
 */
export default function CopyPage(): ReactNode {
    return (
        <div className="copy-page">
            <button type="button" value="copy">
                Copy page
            </button>
            <button type="button" value="menu" aria-label="More ways to read this page" aria-expanded="false" />
            <span role="status" aria-live="polite" />
        </div>
    );
}
