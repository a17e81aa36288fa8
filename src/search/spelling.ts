/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent swaps), abandoned as soon as
 * it must exceed `max` so scanning a vocabulary of thousands of words stays cheap.
 */
export function editDistance(a: string, b: string, max: number): number {
    if (Math.abs(a.length - b.length) > max) return max + 1;
    let prevPrev: number[] = [];
    let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        let rowMin = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let value = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                value = Math.min(value, prevPrev[j - 2] + 1);
            row.push(value);
            rowMin = Math.min(rowMin, value);
        }
        if (rowMin > max) return max + 1;
        prevPrev = prev;
        prev = row;
    }
    return prev[b.length];
}

/** How many edits a word of this length may need; short words get none (too ambiguous). */
export function allowedEdits(length: number): number {
    if (length < 4) return 0;
    return length < 8 ? 1 : 2;
}

/** How much a candidate looks like the intended word, at equal edit distance: higher is better. */
function likeness(word: string, candidate: string): number {
    return (candidate.startsWith(word.slice(0, 2)) ? 2 : 0) + (candidate.endsWith(word.slice(-1)) ? 1 : 0);
}

/**
 * Replaces each query word that is not in the vocabulary by its closest vocabulary word.
 * Among words at the same distance the one sharing the typed word's start (and end) wins, then
 * the more frequent (the vocabulary is sorted most frequent first). A word that starts a
 * vocabulary word ("proces") is left alone: the search matches it as a prefix. Returns null
 * when nothing could be corrected, so nonsense stays nonsense. `memo` keeps each word's answer
 * (a scan of the whole vocabulary) for the next query, which usually repeats all but one word.
 */
export function correctQuery(
    query: string,
    vocabulary: readonly string[],
    known?: ReadonlySet<string>,
    memo?: Map<string, string | null>,
): string | null {
    const lookup = known ?? new Set(vocabulary);
    let changed = false;
    const corrected = query.split(/(\s+)/).map(token => {
        const word = token.toLowerCase();
        let best = memo?.get(word);
        if (best === undefined) {
            best = correctWord(word, vocabulary, lookup);
            if (memo) {
                if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
                memo.set(word, best);
            }
        }
        if (best === null) return token;
        changed = true;
        return best;
    });
    return changed ? corrected.join('') : null;
}

/** Words remembered by `correctQuery`'s memo (the oldest are dropped first). */
const MEMO_SIZE = 500;

/** The correction of one lower-case word, or null to leave it as typed. */
function correctWord(word: string, vocabulary: readonly string[], lookup: ReadonlySet<string>): string | null {
    if (!/^[a-z][a-z0-9]*$/.test(word) || lookup.has(word)) return null;
    const max = allowedEdits(word.length);
    if (max === 0) return null;
    if (word.length >= 5 && vocabulary.some(candidate => candidate.length > word.length && candidate.startsWith(word)))
        return null;
    let best: string | null = null;
    let bestDistance = max + 1;
    for (const candidate of vocabulary) {
        const distance = editDistance(word, candidate, Math.min(max, bestDistance));
        if (
            distance < bestDistance ||
            (distance === bestDistance && best !== null && likeness(word, candidate) > likeness(word, best))
        ) {
            best = candidate;
            bestDistance = distance;
        }
    }
    return best;
}
