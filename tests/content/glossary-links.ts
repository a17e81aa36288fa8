import type { Link, Node, Parent, Root, Text } from 'mdast';

import type { Failure } from '../../lib/content/types';

/**
 * Each User Guide page links a glossary word (`docs/user-guide/glossary.md`) where it first uses it, so a
 * shop admin who meets "zone" or "allocation" finds it explained one click away. A use counts in running
 * text (emphasis included); headings, on-screen labels in bold, code and the text of other links do not.
 */
export const glossaryPage = 'docs/user-guide/glossary.md';

export interface GlossaryTerm {
    term: string;
    /** The heading id, the link's fragment. */
    id: string;
}

/** The glossary's words: its `## Word {#id}` headings. */
export function readGlossaryTerms(source: string): GlossaryTerm[] {
    return [...source.matchAll(/^## (.+?) \{#([\w-]+)\}$/gm)].map(m => ({ term: m[1], id: m[2] }));
}

export interface TermUse {
    term: GlossaryTerm;
    /** Whether this use is a link to the term's glossary entry. */
    linked: boolean;
    node: Text;
    /** Where in the text node the word starts, and its length. */
    index: number;
    length: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first use of each glossary word on a page, in reading order (a longer word wins: "facet value" over "facet"). */
export function firstTermUses(tree: Root, terms: readonly GlossaryTerm[]): TermUse[] {
    const sorted = [...terms].sort((a, b) => b.term.length - a.term.length);
    const pattern = new RegExp(`\\b(${sorted.map(t => escapeRegExp(t.term)).join('|')})(?:s|es)?\\b`, 'gi');
    const byWord = new Map(terms.map(t => [t.term.toLowerCase(), t]));
    const found = new Map<string, TermUse>();
    const visit = (node: Node, glossaryLink: string | undefined) => {
        if (node.type === 'text') {
            for (const match of (node as Text).value.matchAll(pattern)) {
                const term = byWord.get(match[1].toLowerCase());
                if (term && !found.has(term.id))
                    found.set(term.id, {
                        term,
                        linked: glossaryLink === term.id,
                        node: node as Text,
                        index: match.index,
                        length: match[0].length,
                    });
            }
            return;
        }
        if (['heading', 'strong', 'inlineCode', 'code', 'mdxJsxFlowElement', 'mdxJsxTextElement'].includes(node.type))
            return;
        let link = glossaryLink;
        if (node.type === 'link') {
            const fragment = /(?:^|\/)glossary(?:\.md|\/)?#([\w-]+)$/.exec((node as Link).url);
            if (!fragment) return;
            link = fragment[1];
        }
        for (const child of (node as Parent).children ?? []) visit(child, link);
    };
    visit(tree, undefined);
    return [...found.values()];
}

export function checkGlossaryLinks(tree: Root, page: string, terms: readonly GlossaryTerm[]): Failure[] {
    if (page === glossaryPage) return [];
    return firstTermUses(tree, terms)
        .filter(use => !use.linked)
        .map(use => ({
            page,
            line: use.node.position?.start.line ?? 0,
            kind: 'glossary',
            message: `"${use.node.value.slice(use.index, use.index + use.length)}" is this page's first use of the glossary word "${use.term.term}": link it to the glossary (glossary.md#${use.term.id})`,
        }));
}
