/**
 * Turning model text into MDX that can never break the build: everything outside code is escaped
 * for MDX (`<`, `>`, `{`, `}`, ESM-looking lines), code fences are balanced, and only links to
 * generated pages (or absolute URLs) survive.
 */
import { admonitionLabel } from '../../src/admonitions';
import { FenceScanner } from '../code-fence';
import type { RichText } from './model';

/** Escapes characters MDX would read as JSX or expressions, in markdown prose. */
export function escapeProse(text: string): string {
    return (
        text
            .replace(/\\(?=[<>{}])/g, '\\\\')
            .replace(/[<>{}]/g, c => `\\${c}`)
            // A prose line starting with import/export would be parsed as an ES module statement.
            .replace(
                /^(\s*)(import|export)\b/gm,
                (_, space: string, word: string) => `${space}&#${word.charCodeAt(0)};${word.slice(1)}`,
            )
    );
}

/** Escapes text that must render literally (types, names): markdown punctuation too. */
export function escapeLiteral(text: string): string {
    return text.replace(/[\\`*_{}[\]<>|~#!]/g, c => `\\${c}`).replace(/&/g, '&amp;');
}

const placeholder = (i: number) => `\u0000${i}\u0000`;
// NUL marks placeholders: doc text cannot hold one (it is stripped below).
// eslint-disable-next-line no-control-regex
const placeholderRe = /\u0000(\d+)\u0000/g;

export type LinkFor = (target: string | undefined, member: string | undefined) => string | undefined;

/**
 * What the prose is written for: `mdx` (generated pages, escaped so that MDX reads it as text) or `md`
 * (the pages' plain Markdown twins: CommonMark reads `{`, `}` and `import` as text; only `<` is escaped).
 */
export type Flavor = 'mdx' | 'md';

/** Escapes text for plain CommonMark prose: a `<` could otherwise open an HTML tag. */
export function escapeMarkdownProse(text: string): string {
    return text.replace(/\\(?=<)/g, '\\\\').replace(/</g, '\\<');
}

/** Escapes link text for plain CommonMark. */
export function escapeMarkdownLiteral(text: string): string {
    return text.replace(/[\\`*_[\]<>|]/g, c => `\\${c}`);
}

/** Markdown prose (from a doc comment) with resolved references, safe for MDX (or plain Markdown). */
export function richToMarkdown(rich: RichText, linkFor: LinkFor, flavor: Flavor = 'mdx'): string {
    const refs: Array<{ text: string; url?: string }> = [];
    let source = '';
    for (const part of rich) {
        if (part.kind === 'text') {
            source += part.text.replaceAll('\u0000', '');
        } else {
            refs.push({ text: part.text, url: linkFor(part.target, part.member) });
            source += placeholder(refs.length - 1);
        }
    }
    const lines = source.split('\n');
    const out: string[] = [];
    const fences = new FenceScanner();
    for (const line of lines) {
        if (fences.next(line) === 'text') out.push(proseLine(line, refs, flavor));
        else out.push(line.replace(placeholderRe, (_, i: string) => refs[Number(i)].text));
    }
    if (fences.open) out.push(fences.open);
    return flavor === 'md' ? admonitionsToBlockquotes(out.join('\n')) : out.join('\n');
}

/**
 * Doc comments use Docusaurus admonitions (`:::info` … `:::`, `:::caution[Title]`, `::: warning`); plain
 * Markdown has none, so each becomes a blockquote that opens with its type, as in the hand-written pages' twins.
 * Code fences inside are quoted with the rest and never read as admonition markers.
 */
export function admonitionsToBlockquotes(markdown: string): string {
    const out: string[] = [];
    let depth = 0;
    const fences = new FenceScanner();
    let closed = false;
    let opened = false;
    for (const line of markdown.split('\n')) {
        // A blank line ends a quote: a paragraph right after it would otherwise continue it.
        if (closed && line.trim()) out.push('> '.repeat(depth).trimEnd());
        closed = false;
        // The label line is followed by a blank quote line already.
        if (opened && !line.trim()) continue;
        opened = false;
        if (fences.next(line) === 'text') {
            const open = /^\s*:{3,}\s*([a-z]+)\s*(?:\[(.*)\]|\s(.*))?\s*$/.exec(line);
            const label = open ? admonitionLabel(open[1], (open[2] ?? open[3])?.trim() || undefined) : undefined;
            if (label) {
                depth++;
                out.push(`${'> '.repeat(depth)}**${label}**`, '> '.repeat(depth).trimEnd());
                opened = true;
                continue;
            }
            if (depth > 0 && /^\s*:{3,}\s*$/.test(line)) {
                while (out.length && out[out.length - 1] === '> '.repeat(depth).trimEnd()) out.pop();
                depth--;
                closed = true;
                continue;
            }
        }
        out.push(depth > 0 ? `${'> '.repeat(depth)}${line}`.trimEnd() : line);
    }
    return out.join('\n');
}

