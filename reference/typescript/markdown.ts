/**
 * Turning model text into MDX that can never break the build: everything outside code is escaped
 * for MDX (`<`, `>`, `{`, `}`, ESM-looking lines), code fences are balanced, and only links to
 * generated pages (or absolute URLs) survive.
 */
import type { RichText } from './model';

/** Escapes characters MDX would read as JSX or expressions, in markdown prose. */
export function escapeProse(text: string): string {
    return text
        .replace(/\\(?=[<>{}])/g, '\\\\')
        .replace(/[<>{}]/g, c => `\\${c}`)
        // A prose line starting with import/export would be parsed as an ES module statement.
        .replace(/^(\s*)(import|export)\b/gm, (_, space: string, word: string) => `${space}&#${word.charCodeAt(0)};${word.slice(1)}`);
}

/** Escapes text that must render literally (types, names): markdown punctuation too. */
export function escapeLiteral(text: string): string {
    return text.replace(/[\\`*_{}[\]<>|~#!]/g, c => `\\${c}`).replace(/&/g, '&amp;');
}

const placeholder = (i: number) => `\u0000${i}\u0000`;
const placeholderRe = /\u0000(\d+)\u0000/g;

export type LinkFor = (target: string | undefined, member: string | undefined) => string | undefined;

/** A fence long enough for `code`. */
export function fenceFor(code: string): string {
    const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map(run => run.length));
    return '`'.repeat(longest + 1);
}

/** Markdown prose (from a doc comment) with resolved references, safe for MDX. */
export function richToMarkdown(rich: RichText, linkFor: LinkFor): string {
    const refs: Array<{ text: string; url?: string }> = [];
    let source = '';
    for (const part of rich) {
        if (part.kind === 'text') {
            source += part.text.replace(/\u0000/g, '');
        } else {
            refs.push({ text: part.text, url: linkFor(part.target, part.member) });
            source += placeholder(refs.length - 1);
        }
    }
    const lines = source.split('\n');
    const out: string[] = [];
    let fence: string | undefined;
    for (const line of lines) {
        const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
        if (fence) {
            out.push(line.replace(placeholderRe, (_, i: string) => refs[Number(i)].text));
            if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length && line.trim() === fenceMatch[1]) fence = undefined;
            continue;
        }
        if (fenceMatch) {
            fence = fenceMatch[1];
            out.push(line.replace(placeholderRe, (_, i: string) => refs[Number(i)].text));
            continue;
        }
        out.push(proseLine(line, refs));
    }
    if (fence) out.push(fence);
    return out.join('\n');
}

/** One line of prose: code spans kept, the rest escaped; links to unknown pages reduced to their text. */
function proseLine(line: string, refs: Array<{ text: string; url?: string }>): string {
    // Relative links point into the framework's own docs, whose pages this site may not have.
    const withoutLinks = line.replace(/\[((?:[^\]`]|`[^`]*`)*)\]\(([^)\s]*)[^)]*\)/g, (whole, text: string, href: string) =>
        /^https?:\/\//.test(href) ? whole : text,
    );
    const pieces = withoutLinks.split(/(`+[^`]*?`+)/);
    return pieces
        .map((piece, i) => {
            if (i % 2 === 1 && /^(`+)[^`]*\1$/.test(piece)) {
                return piece.replace(placeholderRe, (_, n: string) => refs[Number(n)].text);
            }
            return escapeProse(piece.replace(/`/g, '\\`')).replace(placeholderRe, (_, n: string) => {
                const ref = refs[Number(n)];
                return ref.url ? `[${escapeLiteral(ref.text)}](${ref.url})` : `\`${ref.text.replace(/`/g, '')}\``;
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
    return markdown.replace(/^([ \t]*)(.*?)\s*\/\/\s*\[!code highlight\]\s*$/gm, (_, indent: string, code: string) =>
        `${indent}// highlight-next-line\n${indent}${code}`,
    );
}
