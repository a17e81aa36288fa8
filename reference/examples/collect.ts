/**
 * The TypeScript examples of the generated reference: every `ts`, `tsx` or `typescript` code fence in the doc
 * comments the pages show (descriptions and `@example` texts of declarations and members). An `@example`'s
 * first fence without a language is TypeScript, as the pages label it (doc-body.ts).
 */
import { FenceScanner } from '../code-fence';
import type { ApiModel, Declaration, RichText } from '../typescript/model';
import { plainText } from '../typescript/type-text';

export interface ReferenceExample {
    declaration: Declaration;
    /** The member whose doc comment holds it; none for the declaration's own. */
    member?: string;
    /** The rich text (a description or one `@example`) whose fence it is: the object the pages render. */
    text: RichText;
    /** Position of its fence among all the fences of that text (0-based). */
    fence: number;
    lang: 'ts' | 'tsx';
    code: string;
}

const typescriptLangs: Record<string, ReferenceExample['lang']> = { ts: 'ts', typescript: 'ts', tsx: 'tsx' };

/** The fences of one text, with their language and code; `defaultLang` for a first fence without one. */
export function fencesOf(markdown: string, defaultLang?: string): Array<{ lang: string; code: string }> {
    const fences: Array<{ lang: string; code: string[] }> = [];
    const scanner = new FenceScanner();
    for (const line of markdown.split('\n')) {
        const kind = scanner.next(line);
        if (kind === 'open') {
            const info = line.trim().replace(/^(`{3,}|~{3,})/, '');
            const lang = /^\s*([\w-]*)/.exec(info)![1].toLowerCase();
            fences.push({ lang: lang || (fences.length === 0 ? (defaultLang ?? '') : ''), code: [] });
        } else if (kind === 'code') {
            fences[fences.length - 1].code.push(line);
        }
    }
    return fences.map(f => ({ lang: f.lang, code: dedent(f.code).join('\n') }));
}

/** A fence indented inside a list item holds its lines indented likewise. */
function dedent(lines: string[]): string[] {
    const indents = lines.filter(l => l.trim()).map(l => /^[ \t]*/.exec(l)![0].length);
    const common = indents.length ? Math.min(...indents) : 0;
    return lines.map(l => l.slice(Math.min(common, /^[ \t]*/.exec(l)![0].length)));
}

export function collectExamples(model: ApiModel): ReferenceExample[] {
    const found: ReferenceExample[] = [];
    const add = (declaration: Declaration, member: string | undefined, text: RichText, defaultLang?: string) =>
        fencesOf(plainText(text), defaultLang).forEach((f, fence) => {
            const lang = typescriptLangs[f.lang];
            if (lang && f.code.trim()) found.push({ declaration, member, text, fence, lang, code: f.code });
        });
    for (const declaration of model.declarations) {
        const docs = [
            { member: undefined, doc: declaration.doc },
            ...declaration.members.map(m => ({ member: m.name, doc: m.doc })),
        ];
        for (const { member, doc } of docs) {
            add(declaration, member, doc.description);
            for (const example of doc.examples) add(declaration, member, example, 'ts');
        }
    }
    return found;
}
