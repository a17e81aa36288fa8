/**
 * Applies a unified diff (`diff -u`) to one file's text, strictly: every context and removed
 * line must match where the hunk says, or it throws. Used to check that our copy of an upstream
 * file is exactly "the upstream file plus our diff" (tests/upstream-copy.ts).
 */
export function applyUnifiedDiff(base: string, diff: string): string {
    const lines = base.split('\n');
    const out: string[] = [];
    let cursor = 0;
    const diffLines = diff.split('\n');
    let i = 0;
    while (i < diffLines.length && !diffLines[i].startsWith('@@')) i++;
    if (i === diffLines.length) throw new Error('unified diff: no hunk');
    while (i < diffLines.length) {
        const header = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(diffLines[i]);
        if (!header) {
            if (diffLines[i] === '') {
                i++;
                continue;
            }
            throw new Error(`unified diff: unexpected line ${i + 1}: ${diffLines[i]}`);
        }
        const start = Number(header[1]) - (header[2] === '0' ? 0 : 1);
        if (start < cursor) throw new Error(`unified diff: overlapping hunk at line ${i + 1}`);
        out.push(...lines.slice(cursor, start));
        cursor = start;
        i++;
        while (i < diffLines.length && !diffLines[i].startsWith('@@')) {
            const line = diffLines[i];
            const body = line.slice(1);
            if (line.startsWith('\\')) {
                // "\ No newline at end of file"
            } else if (line.startsWith(' ') || line.startsWith('-')) {
                if (lines[cursor] !== body) {
                    throw new Error(
                        `unified diff: line ${cursor + 1} of the base is ${JSON.stringify(lines[cursor])}, the diff expects ${JSON.stringify(body)}`,
                    );
                }
                if (line.startsWith(' ')) out.push(body);
                cursor++;
            } else if (line.startsWith('+')) {
                out.push(body);
            } else if (line === '' && i === diffLines.length - 1) {
                // the diff file's final newline
            } else {
                throw new Error(`unified diff: unexpected line ${i + 1}: ${line}`);
            }
            i++;
        }
    }
    out.push(...lines.slice(cursor));
    return out.join('\n');
}
