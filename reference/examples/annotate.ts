/**
 * The pages keep every example as the package publishes it; an example that does not type-check against the
 * version it documents gets a short note right after its code block, in the MDX page and its Markdown twin
 * alike (both render the same rich text).
 */
import { FenceScanner } from '../code-fence';
import type { ApiModel, DocComment, RichText } from '../typescript/model';
import { codeSpan } from '../typescript/markdown';
import type { ExampleError } from './types';

/** Long compiler messages (whole union types) are cut here. */
const maxMessageLength = 300;

/** The note: where and why the compiler rejects the example, its first error in full and how many follow. */
export function exampleNote(packageName: string, version: string, errors: readonly ExampleError[]): string {
    const [first] = errors;
    // A code span in the pages' prose holds no backtick.
    const message = `TS${first.code}: ${first.message}`.replace(/`/g, "'");
    const cut = message.length > maxMessageLength ? `${message.slice(0, maxMessageLength - 1)}…` : message;
    const where = first.line > 0 ? `, line ${first.line}` : '';
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
    return `**Does not type-check** against ${packageName} ${version}${where}: ${codeSpan(cut)}${more}`;
}

/**
 * `text` with `notes` (by the index of the fence they follow) inserted after each fence's closing line, as a
 * paragraph at the fence's indentation. A fence left open is closed first, as the renderers would.
 */
export function insertNotes(text: RichText, notes: ReadonlyMap<number, string>): RichText {
    if (!notes.size) return text;
    const whole = text.map(p => p.text).join('');
    // Offsets (in the joined text) at which to insert, with what.
    const inserts: Array<{ at: number; text: string }> = [];
    const scanner = new FenceScanner();
    let fence = -1;
    let indent = '';
    let offset = 0;
    for (const line of whole.split('\n')) {
        const kind = scanner.next(line);
        if (kind === 'open') {
            fence++;
            indent = /^[ \t]*/.exec(line)![0];
        }
        const end = offset + line.length;
        if (kind === 'close' && notes.has(fence)) inserts.push({ at: end, text: `\n\n${indent}${notes.get(fence)}\n` });
        offset = end + 1;
    }
    if (scanner.open && notes.has(fence)) {
        inserts.push({ at: whole.length, text: `\n${indent}${scanner.open}\n\n${indent}${notes.get(fence)}\n` });
    }
    const out: RichText = [];
    let position = 0;
    for (const part of text) {
        const start = position;
        position += part.text.length;
        const inside = inserts.filter(i => i.at > start && i.at <= position);
        if (part.kind !== 'text' || !inside.length) {
            out.push(part);
            continue;
        }
        let cursor = 0;
        for (const insert of inside) {
            out.push({ kind: 'text', text: part.text.slice(cursor, insert.at - start) });
            out.push({ kind: 'text', text: insert.text });
            cursor = insert.at - start;
        }
        if (cursor < part.text.length) out.push({ kind: 'text', text: part.text.slice(cursor) });
    }
    return out;
}

/** The model with the notes of `notesByText` (keyed by the rich text objects the examples were found in). */
export function annotateModel(
    model: ApiModel,
    notesByText: ReadonlyMap<RichText, ReadonlyMap<number, string>>,
): ApiModel {
    const annotate = (text: RichText) => {
        const notes = notesByText.get(text);
        return notes ? insertNotes(text, notes) : text;
    };
    const annotateDoc = (doc: DocComment): DocComment => ({
        ...doc,
        description: annotate(doc.description),
        examples: doc.examples.map(annotate),
    });
    return {
        declarations: model.declarations.map(d => ({
            ...d,
            doc: annotateDoc(d.doc),
            members: d.members.map(m => ({ ...m, doc: annotateDoc(m.doc) })),
        })),
    };
}