/** One line of prose: code spans kept, the rest escaped; links to unknown pages reduced to their text. */
function proseLine(line: string, refs: Array<{ text: string; url?: string }>, flavor: Flavor): string {
    const prose = flavor === 'mdx' ? escapeProse : escapeMarkdownProse;
    const literal = flavor === 'mdx' ? escapeLiteral : escapeMarkdownLiteral;
    // Relative links point into the framework's own docs, whose pages this site may not have.
    const withoutLinks = line.replace(
        /\[((?:[^\]`]|`[^`]*`)*)\]\(([^)\s]*)[^)]*\)/g,
        (whole, text: string, href: string) => (/^https?:\/\//.test(href) ? whole : text),
    );
    const pieces = withoutLinks.split(/(`+[^`]*?`+)/);
    return pieces
        .map((piece, i) => {
            if (i % 2 === 1 && /^(`+)[^`]*\1$/.test(piece)) {
                return piece.replace(placeholderRe, (_, n: string) => refs[Number(n)].text);
            }
            return prose(piece.replace(/`/g, '\\`')).replace(placeholderRe, (_, n: string) => {
                const ref = refs[Number(n)];
                return ref.url ? `[${literal(ref.text)}](${ref.url})` : `\`${ref.text.replace(/`/g, '')}\``;
            });
        })
        .join('');
}

/** Inline code with links: `<code>` holding escaped text and markdown links. */
export function richToInlineCode(rich: RichText, linkFor: LinkFor): string {
    const body = rich
        .map(part => {
            const text = part.text.replace(/\s+/g, ' ');
            if (part.kind === 'text') return escapeLiteral(text);
            const url = linkFor(part.target, part.member);
            return url ? `[${escapeLiteral(text)}](${url})` : escapeLiteral(text);
        })
        .join('')
        .trim();
    return body ? `<code>${body}</code>` : '';
}

/** Example code: Shiki-style `// [!code highlight]` markers become Docusaurus highlight comments. */
export function convertHighlights(markdown: string): string {
    return markdown.replace(
        /^([ \t]*)(.*?)\s*\/\/\s*\[!code highlight\]\s*$/gm,
        (_, indent: string, code: string) => `${indent}// highlight-next-line\n${indent}${code}`,
    );
}

/** A code span for `text`, with a backtick run longer than any inside it. */
export function codeSpan(text: string): string {
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map(run => run.length));
    const ticks = '`'.repeat(longest + 1);
    const pad = /^`|`$/.test(text) || /^ .* $/.test(text) ? ' ' : '';
    return `${ticks}${pad}${text}${pad}${ticks}`;
}

/**
 * A type or signature as plain Markdown: code spans for the text and a link around each resolved name
 * (`` `Promise<`[`Order`](…)`>` ``), as Markdown cannot put links inside code. In a table cell, `|` is escaped.
 */
export function richToInlineMarkdown(rich: RichText, linkFor: LinkFor, options: { inTable?: boolean } = {}): string {
    const pieces: string[] = [];
    let code = '';
    // Spaces around a piece of code stand outside its span: `(ctx: ` + a link reads "(ctx: RequestContext".
    const flush = () => {
        if (code.trim())
            pieces.push(`${/^\s/.test(code) ? ' ' : ''}${codeSpan(code.trim())}${/\s$/.test(code) ? ' ' : ''}`);
        code = '';
    };
    for (const part of rich) {
        const text = part.text.replace(/\s+/g, ' ');
        const url = part.kind === 'ref' ? linkFor(part.target, part.member) : undefined;
        if (url) {
            flush();
            pieces.push(`[${codeSpan(text)}](${url})`);
        } else {
            code += text;
        }
    }
    flush();
    const markdown = pieces.join('').trim();
    return options.inTable ? markdown.replace(/\|/g, '\\|') : markdown;
}
