import React, { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

import styles from './styles.module.css';

/**
 * "Copy page": copies the page's Markdown twin (`/page.md`) to the clipboard, and a small disclosure menu
 * opens the Markdown view. Only this markup and its handlers ship with the page; the fetching and clipboard
 * code (./copy.ts) is loaded when the button is pressed. The result is announced in a live region.
 */
export default function CopyPage({ markdownPath }: { markdownPath: string }): ReactNode {
    const [open, setOpen] = useState(false);
    const [status, setStatus] = useState('');
    const root = useRef<HTMLDivElement>(null);
    const toggle = useRef<HTMLButtonElement>(null);
    const menuId = useId();
    const llmsTxt = useBaseUrl('/llms.txt');

    useEffect(() => {
        if (!open) return undefined;
        const close = (event: Event) => {
            if (event instanceof KeyboardEvent) {
                if (event.key !== 'Escape') return;
                toggle.current?.focus();
            } else if (root.current?.contains(event.target as Node)) {
                return;
            }
            setOpen(false);
        };
        document.addEventListener('keydown', close);
        document.addEventListener('pointerdown', close);
        document.addEventListener('focusin', close);
        return () => {
            document.removeEventListener('keydown', close);
            document.removeEventListener('pointerdown', close);
            document.removeEventListener('focusin', close);
        };
    }, [open]);

    useEffect(() => {
        if (!status || status === 'Copying…') return undefined;
        const timer = setTimeout(() => setStatus(''), 4000);
        return () => clearTimeout(timer);
    }, [status]);

    const copy = () => {
        setStatus('Copying…');
        import('./copy')
            .then(({ copyMarkdown }) => copyMarkdown(markdownPath))
            .then(
                () => setStatus('Copied the page as Markdown'),
                () => setStatus('Could not copy: open the page as Markdown from the menu'),
            );
    };

    return (
        <div ref={root} className={styles.copyPage}>
            <div className={styles.buttons}>
                <button type="button" className={styles.button} onClick={copy}>
                    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
                        <path
                            fill="currentColor"
                            d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
                        />
                    </svg>
                    Copy page
                </button>
                <button
                    ref={toggle}
                    type="button"
                    className={styles.button}
                    aria-label="More ways to read this page"
                    aria-expanded={open}
                    aria-controls={menuId}
                    onClick={() => setOpen(!open)}
                >
                    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
                        <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
                    </svg>
                </button>
            </div>
            <ul id={menuId} className={styles.menu} hidden={!open}>
                <li>
                    <a href={markdownPath} type="text/markdown">
                        View as Markdown
                    </a>
                </li>
                <li>
                    <a href={llmsTxt} type="text/plain">
                        All pages for LLMs (llms.txt)
                    </a>
                </li>
            </ul>
            <span role="status" aria-live="polite" className={styles.status}>
                {status}
            </span>
        </div>
    );
}
