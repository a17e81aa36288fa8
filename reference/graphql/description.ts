import { FenceScanner } from '../code-fence';

/**
 * Turns a schema description (markdown written for Vendure's own doc tooling) into
 * markdown that MDX compiles as plain text, and into plain lines for SDL comments.
 */

// Tags that only steer Vendure's doc generator; the text after them is not for readers.
const droppedTagLine = /^\s*@(docsCategory|docsPage|docsWeight|docsExtendsFrom|internal|since|default)\b.*$/;
// Tags that introduce the text that follows them; the tag itself goes, the text stays.
const markerTagLine = /^\s*@(description|example)\s*$/;

/** Removes Vendure's doc tags, resolves `{@link X}` and unescapes `\@`, leaving markdown. */
export function cleanDescription(raw: string | null | undefined): string {
    if (!raw) return '';
    const lines = raw
        .replace(/\r\n?/g, '\n')
        .replace(
            /\{@link\s+([^}\s]+)(?:\s+([^}]*))?\}/g,
            (_m, target: string, label?: string) => '`' + (label?.trim() || target) + '`',
        )
        .replace(/\\@/g, '@')
        .split('\n')
        .filter(line => !droppedTagLine.test(line))
        .map(line => (markerTagLine.test(line) ? '' : line));
    return lines
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
}

/** Escapes text outside code spans so that MDX reads `<`, `{` and `}` literally (plain Markdown: only `<`). */
function escapeInline(text: string, flavor: 'mdx' | 'md' = 'mdx'): string {
    let out = '';
    let i = 0;
    while (i < text.length) {
        if (text[i] === '`') {
            let run = 0;
            while (text[i + run] === '`') run++;
            const ticks = '`'.repeat(run);
            let close = text.indexOf(ticks, i + run);
            // A longer run of backticks does not close the span.
            while (close !== -1 && text[close + run] === '`') {
                let skip = close;
                while (text[skip] === '`') skip++;
                close = text.indexOf(ticks, skip);
            }
            if (close !== -1) {
                out += text.slice(i, close + run);
                i = close + run;
                continue;
            }
            out += ticks;
            i += run;
            continue;
        }
        const ch = text[i];
        if (flavor === 'md') out += ch === '<' ? '\\<' : ch;
        else if (ch === '<') out += '&lt;';
        else if (ch === '>') out += '&gt;';
        else if (ch === '{') out += '\\{';
        else if (ch === '}') out += '\\}';
        else out += ch;
        i++;
    }
    return out;
}

/** MDX reads a line starting with `import ` or `export ` as JavaScript. */
function guardEsm(text: string): string {
    return text.replace(/^(\s*)(i)(mport\s)|^(\s*)(e)(xport\s)/gm, (_m, s1, i, rest1, s2, e, rest2) =>
        i ? `${s1}&#105;${rest1}` : `${s2}&#101;${rest2}`,
    );
}

/** Relative links in descriptions point into Vendure's own site; keep only their text. */
function dropRelativeLinks(text: string): string {
    return text.replace(/\[([^\]]*)\]\((?!https?:\/\/)[^)]*\)/g, '$1');
}

/**
 * Markdown safe to embed in a generated MDX page (or, with `md`, in its plain Markdown twin): code fences and spans are kept verbatim,
 * headings become bold lines (they would otherwise break the one-h2-per-entry structure),
 * fences get a lowercase language and a `no-check` meta so the content check skips them.
 */
export function descriptionToMdx(raw: string | null | undefined, flavor: 'mdx' | 'md' = 'mdx'): string {
    const markdown = cleanDescription(raw);
    if (!markdown) return '';
    const out: string[] = [];
    const fences = new FenceScanner();
    let paragraph: string[] = [];
    const flush = () => {
        if (!paragraph.length) return;
        const text = escapeInline(dropRelativeLinks(paragraph.join('\n')), flavor);
        out.push(flavor === 'mdx' ? guardEsm(text) : text);
        paragraph = [];
    };
    for (const line of markdown.split('\n')) {
        const kind = fences.next(line);
        if (kind === 'code' || kind === 'close') {
            out.push(line);
            continue;
        }
        if (kind === 'open') {
            flush();
            const fence = fences.open!;
            const info = line.trim().slice(fence.length).trim().split(/\s+/)[0]?.toLowerCase() || 'text';
            out.push(
                flavor === 'mdx' ? `${fence}${info} no-check excerpt from the schema description` : `${fence}${info}`,
            );
            continue;
        }
        const heading = /^\s*#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
        if (heading) {
            flush();
            out.push(`**${escapeInline(heading[1], flavor)}**`, '');
            continue;
        }
        if (line.trim() === '') {
            flush();
            out.push('');
            continue;
        }
        paragraph.push(line);
    }
    flush();
    if (fences.open) out.push(fences.open);
    return out
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
}

/** Plain one-paragraph-per-line text for `#` comments inside an SDL block. */
export function descriptionToCommentLines(raw: string | null | undefined): string[] {
    const text = cleanDescription(raw);
    if (!text) return [];
    return text.split('\n').map(line => line.trimEnd());
}
