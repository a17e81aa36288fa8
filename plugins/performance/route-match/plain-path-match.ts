/**
 * react-router 5's `matchPath` for a route path with no parameters, wildcards or groups: a string comparison
 * with the rules path-to-regexp 1.x gives such a path (case-insensitive unless `sensitive`, an optional slash at
 * the very end unless `strict`, a prefix ending at a `/` unless `end`). Docusaurus matches the URL against
 * every route of the site several times during a page's first load (the route table, the docs routes, each
 * navbar item's active doc): with 838 routes, compiling and running a regular expression per route was one of
 * the largest parts of the start-up task on a phone.
 *
 * Returns what `RegExp.prototype.exec` would (the matched URL as a one-item array, or null), or undefined for a
 * path this does not cover, which react-router then compiles as before.
 */
const NOT_PLAIN = /[\\:()*?+]|[^ -~]/;

const lowerAscii = (text: string) => text.replace(/[A-Z]+/g, letters => letters.toLowerCase());

export function plainPathMatch(
    pathname: unknown,
    path: unknown,
    end: boolean,
    strict: boolean,
    sensitive: boolean,
): [string] | null | undefined {
    if (typeof pathname !== 'string' || typeof path !== 'string' || NOT_PLAIN.test(path)) return undefined;
    const endsWithSlash = path.endsWith('/');
    const literal = !strict && endsWithSlash ? path.slice(0, -1) : path;
    const head = pathname.slice(0, literal.length);
    if (head !== literal && (sensitive || lowerAscii(head) !== lowerAscii(literal))) return null;
    let length = literal.length;
    // Not strict: one slash may follow, when it ends the URL.
    if (!strict && length === pathname.length - 1 && pathname[length] === '/') length++;
    if (end) {
        if (length !== pathname.length) return null;
    } else if (!(strict && endsWithSlash) && length !== pathname.length && pathname[length] !== '/') {
        // A prefix match ends where a path segment ends.
        return null;
    }
    return [pathname.slice(0, length)];
}
