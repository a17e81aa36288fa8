/**
 * How the Markdown twin of a generated reference page lays out its entries: written by the Markdown renderers
 * (typescript/render-markdown.ts, graphql/render-markdown.ts) and read by the docs MCP server (mcp/), which
 * cuts one entry out of a page. Each entry (a TypeScript declaration, a GraphQL operation or type) is an h2
 * named after it and runs to the next h2; a declaration's members are h3s inside it; a declaration's signature
 * is the code block right after the signature label.
 */
export const signatureLabel = '**Signature**';
