/**
 * Client module: after the first load and every navigation, the desktop sidebar shows the current page's
 * link. The theme expands the current page's categories but leaves the sidebar scrolled to its top, so in the
 * reference (hundreds of links) the current one was far below the fold. Only the sidebar's own scroll box
 * moves, never the page, and only when the link is out of view (a click in the sidebar keeps its place).
 */
import type { ClientModule } from '@docusaurus/types';

/** The scroll offset that puts `link` a third of the way down `box`, or undefined when it is already in view. */
export function scrollTopShowing(
    box: { scrollTop: number; clientHeight: number; top: number },
    link: { top: number; height: number },
): number | undefined {
    const offset = link.top - box.top;
    if (offset >= 0 && offset + link.height <= box.clientHeight) return undefined;
    return Math.max(0, box.scrollTop + offset - box.clientHeight / 3);
}

function showActiveLink(): void {
    const link = document.querySelector<HTMLElement>('.theme-doc-sidebar-menu .menu__link[aria-current="page"]');
    const box = link?.closest<HTMLElement>('.menu');
    if (!link || !box || box.scrollHeight <= box.clientHeight) return;
    const boxRect = box.getBoundingClientRect();
    const linkRect = link.getBoundingClientRect();
    const scrollTop = scrollTopShowing(
        { scrollTop: box.scrollTop, clientHeight: box.clientHeight, top: boxRect.top },
        { top: linkRect.top, height: linkRect.height },
    );
    if (scrollTop !== undefined) box.scrollTop = scrollTop;
}

const clientModule: ClientModule = {
    onRouteDidUpdate({ location, previousLocation }) {
        if (previousLocation?.pathname === location.pathname) return;
        // After the frame that shows the new page: its sidebar is laid out, and the first paint is not delayed.
        requestAnimationFrame(showActiveLink);
    },
};

export default clientModule;
