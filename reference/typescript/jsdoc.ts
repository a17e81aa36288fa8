/** Reading TSDoc comments (and Vendure's `@docs*` tags) through the TypeScript JSDoc API. */
import ts from 'typescript';

import type { DocComment, RichPart, RichText } from './model';

/** Resolves a symbol found in a comment or a type to a documented declaration (and member). */
export type SymbolResolver = (symbol: ts.Symbol | undefined, linkName?: string) => { target?: string; member?: string };

export interface DocsTags {
    category?: string;
    page?: string;
    weight?: number;
}

/** Tags whose text is kept; any other tag met inside an open code fence is part of that code (e.g. a decorator). */
const knownTags = new Set([
    'docsCategory',
    'docsPage',
    'docsWeight',
    'description',
    'example',
    'default',
    'since',
    'experimental',
    'deprecated',
    'internal',
    'param',
    'returns',
    'return',
    'see',
    'throws',
    'template',
    'typeParam',
    'private',
    'publicApi',
    'inheritDoc',
    'note',
    'remarks',
    'link',
]);

function lastJsDoc(node: ts.Node): ts.JSDoc | undefined {
    const docs = ts.getJSDocCommentsAndTags(node).filter((d): d is ts.JSDoc => ts.isJSDoc(d));
    return docs[docs.length - 1];
}

/**
 * TSDoc writes a literal `@` as `\@` so that it is not read as a tag, and a comment's end inside a comment as
 * `*\/` (`/* ... *\/`, `'**\/*.ts'`); readers must see (and copy) what is meant, in prose and in example code alike.
 */
export const unescapeTsDoc = (text: string) => text.replace(/\\@/g, '@').replace(/\*\\\//g, '*/');

export function commentText(comment: string | ts.NodeArray<ts.JSDocComment> | undefined): string {
    return unescapeTsDoc(ts.getTextOfJSDocComment(comment) ?? '');
}

export function richComment(
    comment: string | ts.NodeArray<ts.JSDocComment> | undefined,
    checker: ts.TypeChecker,
    resolve: SymbolResolver,
): RichText {
    if (comment === undefined) return [];
    if (typeof comment === 'string') return [{ kind: 'text', text: unescapeTsDoc(comment) }];
    const parts: RichPart[] = [];
    for (const part of comment) {
        if (ts.isJSDocLink(part) || ts.isJSDocLinkCode(part) || ts.isJSDocLinkPlain(part)) {
            const nameText = part.name ? part.name.getText() : '';
            const label = part.text.replace(/^\s*\|?\s*/, '').trim() || nameText;
            if (!part.name) {
                parts.push({ kind: 'text', text: label });
                continue;
            }
            let symbol: ts.Symbol | undefined;
            try {
                symbol = checker.getSymbolAtLocation(part.name);
            } catch {
                symbol = undefined;
            }
            const { target, member } = resolve(symbol, nameText);
            parts.push({ kind: 'ref', text: label, target, member });
        } else {
            parts.push({ kind: 'text', text: unescapeTsDoc(part.text) });
        }
    }
    return parts;
}

const fenceCount = (rich: RichText) =>
    rich.reduce((n, p) => n + (p.kind === 'text' ? (p.text.match(/```/g) ?? []).length : 0), 0);

export interface ReadDoc {
    doc: DocComment;
    docs: DocsTags;
    paramDescriptions: Map<string, RichText>;
}

export function readDoc(node: ts.Node, checker: ts.TypeChecker, resolve: SymbolResolver): ReadDoc {
    const jsDoc = lastJsDoc(node);
    const doc: DocComment = { description: [], examples: [], tags: { experimental: false, internal: false } };
    const docs: DocsTags = {};
    const paramDescriptions = new Map<string, RichText>();
    if (!jsDoc) return { doc, docs, paramDescriptions };
    doc.description = richComment(jsDoc.comment, checker, resolve);
    let previous: RichText | undefined;
    for (const tag of jsDoc.tags ?? []) {
        const name = tag.tagName.text;
        const rich = richComment(tag.comment, checker, resolve);
        if (!knownTags.has(name) && previous && fenceCount(previous) % 2 === 1) {
            // TypeScript took a line such as `@Injectable()` inside an example for a tag: put it back.
            previous.push({ kind: 'text', text: `\n@${name}` }, ...rich);
            continue;
        }
        previous = undefined;
        switch (name) {
            case 'docsCategory':
                docs.category = commentText(tag.comment).trim();
                break;
            case 'docsPage':
                docs.page = commentText(tag.comment).trim();
                break;
            case 'docsWeight':
                docs.weight = Number(commentText(tag.comment).trim()) || 0;
                break;
            case 'description':
                if (doc.description.length) doc.description.push({ kind: 'text', text: '\n\n' });
                doc.description.push(...rich);
                previous = doc.description;
                break;
            case 'example':
                doc.examples.push(rich);
                previous = rich;
                break;
            case 'default':
                doc.tags.default = rich;
                break;
            case 'since':
                doc.tags.since = commentText(tag.comment).trim();
                break;
            case 'experimental':
                doc.tags.experimental = true;
                break;
            case 'deprecated':
                doc.tags.deprecated = rich;
                break;
            case 'internal':
                doc.tags.internal = true;
                break;
            case 'param':
                if (ts.isJSDocParameterTag(tag)) {
                    const paramName = tag.name.getText();
                    paramDescriptions.set(paramName, rich.length ? rich : []);
                }
                break;
            default:
                break;
        }
    }
    return { doc, docs, paramDescriptions };
}
