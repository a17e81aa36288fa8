/**
 * Typesense's `filter_by` language, read the way the server reads it (its filter documentation
 * and `filter.cpp`), for the fake cluster. Deliberately independent of `src/search/filters.ts`
 * (what our browser code sends): a test that runs our filters through this parser checks them
 * against Typesense's grammar, not against themselves.
 *
 * Supported: `field:value` (string: the value's words appear in the field), `field:=value`
 * (exact), `field:!=value`, lists `[a, b]`, backtick-quoted values, numeric `>`, `>=`, `<`,
 * `<=` and ranges `[1..5]`, `&&`, `||` and parentheses.
 */

export interface FilterField {
    name: string;
    type: string;
}

export type FilterNode =
    | { kind: 'and'; left: FilterNode; right: FilterNode }
    | { kind: 'or'; left: FilterNode; right: FilterNode }
    | { kind: 'clause'; field: string; operator: Operator; values: string[] };

type Operator = ':' | ':=' | ':!=' | ':>' | ':>=' | ':<' | ':<=';

/** A rejected filter: Typesense's message and HTTP status. */
export class FilterError extends Error {
    constructor(
        readonly code: number,
        message: string,
    ) {
        super(message);
    }
}

const PARSE_ERROR = 'Could not parse the filter query.';

/** Splits at top level (outside backticks and brackets) into clauses, `&&`, `||` and parentheses. */
function lex(input: string): string[] {
    const out: string[] = [];
    let current = '';
    let depth = 0;
    let quoted = false;
    const flush = () => {
        if (current.trim()) out.push(current.trim());
        current = '';
    };
    for (let i = 0; i < input.length; i++) {
        const char = input[i];
        if (char === '`') quoted = !quoted;
        if (!quoted) {
            if (char === '[') depth++;
            if (char === ']') depth--;
            if (depth === 0 && (input.startsWith('&&', i) || input.startsWith('||', i))) {
                flush();
                out.push(input.slice(i, i + 2));
                i++;
                continue;
            }
            // A parenthesis opens or closes a group only where a clause cannot be going on.
            if (depth === 0 && char === '(' && !current.trim()) {
                out.push('(');
                continue;
            }
            if (depth === 0 && char === ')' && !/:\s*$/.test(current)) {
                flush();
                out.push(')');
                continue;
            }
        }
        current += char;
    }
    if (quoted || depth !== 0) throw new FilterError(400, PARSE_ERROR);
    flush();
    return out;
}

function unquote(value: string): string {
    const trimmed = value.trim();
    return trimmed.length >= 2 && trimmed.startsWith('`') && trimmed.endsWith('`') ? trimmed.slice(1, -1) : trimmed;
}

/** `[a, `b, c`, d]` → ['a', 'b, c', 'd']. */
function splitList(body: string): string[] {
    const values: string[] = [];
    let current = '';
    let quoted = false;
    for (const char of body) {
        if (char === '`') quoted = !quoted;
        if (char === ',' && !quoted) {
            values.push(current);
            current = '';
        } else current += char;
    }
    values.push(current);
    return values.map(unquote);
}

function parseClause(text: string, fields: Map<string, FilterField>): FilterNode {
    const match = /^([^\s:()]+)\s*:\s*(=|!=|>=|<=|>|<)?\s*([\s\S]*)$/.exec(text);
    if (!match) throw new FilterError(400, PARSE_ERROR);
    const [, name, op = '', rawValue] = match;
    const field = fields.get(name);
    if (!field) throw new FilterError(404, `Could not find a filter field named \`${name}\` in the schema.`);
    const raw = rawValue.trim();
    if (!raw) throw new FilterError(400, `Error with filter field \`${name}\`: Filter value cannot be empty.`);
    const values = raw.startsWith('[') && raw.endsWith(']') ? splitList(raw.slice(1, -1)) : [unquote(raw)];
    if (values.some(value => value === '')) throw new FilterError(400, PARSE_ERROR);
    const numeric = /^(int32|int64|float)$/.test(field.type);
    if (numeric && values.some(value => !/^-?\d+(\.\d+)?(\.\.-?\d+(\.\d+)?)?$/.test(value)))
        throw new FilterError(400, `Error with filter field \`${name}\`: Numerical field has an invalid comparator.`);
    if (!numeric && /^[<>]/.test(op))
        throw new FilterError(400, `Error with filter field \`${name}\`: Not a numerical field.`);
    return { kind: 'clause', field: name, operator: `:${op}` as Operator, values };
}

