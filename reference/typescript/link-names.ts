/**
 * Names written as plain text where a type is meant (an `@default` value such as `DefaultLogger` or
 * `new NodemailerEmailSender()`) become references, resolved like a `{@link}` would be.
 */
import type { RichPart, RichText } from './model';

export type NameLookup = (name: string) => { target?: string; member?: string };

/** Quoted strings are skipped (a string value is not a type); dotted names (`Environment.Sandbox`) resolve whole. */
const token = /'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`[^`]*`|[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g;

export function linkNames(rich: RichText, lookup: NameLookup): RichText {
    const out: RichPart[] = [];
    const pushText = (text: string) => {
        if (!text) return;
        const last = out[out.length - 1];
        if (last?.kind === 'text') out[out.length - 1] = { kind: 'text', text: last.text + text };
        else out.push({ kind: 'text', text });
    };
    for (const part of rich) {
        if (part.kind === 'ref') {
            out.push(part);
            continue;
        }
        let cursor = 0;
        for (const match of part.text.matchAll(token)) {
            const word = match[0];
            const { target, member } = /^['"`]/.test(word) ? {} : lookup(word);
            if (!target) continue;
            pushText(part.text.slice(cursor, match.index));
            out.push({ kind: 'ref', text: word, target, member });
            cursor = match.index + word.length;
        }
        pushText(part.text.slice(cursor));
    }
    return out;
}
