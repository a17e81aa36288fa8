/**
 * Where a page's Markdown twin is served: `/guides/core-concepts/orders/` → `/guides/core-concepts/orders.md`.
 * One rule for the files plugins/content/llms-txt writes, the `<link rel="alternate">` of each page and "Copy page".
 */
export function markdownPathOf(permalink: string): string {
    const path = permalink.replace(/[?#].*$/, '').replace(/\/+$/, '');
    return `${path || '/index'}.md`;
}
