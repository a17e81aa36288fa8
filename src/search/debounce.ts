/**
 * Debounces an async function so a burst of calls runs it once, with the last arguments,
 * after `waitMs` of quiet. Every caller of the burst gets that one result, so the
 * autocomplete library (which only keeps the newest answer) is never left waiting.
 */
export function debounceAsync<A extends unknown[], R>(
    fn: (...args: A) => Promise<R>,
    waitMs: number,
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
            timer = timers.setTimeout(() => {
                const batch = pending!;
                pending = null;
                timer = null;
                fn(...batch.args).then(
                    value => batch.waiters.forEach(waiter => waiter.resolve(value)),
                    error => batch.waiters.forEach(waiter => waiter.reject(error)),
                );
            }, waitMs);
        });
}
