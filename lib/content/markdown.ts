import { readFileSync } from 'node:fs';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import type { Code, Root } from 'mdast';
import { parse as parseYaml } from 'yaml';
import { admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds } from '@docusaurus/utils';
import { normaliseLanguage, parseMeta } from './meta';
import type { CodeBlock, Failure, Page } from './types';

// The site sets `markdown.format: 'mdx'`, so Docusaurus parses .md pages as MDX too;
// parsing them the same way finds fences nested in admonitions, <Tabs> and other JSX.
const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkDirective);

export interface ParsedPage {
    page: Page;
    failures: Failure[];
}

export function parsePageFile(absolutePath: string, relativePath: string): ParsedPage {
    return parsePageSource(readFileSync(absolutePath, 'utf8'), relativePath);
}

// Docusaurus's default admonition keywords plus the site's own `:::cli` (docusaurus.config.ts).
const admonitionKeywords = [
    'secondary',
    'info',
    'success',
    'danger',
    'note',
    'tip',
    'warning',
    'important',
    'caution',
    'cli',
];

/**
 * The rewrites Docusaurus's MDX loader applies before parsing (its `mdx1Compat` defaults): `{#id}` heading
 * anchors, `:::note Title` admonition titles and `mdx-code-block` fences. Each keeps every line where it was,
 * so reported line numbers stay those of the file.
 */
export function preprocessLikeDocusaurus(source: string): string {
    const unwrapped = source.replace(
        /(^|\r?\n)(\x20*)(`{3,4})\x20*mdx-code-block\r?\n(.*?)\r?\n\x20*\3(?=\r?\n|$)/gs,
        (_match, begin: string, _indent: string, _fence: string, children: string) => `${begin}\n${children}\n`,
    );
    return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapped), admonitionKeywords);
}

/**
 * The syntax tree of a page as Docusaurus reads it (throws on MDX that does not parse). The content check
 * and the Markdown twins of the pages (plugins/content/llms-txt) both start from it.
 */
export function parseMdx(source: string): Root {
    return processor.parse(preprocessLikeDocusaurus(source));
}

/**
 * Docusaurus' highlight magic comments (`// highlight-next-line`, `# highlight-start`, `<!-- highlight-end -->`…)
 * are removed from the code a reader sees and copies, so every check works on the code without them. Each
 * becomes an empty line, so that line numbers still match the markdown file.
 */
export const magicCommentLine =
    /^[ \t]*(?:\/\/|#|\/\*|<!--|\{\/\*)[ \t]*highlight-(?:next-line|start|end)[ \t]*(?:\*\/\}?|-->)?[ \t]*$/gm;

export function blankMagicComments(code: string): string {
    return code.replace(magicCommentLine, '');
}

export function parsePageSource(source: string, relativePath: string): ParsedPage {
    const failures: Failure[] = [];
    let tree: Root;
    try {
        tree = parseMdx(source);
    } catch (error) {
        const place = (error as { line?: number }).line;
        failures.push({
            page: relativePath,
            line: place ?? 1,
            kind: 'markdown',
            message: `cannot parse as MDX: ${(error as Error).message}`,
        });
        return { page: { path: relativePath, frontMatter: undefined, blocks: [] }, failures };
    }

    let frontMatter: Record<string, unknown> | undefined;
    const first = tree.children[0];
    if (first?.type === 'yaml') {
        try {
            const value: unknown = parseYaml(first.value);
            frontMatter = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
        } catch (error) {
            failures.push({
                page: relativePath,
                line: 1,
                kind: 'front-matter',
                message: `front matter is not valid YAML: ${(error as Error).message}`,
            });
            frontMatter = {};
        }
    }

    const blocks: CodeBlock[] = [];
    visit(tree, 'code', (node: Code) => {
        const meta = node.meta ?? '';
        blocks.push({
            page: relativePath,
            lang: normaliseLanguage(node.lang ?? ''),
            meta,
            attributes: parseMeta(meta),
            code: blankMagicComments(node.value),
            fenceLine: node.position?.start.line ?? 1,
            index: blocks.length,
        });
    });
    return { page: { path: relativePath, frontMatter, blocks }, failures };
}
