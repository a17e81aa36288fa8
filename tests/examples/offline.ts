/**
 * The examples runner stays on this machine. Since a plugin page's server runs with the config the page
 * shows, a config that hands a plugin the URL of another service (a carrier, a CMS, a payment provider)
 * would have the server call it; `fetch` to any host but the loopback one is refused instead, with a
 * message that says what to do.
 */
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

function hostOf(input: Parameters<typeof fetch>[0]): string {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return new URL(url).hostname;
}

/** Refuses `fetch` to other hosts until the returned function is called. */
export function refuseRemoteFetch(): () => void {
    const original = globalThis.fetch;
    globalThis.fetch = (input, init) => {
        const host = hostOf(input);
        if (!loopbackHosts.has(host)) {
            return Promise.reject(
                new Error(
                    `the examples runner does not reach the network (fetch to ${host} refused): a config that calls another service is shown with no-run="why" on its block`,
                ),
            );
        }
        return original(input, init);
    };
    return () => {
        globalThis.fetch = original;
    };
}
