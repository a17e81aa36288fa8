/**
 * What a declaration's part of a reference page shows, and in which order, laid out once for both renderers:
 * render.ts serializes these blocks as MDX, render-markdown.ts as the page's plain Markdown twin. A block holds
 * model values (names, rich text, the doc comment), never output text, so that each serializer escapes and
 * links them its own way; a serializer decides only how a block looks, or (the llms text) that it is left out.
 */
import type { Declaration, DocComment, Member, Parameter, RichText } from './model';
import type { RenderOptions } from './render';
import { plainText } from './type-text';

/** A short fact beside a heading (a badge on the page, plain text in the twin) and its badge colour. */
export interface Fact {
    text: string;
    tone: 'info' | 'warning' | 'danger' | 'secondary';
}

export type Block =
    | { kind: 'heading'; level: 2 | 3; text: string }
    | {
          kind: 'declaration-facts';
          declarationKind: string;
          packageName: string;
          packageVersion: string;
          packageUrl: string;
          /** The source file's name, `:line` when known, and its URL in the framework's repository. */
          source?: { fileName: string; position: string; url: string };
          tags: Fact[];
      }
    | { kind: 'member-facts'; memberKind: string; modifiers: string[]; tags: Fact[] }
    /** Site-relative URLs of an entity's GraphQL type pages (at least one is set). */
    | { kind: 'graphql-types'; admin?: string; shop?: string }
    /** The doc comment's body: deprecation notice, description, examples. */
    | { kind: 'doc'; doc: DocComment }
    | { kind: 'signature'; signature: RichText }
    | { kind: 'heritage'; extends: RichText[]; implements: RichText[] }
    | { kind: 'parameters'; parameters: Parameter[] }
    | { kind: 'props-label' }
    /** A member's type, one line per overload; `inSignature` when the declaration's signature shows it too. */
    | { kind: 'member-type'; label: 'Value' | 'Signature' | 'Type'; lines: RichText[]; inSignature: boolean }
    | { kind: 'default'; value: RichText };

/** How one output writes each kind of block; nothing (undefined or '') leaves the block out. */
export type BlockSerializer = {
    [K in Block['kind']]: (block: Extract<Block, { kind: K }>) => string | string[] | undefined;
};

/** The blocks as one text, separated by blank lines. */
export function serializeBlocks(blocks: Block[], serializer: BlockSerializer): string {
    const parts = blocks.flatMap(block => {
        const text = (serializer[block.kind] as (b: Block) => string | string[] | undefined)(block);
        return text ?? [];
    });
    return parts.filter(Boolean).join('\n\n');
}

export const memberKindLabel: Record<Member['kind'], string> = {
    constructor: 'constructor',
    property: 'property',
    method: 'method',
    accessor: 'accessor',
    'enum-member': 'enum member',
    'call-signature': 'call signature',
    'index-signature': 'index signature',
    prop: 'prop',
};

/** What a member's type line is called: an enum member's value, a callable's signature, otherwise its type. */
export function memberTypeLabel(kind: Member['kind']): 'Value' | 'Signature' | 'Type' {
    if (kind === 'enum-member') return 'Value';
    return kind === 'method' || kind === 'constructor' || kind === 'call-signature' ? 'Signature' : 'Type';
}

/** Splits rich text at newlines (overloads are separated by a newline). */
export function splitLines(rich: RichText): RichText[] {
    const lines: RichText[] = [[]];
    for (const part of rich) {
        if (part.kind === 'text' && part.text === '\n') lines.push([]);
        else lines[lines.length - 1].push(part);
    }
    return lines;
}

export function sourceUrl(decl: Declaration): string | undefined {
    if (!decl.source) return undefined;
    return `${decl.repositoryUrl}/blob/${decl.repoTag}/${decl.source.path}${decl.source.line ? `#L${decl.source.line}` : ''}`;
}

function tagFacts(doc: DocComment): Fact[] {
    const facts: Fact[] = [];
    if (doc.tags.since) facts.push({ text: `Since ${doc.tags.since}`, tone: 'secondary' });
    if (doc.tags.experimental) facts.push({ text: 'Experimental', tone: 'warning' });
    if (doc.tags.deprecated) facts.push({ text: 'Deprecated', tone: 'danger' });
    return facts;
}

function memberBlocks(member: Member, inSignature: boolean): Block[] {
    const modifiers = [
        member.isStatic && 'static',
        member.readonly && 'readonly',
        member.optional && 'optional',
    ].filter((m): m is string => Boolean(m));
    const blocks: Block[] = [
        { kind: 'heading', level: 3, text: member.name },
        { kind: 'member-facts', memberKind: memberKindLabel[member.kind], modifiers, tags: tagFacts(member.doc) },
    ];
    if (member.type.length)
        blocks.push({
            kind: 'member-type',
            label: memberTypeLabel(member.kind),
            lines: splitLines(member.type),
            inSignature,
        });
    if (member.doc.tags.default) blocks.push({ kind: 'default', value: member.doc.tags.default });
    blocks.push(
        { kind: 'doc', doc: member.doc },
        { kind: 'parameters', parameters: member.parameters.filter(p => p.description?.length) },
    );
    return blocks;
}

/** A declaration's blocks: heading, facts, GraphQL types, doc body, signature, heritage, parameters, members. */
export function declarationBlocks(decl: Declaration, options: RenderOptions): Block[] {
    const src = sourceUrl(decl);
    const blocks: Block[] = [
        { kind: 'heading', level: 2, text: decl.name },
        {
            kind: 'declaration-facts',
            declarationKind: decl.kind,
            packageName: decl.packageName,
            packageVersion: decl.packageVersion,
            packageUrl: `https://www.npmjs.com/package/${decl.packageName}/v/${decl.packageVersion}`,
            source:
                src && decl.source
                    ? {
                          fileName: decl.source.path.split('/').pop()!,
                          position: decl.source.line ? `:${decl.source.line}` : '',
                          url: src,
                      }
                    : undefined,
            tags: tagFacts(decl.doc),
        },
    ];
    if (options.graphqlTypeUrls && decl.packageName === '@vendure/core' && decl.category[0] === 'entities') {
        const { admin, shop } = options.graphqlTypeUrls(decl.name);
        if (admin || shop) blocks.push({ kind: 'graphql-types', admin, shop });
    }
    blocks.push({ kind: 'doc', doc: decl.doc });
    const hasSignature = Boolean(plainText(decl.signature).trim());
    if (hasSignature) blocks.push({ kind: 'signature', signature: decl.signature });
    if (decl.extends.length || decl.implements.length)
        blocks.push({ kind: 'heritage', extends: decl.extends, implements: decl.implements });
    if (decl.kind === 'function') blocks.push({ kind: 'parameters', parameters: decl.parameters });
    if (decl.kind === 'component' && decl.members.length) blocks.push({ kind: 'props-label' });
    for (const member of decl.members) blocks.push(...memberBlocks(member, hasSignature));
    return blocks;
}
