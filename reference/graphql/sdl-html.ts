import {
    astFromValue,
    getNamedType,
    isEnumType,
    isInputObjectType,
    isInterfaceType,
    isListType,
    isNonNullType,
    isObjectType,
    isScalarType,
    isUnionType,
    print,
    type GraphQLArgument,
    type GraphQLEnumValue,
    type GraphQLField,
    type GraphQLInputField,
    type GraphQLNamedType,
    type GraphQLSchema,
    type GraphQLType,
} from 'graphql';

import { escapeHtml } from '../../src/escape-html';
import { descriptionToCommentLines } from './description';
import { anchorOf, pageOfType, pageUrl } from './entries';
import type { ApiType, PageKind } from './model';
import { staticCodeBlockHtml } from '../static-code-block';

/** What a renderer needs to know to turn a type name into a link and to credit plugins. */
export interface SdlContext {
    schema: GraphQLSchema;
    api: ApiType;
    /** The page being written: links to its own entries are bare `#anchor`s. */
    page: PageKind;
    contributors: ReadonlyMap<string, string>;
    /** Plain SDL text (the Markdown twins, the llms files) instead of highlighted HTML with links. */
    plain?: boolean;
}

/** Text for the output: HTML-escaped, or as it is for plain SDL. */
const esc = (ctx: SdlContext, text: string) => (ctx.plain ? text : escapeHtml(text));

const indentUnit = '  ';
// Beyond this width an argument list is broken onto one line per argument.
const maxInlineWidth = 88;

export function typeHref(ctx: SdlContext, type: GraphQLNamedType): string | undefined {
    const page = pageOfType(ctx.schema, type);
    if (!page) return undefined;
    const anchor = `#${anchorOf(type.name)}`;
    return page === ctx.page ? anchor : pageUrl(ctx.api, page) + anchor;
}

function namedTypeHtml(ctx: SdlContext, type: GraphQLNamedType): string {
    if (ctx.plain) return type.name;
    const href = typeHref(ctx, type);
    return href ? `<a href="${href}">${type.name}</a>` : type.name;
}

/** A type reference with its list and non-null wrappers kept as text around the link. */
export function typeRefHtml(ctx: SdlContext, type: GraphQLType): string {
    if (isNonNullType(type)) return `${typeRefHtml(ctx, type.ofType)}!`;
    if (isListType(type)) return `[${typeRefHtml(ctx, type.ofType)}]`;
    return namedTypeHtml(ctx, getNamedType(type));
}

function typeRefText(type: GraphQLType): string {
    return String(type);
}

// Comment lines are wrapped so that descriptions do not force a wide horizontal scroll.
const maxCommentWidth = 80;

/** Splits a line at spaces into pieces of at most `width` characters (longer words stay whole). */
export function wrapText(line: string, width: number): string[] {
    const pieces: string[] = [];
    let current = '';
    for (const word of line.split(' ')) {
        if (current && current.length + 1 + word.length > width) {
            pieces.push(current);
            current = word;
        } else {
            current = current ? `${current} ${word}` : word;
        }
    }
    pieces.push(current);
    return pieces;
}

function comment(ctx: SdlContext, indent: string, lines: string[]): string[] {
    return lines
        .flatMap(line => (line ? wrapText(line, Math.max(40, maxCommentWidth - indent.length)) : ['']))
        .map(line => {
            const text = `#${line ? ' ' + esc(ctx, line) : ''}`;
            return `${indent}${ctx.plain ? text : `<span class="c">${text}</span>`}`;
        });
}

/** The directive goes on its own, further indented line: reasons are long and would force scrolling. */
function deprecation(ctx: SdlContext, reason: string | null | undefined, indent: string): string {
    if (reason === undefined || reason === null) return '';
    const directive = `@deprecated(reason: ${esc(ctx, JSON.stringify(reason))})`;
    return `\n${indent}${indentUnit}${ctx.plain ? directive : `<span class="d">${directive}</span>`}`;
}

function defaultValueText(ctx: SdlContext, arg: GraphQLArgument | GraphQLInputField): string {
    if (arg.defaultValue === undefined) return '';
    const ast = astFromValue(arg.defaultValue, arg.type);
    return ast ? ` = ${esc(ctx, print(ast))}` : '';
}

function argumentText(arg: GraphQLArgument): string {
    return `${arg.name}: ${typeRefText(arg.type)}${arg.defaultValue === undefined ? '' : ' = x'}`;
}

function argumentHtml(ctx: SdlContext, arg: GraphQLArgument, indent: string): string {
    return `${arg.name}: ${typeRefHtml(ctx, arg.type)}${defaultValueText(ctx, arg)}${deprecation(ctx, arg.deprecationReason, indent)}`;
}

