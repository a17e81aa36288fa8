/**
 * Compares a response shown on a page with the one the server really sent: same keys, same types, same
 * array lengths, and equal values except those that differ from server to server (ids, timestamps,
 * generated codes and tokens, asset URLs).
 */

export interface Difference {
    /** Where, e.g. `data.products.items[2].name`. */
    path: string;
    shown: string;
    real: string;
}

/** The origin shown on pages for a local server; the runner's own origin is rewritten to it before comparing. */
export const shownOrigin = 'http://localhost:3000';

/** Keys whose values are generated per server or per run: compared by type only. */
const generatedKeys = new Set([
    'id',
    'token',
    'transactionId',
    'createdAt',
    'updatedAt',
    'orderPlacedAt',
    'expiresAt',
    'lastLogin',
    'verificationToken',
    'passwordResetToken',
]);
const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;
/** Order codes: 16 upper-case letters and digits, random per order. */
const orderCode = /^[A-Z0-9]{16}$/;

function isGenerated(key: string, shown: unknown, real: unknown): boolean {
    if (generatedKeys.has(key) || /[a-z](Id|Ids)$/.test(key)) return true;
    if (typeof shown === 'string' && typeof real === 'string') {
        if (isoTimestamp.test(shown) && isoTimestamp.test(real)) return true;
        if (key === 'code' && orderCode.test(shown) && orderCode.test(real)) return true;
        // Asset URLs hold a hashed folder and a de-duplicated file name chosen at upload.
        if ((key === 'preview' || key === 'source') && /^https?:\/\//.test(shown) && /^https?:\/\//.test(real))
            return true;
    }
    return false;
}

type Kind = 'null' | 'array' | 'object' | 'string' | 'number' | 'boolean' | 'undefined';

function kindOf(value: unknown): Kind {
    if (value === null) return 'null';
    if (Array.isArray(value)) return 'array';
    return typeof value as Kind;
}

/** A short rendering of a value for a diff line. */
export function describe(value: unknown): string {
    const kind = kindOf(value);
    if (kind === 'array') return `array of ${(value as unknown[]).length}`;
    if (kind === 'object') {
        const keys = Object.keys(value as object);
        return `{ ${keys.slice(0, 5).join(', ')}${keys.length > 5 ? ', …' : ''} }`;
    }
    if (kind === 'undefined') return '(absent)';
    const text = JSON.stringify(value);
    return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** Rewrites the runner's origin (asset URLs and the like) to the one pages show. */
export function normaliseOrigin<T>(value: T, origin: string): T {
    if (!origin) return value;
    return JSON.parse(JSON.stringify(value).split(origin).join(shownOrigin)) as T;
}

export function compareResponse(shown: unknown, real: unknown): Difference[] {
    const differences: Difference[] = [];
    const walk = (a: unknown, b: unknown, path: string, key: string): void => {
        const kindA = kindOf(a);
        const kindB = kindOf(b);
        if (kindA !== kindB) {
            differences.push({ path, shown: describe(a), real: describe(b) });
            return;
        }
        if (kindA === 'array') {
            const arrayA = a as unknown[];
            const arrayB = b as unknown[];
            if (arrayA.length !== arrayB.length) differences.push({ path, shown: describe(a), real: describe(b) });
            for (let i = 0; i < Math.min(arrayA.length, arrayB.length); i++)
                walk(arrayA[i], arrayB[i], `${path}[${i}]`, key);
            return;
        }
        if (kindA === 'object') {
            const objectA = a as Record<string, unknown>;
            const objectB = b as Record<string, unknown>;
            const keys = [...new Set([...Object.keys(objectA), ...Object.keys(objectB)])];
            for (const k of keys) walk(objectA[k], objectB[k], path ? `${path}.${k}` : k, k);
            return;
        }
        if (a !== b && !isGenerated(key, a, b)) differences.push({ path, shown: describe(a), real: describe(b) });
    };
    walk(shown, real, '', '');
    return differences;
}

/** Only the parts of a GraphQL error a page shows: its message and code, not locations or stack traces. */
function essentials(errors: unknown): unknown {
    if (!Array.isArray(errors)) return errors;
    return errors.map((error: { message?: unknown; extensions?: { code?: unknown } }) => ({
        message: error?.message,
        ...(error?.extensions?.code !== undefined ? { extensions: { code: error.extensions.code } } : {}),
    }));
}

/** Compares a shown `{ data, errors? }` with the real response: data in full, errors by message and code. */
export function compareShownResponse(shown: Record<string, unknown>, real: Record<string, unknown>): Difference[] {
    const differences = compareResponse(shown.data, real.data).map(d => ({
        ...d,
        path: d.path ? `data.${d.path}` : 'data',
    }));
    // Errors are compared only when the page shows them; whether the server may answer with errors at all is
    // decided by expect-error (see execute.ts).
    if ('errors' in shown) {
        differences.push(
            ...compareResponse(essentials(shown.errors), essentials(real.errors)).map(d => ({
                ...d,
                path: d.path ? `errors${d.path.startsWith('[') ? '' : '.'}${d.path}` : 'errors',
            })),
        );
    }
    return differences;
}

export function formatDifferences(differences: Difference[]): string {
    const width = Math.min(60, Math.max(...differences.map(d => d.path.length)));
    return differences.map(d => `${d.path.padEnd(width)}  shown ${d.shown}, real ${d.real}`).join('\n');
}

export interface ProblemReport {
    /** e.g. `INSUFFICIENT_STOCK_ERROR` or `FORBIDDEN`. */
    code?: string;
    message: string;
    /** For GraphQL errors: the line within the sent document. */
    line?: number;
    /** Where in `data` an error result was found. */
    path?: string;
}

/** GraphQL errors of a response, with their code and first location. */
export function graphqlErrors(response: { errors?: unknown }): ProblemReport[] {
    if (!Array.isArray(response.errors)) return [];
    return response.errors.map(
        (error: { message?: string; extensions?: { code?: string }; locations?: Array<{ line: number }> }) => ({
            code: error.extensions?.code,
            message: error.message ?? JSON.stringify(error),
            line: error.locations?.[0]?.line,
        }),
    );
}

/**
 * Error results inside `data`: objects with an `errorCode`, or whose `__typename` ends in `Error` (what a
 * mutation returns instead of throwing, e.g. `InsufficientStockError`). Only visible when the operation
 * selects one of those fields, which examples usually do with `... on ErrorResult { errorCode message }`.
 */
export function errorResults(data: unknown): ProblemReport[] {
    const found: ProblemReport[] = [];
    const walk = (value: unknown, path: string): void => {
        if (Array.isArray(value)) {
            value.forEach((item, i) => walk(item, `${path}[${i}]`));
            return;
        }
        if (value === null || typeof value !== 'object') return;
        const object = value as Record<string, unknown>;
        const typename = typeof object.__typename === 'string' ? object.__typename : undefined;
        if (typeof object.errorCode === 'string' || (typename && /Error$/.test(typename))) {
            const code = typeof object.errorCode === 'string' ? object.errorCode : typename!;
            found.push({ code, message: typeof object.message === 'string' ? object.message : code, path });
            return;
        }
        for (const [key, child] of Object.entries(object)) walk(child, path ? `${path}.${key}` : key);
    };
    walk(data, 'data');
    return found;
}

/** `expect-error="…"` matches an error's code exactly or a fragment of its message (case-insensitive). */
export function matchesExpectedError(problem: ProblemReport, expected: string): boolean {
    return problem.code === expected || problem.message.toLowerCase().includes(expected.toLowerCase());
}
