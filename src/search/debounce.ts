/**
 * Debounces an async function so a burst of calls runs it once, with the last arguments,
 * after a quiet pause (`waitMs`, or `waitMs(...args)` for the newest call's arguments). Every
 * caller of the burst gets that one result, so the autocomplete library (which only keeps the
 * newest answer) is never left waiting.
 */
export function debounceAsync<A extends unknown[], R>(
    fn: (...args: A) => Promise<R>,
    waitMs: number | ((...args: A) => number),
    timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): (...args: A) => Promise<R> {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let pending: { args: A; waiters: Array<{ resolve: (value: R) => void; reject: (error: unknown) => void }> } | null =
        null;
    return (...args: A) =>
        new Promise<R>((resolve, reject) => {
            if (!pending) pending = { args, waiters: [] };
            pending.args = args;
            pending.waiters.push({ resolve, reject });
            if (timer !== null) timers.clearTimeout(timer);
            timer = timers.setTimeout(
                () => {
                    const batch = pending!;
                    pending = null;
                    timer = null;
                    fn(...batch.args).then(
                        value => batch.waiters.forEach(waiter => waiter.resolve(value)),
                        error => batch.waiters.forEach(waiter => waiter.reject(error)),
                    );
                },
                typeof waitMs === 'function' ? waitMs(...args) : waitMs,
            );
        });
}

/** Queries this short (one or two characters, trimmed) are almost always the start of a word being typed. */
export const SHORT_QUERY_LENGTH = 2;
/**
 * The typing pause before a short query is searched. With the embedded index a one- or
 * two-letter query loads an index chunk and ten fragments for a prefix the next keystroke
 * replaces (bench:search, BENCH_VERBOSE=1: "O", "Or", "Sh"… 30–57 KiB each); a reader who
 * stops after one letter still gets results, a little later.
 */
export const SHORT_QUERY_PAUSE_MS = 200;

/** The pause before searching `query`: `pauseMs`, longer for a query of one or two characters. */
export function typingPause(query: string, pauseMs: number): number {
    const length = query.trim().length;
    return length > 0 && length <= SHORT_QUERY_LENGTH ? Math.max(pauseMs, SHORT_QUERY_PAUSE_MS) : pauseMs;
}