/** Credits a plugin for a field or value, unless it added the whole type (noted above the block). */
function pluginNote(ctx: SdlContext, key: string, indent: string): string[] {
    const plugin = ctx.contributors.get(key);
    const ownerPlugin = ctx.contributors.get(key.split('.')[0]);
    return plugin && plugin !== ownerPlugin ? comment(ctx, indent, [`Added by ${plugin}`]) : [];
}

/** A field with its arguments, preceded by its description as comments. */
function fieldLines(
    ctx: SdlContext,
    owner: string,
    field: GraphQLField<unknown, unknown>,
    indent: string,
    annotate = true,
): string[] {
    const lines = annotate
        ? [
              ...comment(ctx, indent, descriptionToCommentLines(field.description)),
              ...pluginNote(ctx, `${owner}.${field.name}`, indent),
          ]
        : [];
    const tail = `: ${typeRefHtml(ctx, field.type)}${deprecation(ctx, field.deprecationReason, indent)}`;
    const args = field.args;
    const inlineWidth =
        indent.length +
        field.name.length +
        args.map(a => argumentText(a).length + 2).reduce((a, b) => a + b, 0) +
        typeRefText(field.type).length +
        4;
    const argsHaveDescriptions = args.some(a => a.description);
    if (args.length === 0) {
        lines.push(`${indent}${field.name}${tail}`);
    } else if (!argsHaveDescriptions && inlineWidth <= maxInlineWidth) {
        lines.push(`${indent}${field.name}(${args.map(a => argumentHtml(ctx, a, indent)).join(', ')})${tail}`);
    } else {
        lines.push(`${indent}${field.name}(`);
        for (const arg of args) {
            lines.push(...comment(ctx, indent + indentUnit, descriptionToCommentLines(arg.description)));
            lines.push(`${indent}${indentUnit}${argumentHtml(ctx, arg, indent + indentUnit)}`);
        }
        lines.push(`${indent})${tail}`);
    }
    return lines;
}

function inputFieldLines(ctx: SdlContext, owner: string, field: GraphQLInputField, indent: string): string[] {
    return [
        ...comment(ctx, indent, descriptionToCommentLines(field.description)),
        ...pluginNote(ctx, `${owner}.${field.name}`, indent),
        `${indent}${field.name}: ${typeRefHtml(ctx, field.type)}${defaultValueText(ctx, field)}${deprecation(ctx, field.deprecationReason, indent)}`,
    ];
}

function enumValueLines(ctx: SdlContext, owner: string, value: GraphQLEnumValue, indent: string): string[] {
    return [
        ...comment(ctx, indent, descriptionToCommentLines(value.description)),
        ...pluginNote(ctx, `${owner}.${value.name}`, indent),
        `${indent}${value.name}${deprecation(ctx, value.deprecationReason, indent)}`,
    ];
}

const keyword = (ctx: SdlContext, word: string) => (ctx.plain ? word : `<span class="k">${word}</span>`);

/** The body lines of a named type's SDL definition (its own description is shown above the block). */
export function typeSdlLines(ctx: SdlContext, type: GraphQLNamedType): string[] {
    if (isScalarType(type)) return [`${keyword(ctx, 'scalar')} ${type.name}`];
    if (isUnionType(type)) {
        return [
            `${keyword(ctx, 'union')} ${type.name} = ${type
                .getTypes()
                .map(member => namedTypeHtml(ctx, member))
                .join(' | ')}`,
        ];
    }
    if (isEnumType(type)) {
        return [
            `${keyword(ctx, 'enum')} ${type.name} {`,
            ...type.getValues().flatMap(v => enumValueLines(ctx, type.name, v, indentUnit)),
            '}',
        ];
    }
    if (isInputObjectType(type)) {
        return [
            `${keyword(ctx, 'input')} ${type.name} {`,
            ...Object.values(type.getFields()).flatMap(f => inputFieldLines(ctx, type.name, f, indentUnit)),
            '}',
        ];
    }
    if (isObjectType(type) || isInterfaceType(type)) {
        const interfaces = type.getInterfaces();
        const implementsText = interfaces.length
            ? ` ${keyword(ctx, 'implements')} ${interfaces.map(i => namedTypeHtml(ctx, i)).join(ctx.plain ? ' & ' : ' &amp; ')}`
            : '';
        return [
            `${keyword(ctx, isObjectType(type) ? 'type' : 'interface')} ${type.name}${implementsText} {`,
            ...Object.values(type.getFields()).flatMap(f => fieldLines(ctx, type.name, f, indentUnit)),
            '}',
        ];
    }
    return [];
}

/** A query or mutation inside its root type, as in the schema; its description is shown above the block. */
export function rootFieldSdlLines(ctx: SdlContext, rootName: string, field: GraphQLField<unknown, unknown>): string[] {
    return [`${keyword(ctx, 'type')} ${rootName} {`, ...fieldLines(ctx, rootName, field, indentUnit, false), '}'];
}

export function sdlBlockHtml(lines: string[]): string {
    return staticCodeBlockHtml('gql-sdl', lines.join('\n'));
}
