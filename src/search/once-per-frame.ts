/** Runs `callback` after the next frame has been painted (a task queued from the animation frame). */
export function afterNextPaint(callback: () => void): () => void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(callback, 0)));
    return () => {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
    };
}

/**
 * Shows a stream of updates (early search results) at most once a frame: the first at once, then
 * only the newest of those that arrive before the next paint. Each update is a render and a
 * layout; run as they come, they would hold up the frame that paints the first. `cancel` drops an
 * update still waiting (the final answer, shown directly, replaces it).
 */
export function oncePerFrame<T>(
    show: (update: T) => void,
    schedule: (callback: () => void) => () => void = afterNextPaint,
): { push: (update: T) => void; cancel: () => void } {
    let waiting: { update: T } | null = null;
    let unschedule: (() => void) | null = null;
    const showNow = (update: T) => {
        show(update);
        unschedule = schedule(() => {
            unschedule = null;
            const next = waiting;
            waiting = null;
            if (next) showNow(next.update);
        });
    };
    return {
        push(update) {
            if (unschedule) waiting = { update };
            else showNow(update);
        },
        cancel() {
            unschedule?.();
            unschedule = null;
            waiting = null;
        },
    };
}
