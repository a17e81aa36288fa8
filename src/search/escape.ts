import { escapeHtml } from '../escape-html';

const DECODE: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'" };

function decodeEntities(text: string): string {
    return text.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, name: string) => DECODE[name]);
}

/**
 * Makes a highlighted string safe to render as HTML: `<mark>` pairs survive, everything else
 * is escaped. Pagefind excerpts arrive entity-encoded with `<mark>` around matches; decoding
 * first keeps `&lt;` from turning into `&amp;lt;`. Raw text with `<mark>` inserted: pass
 * `decode: false`.
 */
export function sanitizeHighlight(html: string, { decode = true }: { decode?: boolean } = {}): string {
    const parts = html.split(/(<mark>|<\/mark>)/);
    let open = false;
    let out = '';
    for (const part of parts) {
        if (part === '<mark>') {
            if (!open) out += '<mark>';
            open = true;
        } else if (part === '</mark>') {
            if (open) out += '</mark>';
            open = false;
        } else {
            out += escapeHtml(decode ? decodeEntities(part) : part);
        }
    }
    return open ? `${out}</mark>` : out;
}

/** Plain text of a highlighted string (for fields the UI shows as text or uses as keys). */
export function stripHighlight(html: string): string {
    return decodeEntities(html.replace(/<\/?mark>/g, ''));
}

function escapeRegExp(text: string): string {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Escapes `text` and wraps the words that start with one of `terms` in `<mark>`, the way the
 * Typesense adapter highlights titles. Prefix matching mirrors Pagefind's own matching.
 */
export function highlightTerms(text: string, terms: string[]): { value: string; matchedWords: string[] } {
    const usable = terms.map(term => term.trim()).filter(term => term.length > 0);
    if (usable.length === 0) return { value: escapeHtml(text), matchedWords: [] };
    const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])(${usable.map(escapeRegExp).join('|')})([\\p{L}\\p{N}]*)`, 'giu');
    const matchedWords = new Set<string>();
    let out = '';
    let last = 0;
    for (const match of text.matchAll(pattern)) {
        const start = match.index + match[1].length;
        const word = match[2] + match[3];
        out += escapeHtml(text.slice(last, start)) + `<mark>${escapeHtml(word)}</mark>`;
        matchedWords.add(match[2].toLowerCase());
        last = start + word.length;
    }
    out += escapeHtml(text.slice(last));
    return { value: out, matchedWords: [...matchedWords] };
}
