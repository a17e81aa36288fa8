/**
 * Headings and sections of a Markdown twin, read line by line: the twins are written with ATX headings only
 * (plugins/content/llms-txt), and a `#` inside a code block is code, not a heading.
 */
import { FenceScanner } from '../reference/code-fence';

export interface Heading {
    depth: number;
    /** The heading as plain text: no escapes, code spans or link targets. */
    text: string;
    /** Its line (0-based). */
    line: number;
}

/** Inline Markdown as the text a reader sees: `[text](url)` → text, code spans unwrapped, escapes removed. */
export function inlineText(markdown: string): string {
    // Code spans first: a link's text is often one, directly followed by another (`Order``<T>` once unlinked).
    return markdown
        .replace(/(`+)([\s\S]*?)\1/g, '$2')
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/\\([!-/:-@[-`{-~])/g, '$1')
        .trim();
}

/** The headings outside code blocks, in order. */
export function headingsOf(lines: readonly string[]): Heading[] {
    const fences = new FenceScanner();
    const headings: Heading[] = [];
    lines.forEach((line, index) => {
        if (fences.next(line) !== 'text') return;
        const match = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
        if (match) headings.push({ depth: match[1].length, text: inlineText(match[2]), line: index });
    });
    return headings;
}

/** The lines of the section a heading opens: the heading and everything up to the next one of its depth or higher. */
export function sectionOf(lines: readonly string[], headings: readonly Heading[], heading: Heading): string {
    const end = headings.find(other => other.line > heading.line && other.depth <= heading.depth)?.line ?? lines.length;
    return lines.slice(heading.line, end).join('\n').trim();
}

/** The code inside the first fenced block after the line `label`, if any. */
export function codeBlockAfter(markdown: string, label: string): string | null {
    const lines = markdown.split('\n');
    const start = lines.findIndex(line => line.trim() === label);
    return start < 0 ? null : (codeBlocks(lines.slice(start + 1))[0]?.code ?? null);
}

/** The fenced code blocks of a text, with their info string's language. */
export function codeBlocks(lines: readonly string[]): Array<{ lang: string; code: string }> {
    const fences = new FenceScanner();
    const blocks: Array<{ lang: string; code: string }> = [];
    let current: { lang: string; lines: string[] } | null = null;
    for (const line of lines) {
        const kind = fences.next(line);
        if (kind === 'open')
            current = {
                lang:
                    line
                        .trim()
                        .replace(/^[`~]+/, '')
                        .split(/\s/)[0] ?? '',
                lines: [],
            };
        else if (kind === 'code') current?.lines.push(line);
        else if (kind === 'close' && current) {
            blocks.push({ lang: current.lang, code: current.lines.join('\n') });
            current = null;
        }
    }
    return blocks;
}
