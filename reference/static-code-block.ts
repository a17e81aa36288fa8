/**
 * A code block of the reference as static HTML (TypeScript signatures, GraphQL SDL), so that type names can
 * be links: a `<pre>` that keyboard users can scroll, with its line count in `--lines`. src/css/reference.css
 * uses the count as the block's height until the browser draws it (the blocks are drawn only near the screen),
 * so a link to a heading far down a long page lands on it.
 */
export function staticCodeBlockHtml(className: string, bodyHtml: string): string {
    const lines = bodyHtml.split('\n').length;
    return `<pre class="${className}" tabindex="0" style="--lines:${lines}"><code>${bodyHtml}</code></pre>`;
}
