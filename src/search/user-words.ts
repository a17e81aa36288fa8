import { normalizePhrase } from './rank';

/**
 * Words users type for things the docs name otherwise ("tiered pricing" for what the docs call an
 * order item price calculation strategy). Learned from the misses of the real-questions benchmark
 * (bench/search/real-questions.ts): each entry is a way users asked in public, mapped to the words
 * of the pages that answer them. A query's user phrase is replaced by the docs' words before it is
 * searched, so the rest of the ranking (exact names, titles, descriptions) works as for any query.
 *
 * Keep entries to phrases the docs do not use in that sense: a phrase the docs use would then find
 * other pages than the ones that say it.
 */
export const USER_WORDS: ReadonlyArray<{ users: readonly string[]; docs: string }> = [
    {
        users: ['tiered pricing', 'tier pricing', 'volume pricing', 'bulk pricing', 'quantity pricing', 'price breaks'],
        docs: 'order item price calculation strategy',
    },
    {
        users: ['social login', 'google login', 'facebook login', 'oauth login', 'sign in with google'],
        docs: 'external authentication strategy',
    },
    {
        users: ['notify admin', 'notify the admin', 'notify shop owner', 'admin notification'],
        docs: 'email event handler',
    },
    {
        users: ['translate extension', 'translate dashboard extension', 'translate my extension'],
        docs: 'dashboard extension localization',
    },
    // The docs name the concept by its API name, which the index holds as one word.
    { users: ['order number'], docs: 'OrderCodeStrategy' },
    { users: ['set the channel', 'select the channel', 'switch channel'], docs: 'selecting a channel token' },
    { users: ['cart', 'basket'], docs: 'active order' },
    // "stuck" is not a docs word: spelling correction would read it as "stock".
    { users: ['job stuck', 'jobs stuck', 'stuck job'], docs: 'job queue worker' },
    { users: ['admin password'], docs: 'administrator password' },
    { users: ['admin forgot password', 'admin forgot'], docs: 'administrator forgets password' },
    { users: ['reorder'], docs: 'move position' },
    { users: ['shipping provider', 'shipping carrier'], docs: 'carrier' },
    { users: ['multiple rates'], docs: 'several rates' },
    { users: ['multiple vendure instances', 'multiple instances'], docs: 'bullmq prefix' },
    { users: ['vat'], docs: 'tax' },
    { users: ['browser close', 'close the browser', 'closing the browser'], docs: 'rememberMe' },
];

/** A word without the endings that change its form, not its sense: "tiered" and "tier", "pricing" and "price". */
function stem(word: string): string {
    return word.replace(/(ing|ed|es|s|e)$/, '');
}

/** Lower-case words without a plural "s", as `normalizePhrase` compares them. */
function phraseWords(text: string): string[] {
    return normalizePhrase(text).split(' ').filter(Boolean);
}

const ENTRIES = USER_WORDS.flatMap(({ users, docs }) => users.map(user => ({ user: phraseWords(user), docs })))
    // Longer phrases first: "translate dashboard extension" before "translate extension".
    .sort((a, b) => b.user.length - a.user.length);

/**
 * The query in the docs' words: each user phrase of `USER_WORDS` it contains (whole words, in order,
 * plural or singular) replaced by the docs' words; the query itself when it has none.
 */
export function inDocsWords(query: string): string {
    const words = query.split(/\s+/).filter(Boolean);
    const normalized = words.map(word => phraseWords(word).join(' '));
    const out: string[] = [];
    let changed = false;
    for (let i = 0; i < words.length;) {
        const entry = ENTRIES.find(({ user }) =>
            user.every((word, k) => normalized[i + k] !== undefined && stem(normalized[i + k]) === stem(word)),
        );
        if (entry) {
            out.push(entry.docs);
            i += entry.user.length;
            changed = true;
        } else out.push(words[i++]);
    }
    return changed ? out.join(' ') : query;
}
