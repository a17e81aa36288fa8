/**
 * What "Copy page" (index.tsx) does, loaded on the first press of one of its buttons by the delegated
 * click listener of src/theme/Root, so none of it is in a page's first-load JS. It works on the static
 * markup: React renders that once per page and never updates it, so what this adds or changes stays.
 */
import siteConfig from '@generated/docusaurus.config';

import { copyMarkdown } from './copy';

/** The path of the page's Markdown twin, from the `<link rel="alternate">` of DocItem/Content (site-relative). */
function markdownPath(): string {
    const link = document.querySelector<HTMLLinkElement>('link[rel="alternate"][type="text/markdown"]');
    if (!link) throw new Error('this page names no Markdown twin');
    return new URL(link.href).pathname;
}

const statusTimers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

/** Sets the live region's text; a final message is cleared after a while, as a toast would be. */
function announce(status: Element, text: string, final = true): void {
    clearTimeout(statusTimers.get(status));
    status.textContent = text;
    if (final)
        statusTimers.set(
            status,
            setTimeout(() => (status.textContent = ''), 4000),
        );
}

async function copyPage(root: Element): Promise<void> {
    const status = root.querySelector('[role="status"]')!;
    announce(status, 'Copying…', false);
    try {
        await copyMarkdown(markdownPath());
        announce(status, 'Copied the page as Markdown');
    } catch {
        announce(status, 'Could not copy: open the page as Markdown from the menu');
    }
}

/** The menu, made on first use: `<ul id hidden><li><a>…` after the toggle, which controls it. */
function menuOf(toggle: HTMLButtonElement): HTMLUListElement {
    const id = toggle.getAttribute('aria-controls');
    if (id) return document.getElementById(id) as HTMLUListElement;
    const menu = document.createElement('ul');
    menu.id = 'copy-page-menu';
    menu.hidden = true;
    const items: [string, string, string][] = [
        ['View as Markdown', markdownPath(), 'text/markdown'],
        ['All pages for LLMs (llms.txt)', `${siteConfig.baseUrl}llms.txt`, 'text/plain'],
    ];
    for (const [text, href, type] of items) {
        const link = document.createElement('a');
        link.href = href;
        link.type = type;
        link.textContent = text;
        menu.appendChild(document.createElement('li')).append(link);
    }
    toggle.after(menu);
    toggle.setAttribute('aria-controls', menu.id);
    return menu;
}

/** Closes the open menu, if any (there is one per page). */
let closeMenu: ((focusToggle: boolean) => void) | undefined;

function openMenu(root: Element, toggle: HTMLButtonElement): void {
    const menu = menuOf(toggle);
    const links = Array.from(menu.querySelectorAll('a'));
    const onEvent = (event: Event) => {
        // The page was left (client-side navigation) with the menu open.
        if (!root.isConnected) return closeMenu?.(false);
        if (event instanceof KeyboardEvent) {
            if (event.key === 'Escape') return closeMenu?.(true);
            const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
            if (!step || !root.contains(document.activeElement)) return undefined;
            // Arrows move through the menu's links (from the toggle: to the first or the last).
            event.preventDefault();
            const index = links.indexOf(document.activeElement as HTMLAnchorElement);
            links[index < 0 ? (step > 0 ? 0 : links.length - 1) : (index + step + links.length) % links.length].focus();
        } else if (!root.contains(event.target as Node)) {
            closeMenu?.(false);
        }
        return undefined;
    };
    const events = ['keydown', 'pointerdown', 'focusin'] as const;
    closeMenu = focusToggle => {
        for (const type of events) document.removeEventListener(type, onEvent);
        toggle.setAttribute('aria-expanded', 'false');
        menu.hidden = true;
        closeMenu = undefined;
        if (focusToggle) toggle.focus();
    };
    for (const type of events) document.addEventListener(type, onEvent);
    toggle.setAttribute('aria-expanded', 'true');
    menu.hidden = false;
}

/** A press (click, Enter or Space) on one of the buttons of a "Copy page" box. */
export function press(button: HTMLButtonElement): void {
    const root = button.parentElement!;
    if (button.value === 'copy') return void copyPage(root);
    const wasOpen = button.getAttribute('aria-expanded') === 'true';
    closeMenu?.(false);
    if (!wasOpen) openMenu(root, button);
}
