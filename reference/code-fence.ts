/**
 * Code fences in Markdown read line by line (doc comments, schema descriptions, generated twins), so that
 * prose rules never touch code. The text is not parsed into containers, so a fence may be indented (inside
 * a list item) and its closing fence likewise; otherwise the rules are CommonMark's.
 */

/** The fence a line opens (a run of 3+ backticks or tildes; a backtick fence's info string has no backtick). */
export function openingFence(line: string): string | undefined {
    const match = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (!match || (match[1][0] === '`' && match[2].includes('`'))) return undefined;
    return match[1];
}

/** Whether a line closes `fence`: the same character, at least as many, and only spaces or tabs after. */
export function closesFence(line: string, fence: string): boolean {
    const match = /^\s*(`{3,}|~{3,})[ \t]*$/.exec(line);
    return !!match && match[1][0] === fence[0] && match[1].length >= fence.length;
}

export type LineKind = 'text' | 'open' | 'code' | 'close';

/** Tells, line after line, whether a line is prose or part of a fenced code block. */
export class FenceScanner {
    /** The fence of the code block still open (to close it at the end of the text). */
    open: string | undefined;

    next(line: string): LineKind {
        if (this.open) {
            if (!closesFence(line, this.open)) return 'code';
            this.open = undefined;
            return 'close';
        }
        this.open = openingFence(line);
        return this.open ? 'open' : 'text';
    }
}

/** A fenced code block holding `code`: its backtick fence is longer than any backtick run inside. */
export function fencedBlock(lang: string, code: string): string {
    const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map(run => run.length));
    const fence = '`'.repeat(longest + 1);
    return `${fence}${lang}\n${code}\n${fence}`;
}
