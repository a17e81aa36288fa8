/**
 * The "Signature" block as static HTML, so that every resolved type name in it can be a link (a fenced
 * code block cannot hold links). It is passed to React as an `__html` string literal, so MDX never parses
 * its content: HTML escaping of the text and the URLs is all the safety it needs.
 */
import { escapeHtml } from '../../src/escape-html';
import type { LinkFor } from './markdown';
import type { RichText } from './model';
import { staticCodeBlockHtml } from '../static-code-block';

/** `<pre><code>` with one `<a href>` per reference whose declaration has a page. */
export function signatureHtml(signature: RichText, linkFor: LinkFor): string {
    const body = signature
        .map(part => {
            const text = escapeHtml(part.text);
            if (part.kind === 'text') return text;
            const url = linkFor(part.target, part.member);
            return url ? `<a href="${escapeHtml(url)}">${text}</a>` : text;
        })
        .join('');
    return staticCodeBlockHtml('ts-signature', body);
}

/**
 * A JS string literal for an MDX expression. MDX parses expressions with acorn, so raw braces in the string
 * would compile today; writing them as escapes keeps the literal free of anything a brace-counting scanner
 * could misread, and makes that property checkable on the generated file.
 */
export function mdxStringLiteral(value: string): string {
    return JSON.stringify(value).replace(/[{}]/g, c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The block as MDX: a JSX element whose only content is a JS string literal. */
export function signatureMdx(signature: RichText, linkFor: LinkFor): string {
    return `<div className="ts-signature-block" dangerouslySetInnerHTML={{ __html: ${mdxStringLiteral(signatureHtml(signature, linkFor))} }} />`;
}
