/**
 * Links inside static HTML blocks (TypeScript signatures, GraphQL SDL) are plain `<a>` elements that React
 * does not own, so a click would reload the whole page. These helpers decide which clicks the router can take.
 */

/** Blocks whose links are rendered as static HTML by the reference generator. */
export const staticLinkBlocks = 'pre.ts-signature, pre.gql-sdl';

export interface ClickLike {
    button: number;
    metaKey: boolean;
    ctrlKey: boolean;
    shiftKey: boolean;
    altKey: boolean;
    defaultPrevented: boolean;
}

/**
 * The in-site path (`/a/b/?q#h`) a click on `href` should navigate to client-side, or undefined when the
 * browser must handle it (modified click, other origin, new tab, download, a plain `#fragment` on the page).
 */
export function clientSidePath(
    event: ClickLike,
    href: string,
    target: string | null,
    origin: string,
): string | undefined {
    if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
    )
        return undefined;
    if (target && target !== '_self') return undefined;
    let url: URL;
    try {
        url = new URL(href, origin);
    } catch {
        return undefined;
    }
    if (url.origin !== origin) return undefined;
    // Files served beside the pages (schema.graphql, llms.txt) are not routes.
    if (/\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.endsWith('.html')) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The element a fragment should scroll to. Old links used lower-case anchors (`#orderprocess`) where the
 * headings now keep their case (`#OrderProcess`): an exact id wins, then a case-insensitive match.
 */
export function fragmentTarget(
    doc: Pick<Document, 'getElementById' | 'querySelectorAll'>,
    hash: string,
): Element | undefined {
    if (!hash || hash === '#') return undefined;
    let id: string;
    try {
        id = decodeURIComponent(hash.replace(/^#/, ''));
    } catch {
        id = hash.replace(/^#/, '');
    }
    const exact = doc.getElementById(id);
    if (exact) return undefined;
    const wanted = id.toLowerCase();
    return Array.from(doc.querySelectorAll('[id]')).find(element => element.id.toLowerCase() === wanted);
}
