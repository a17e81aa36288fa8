/**
 * The API model: the typed contract between the reader (TypeScript compiler API) and the renderer.
 * Every cross-reference is a DeclarationId resolved by the type checker, never a bare name.
 */
import type { TypescriptSectionId } from '../sections';

export type DeclarationId = string;

/** Text with resolved references: a type, a signature or a description. */
export type RichPart =
    | { kind: 'text'; text: string }
    /** A name that refers to a declaration; `target` is set when that declaration is documented. */
    | { kind: 'ref'; text: string; target?: DeclarationId; member?: string };

export type RichText = RichPart[];

export interface DocTags {
    since?: string;
    experimental: boolean;
    /** Present (possibly empty) when the item is deprecated. */
    deprecated?: RichText;
    default?: RichText;
    internal: boolean;
}

export interface DocComment {
    /** Markdown, with `{@link}` references as ref parts. */
    description: RichText;
    examples: RichText[];
    tags: DocTags;
}

export interface Parameter {
    name: string;
    type: RichText;
    optional: boolean;
    description?: RichText;
}

export type MemberKind =
    'constructor' | 'property' | 'method' | 'accessor' | 'enum-member' | 'call-signature' | 'index-signature' | 'prop';

export interface Member {
    name: string;
    kind: MemberKind;
    /** Property type, method signature(s) joined, or enum value. */
    type: RichText;
    optional: boolean;
    readonly: boolean;
    isStatic: boolean;
    doc: DocComment;
    parameters: Parameter[];
}

export type DeclarationKind = 'class' | 'interface' | 'function' | 'enum' | 'type' | 'variable' | 'component';

export interface SourceLocation {
    /** Path inside the framework repository. */
    path: string;
    line?: number;
}

export interface Declaration {
    id: DeclarationId;
    name: string;
    kind: DeclarationKind;
    packageName: string;
    packageVersion: string;
    section: TypescriptSectionId;
    /** Category path below the section, e.g. ["job-queue"]; as written in `@docsCategory`. */
    category: string[];
    /** The `@docsPage` value, when several declarations share one page. */
    docsPage?: string;
    weight: number;
    doc: DocComment;
    /** The code outline shown in the "Signature" block, its type names resolved like member types. */
    signature: RichText;
    extends: RichText[];
    implements: RichText[];
    members: Member[];
    /** Parameters of a function (first signature); props of a React component are members. */
    parameters: Parameter[];
    source?: SourceLocation;
    /** Where the declaration stands in the files read (package-relative file, character offset): source order. */
    position: { file: string; offset: number };
    /** The framework's repository, from the package's `repository` field (source links). */
    repositoryUrl: string;
    repoTag: string;
    /** Package-level deprecation notice (unmaintained plugins). */
    packageDeprecated?: string;
    publishedDate: string;
}

export interface ApiModel {
    declarations: Declaration[];
}