/** Parses `filter_by` against a collection's fields; throws a FilterError as the server answers. */
export function parseFilter(filterBy: string, fields: readonly FilterField[]): FilterNode | null {
    if (!filterBy.trim()) return null;
    const byName = new Map(fields.map(field => [field.name, field]));
    const tokens = lex(filterBy);
    let position = 0;
    const peek = () => tokens[position];
    /** Operands joined by `operator`, grouped from the left: `&&` binds tighter as it is read deeper. */
    const joined = (operator: '&&' | '||', kind: 'and' | 'or', next: () => FilterNode) => (): FilterNode => {
        let left = next();
        while (peek() === operator) {
            position++;
            left = { kind, left, right: next() };
        }
        return left;
    };
    const operand = (): FilterNode => {
        const token = tokens[position++];
        if (token === undefined || token === '&&' || token === '||' || token === ')')
            throw new FilterError(400, PARSE_ERROR);
        if (token === '(') {
            const inner = expression();
            if (tokens[position++] !== ')') throw new FilterError(400, PARSE_ERROR);
            return inner;
        }
        return parseClause(token, byName);
    };
    const conjunction = joined('&&', 'and', operand);
    const expression = joined('||', 'or', conjunction);
    const tree = expression();
    if (position !== tokens.length) throw new FilterError(400, PARSE_ERROR);
    return tree;
}

/** The field names a filter reads. */
export function filterFields(node: FilterNode | null): string[] {
    if (!node) return [];
    return node.kind === 'clause' ? [node.field] : [...filterFields(node.left), ...filterFields(node.right)];
}

/** Words of a text as Typesense indexes them (lower case, split at spaces and separators, symbols dropped). */
export function tokenize(value: string, separators: readonly string[]): string[] {
    let text = value.toLowerCase();
    for (const separator of separators) text = text.split(separator).join(' ');
    return text
        .split(/\s+/)
        .map(word => word.replace(/[^\p{L}\p{N}]/gu, ''))
        .filter(Boolean);
}

function clauseMatches(
    node: Extract<FilterNode, { kind: 'clause' }>,
    raw: unknown,
    separators: readonly string[],
): boolean {
    const documentValues = (Array.isArray(raw) ? raw : [raw]).filter(value => value !== null && value !== undefined);
    const one = (value: string, documentValue: unknown): boolean => {
        if (typeof documentValue === 'number') {
            const range = /^(-?[\d.]+)\.\.(-?[\d.]+)$/.exec(value);
            if (range) return documentValue >= Number(range[1]) && documentValue <= Number(range[2]);
            const number = Number(value);
            switch (node.operator) {
                case ':>':
                    return documentValue > number;
                case ':>=':
                    return documentValue >= number;
                case ':<':
                    return documentValue < number;
                case ':<=':
                    return documentValue <= number;
                default:
                    return documentValue === number;
            }
        }
        const text = String(documentValue);
        if (node.operator === ':') {
            const wanted = tokenize(value, separators);
            const have = tokenize(text, separators);
            return have.some((_, start) => wanted.every((word, offset) => have[start + offset] === word));
        }
        return text === value;
    };
    const any = node.values.some(value => documentValues.some(documentValue => one(value, documentValue)));
    return node.operator === ':!=' ? !any : any;
}

/** Whether a document passes a parsed filter. */
export function matchesFilter(
    node: FilterNode | null,
    document: Record<string, unknown>,
    separators: readonly string[] = [],
): boolean {
    if (!node) return true;
    if (node.kind === 'and')
        return matchesFilter(node.left, document, separators) && matchesFilter(node.right, document, separators);
    if (node.kind === 'or')
        return matchesFilter(node.left, document, separators) || matchesFilter(node.right, document, separators);
    return clauseMatches(node, document[node.field], separators);
}
