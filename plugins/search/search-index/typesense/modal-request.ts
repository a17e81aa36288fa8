/**
 * The search the DocSearch modal really sends, read from the installed modal package
 * (typesense-docsearch-react under docusaurus-theme-search-typesense), not copied: its compiled
 * `DocSearchModal.js` builds `searchClient.search([{...defaults}, typesenseSearchParameters])`;
 * the defaults are read from that object literal with the TypeScript parser.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

import { docsearchReactDir } from '../../search-modal';
import { joinFilters } from '../../../../src/search/client';
import { sectionFilterBy } from '../../../../src/search/filters';

export const MODAL_SOURCE = path.join(docsearchReactDir(), 'dist', 'esm', 'DocSearchModal.js');

export interface ModalDefaults {
    /** Parameters with literal values (query_by, group_by, sort_by…). */
    literals: Record<string, string | number | boolean>;
    /** Parameters set from variables, by variable name (`collection: typesenseCollectionName`). */
    variables: Record<string, string>;
    /** What is spread over the defaults (`typesenseSearchParameters`). */
    spreads: string[];
}

/** The object the modal passes to `searchClient.search([…])`, as written in its source. */
export function readModalDefaults(source = readFileSync(MODAL_SOURCE, 'utf8')): ModalDefaults {
    const file = ts.createSourceFile('DocSearchModal.js', source, ts.ScriptTarget.Latest, true);
    let found: ModalDefaults | null = null;
    const visit = (node: ts.Node): void => {
        if (
            !found &&
            ts.isCallExpression(node) &&
            ts.isPropertyAccessExpression(node.expression) &&
            node.expression.name.text === 'search' &&
            node.expression.expression.getText(file) === 'searchClient' &&
            node.arguments[0] &&
            ts.isArrayLiteralExpression(node.arguments[0])
        ) {
            const [request] = node.arguments[0].elements;
            // Babel's `{...a, ...b}` is `_objectSpread({…}, b)`; an untranspiled build has the literal.
            const parts = request && ts.isCallExpression(request) ? [...request.arguments] : request ? [request] : [];
            const literals: ModalDefaults['literals'] = {};
            const variables: ModalDefaults['variables'] = {};
            const spreads: string[] = [];
            for (const part of parts) {
                if (!ts.isObjectLiteralExpression(part)) {
                    spreads.push(part.getText(file));
                    continue;
                }
                for (const property of part.properties) {
                    if (ts.isSpreadAssignment(property)) {
                        spreads.push(property.expression.getText(file));
                        continue;
                    }
                    if (!ts.isPropertyAssignment(property)) continue;
                    const name = property.name.getText(file).replace(/^['"]|['"]$/g, '');
                    const value = property.initializer;
                    if (ts.isStringLiteralLike(value)) literals[name] = value.text;
                    else if (ts.isNumericLiteral(value)) literals[name] = Number(value.text);
                    else if (value.kind === ts.SyntaxKind.TrueKeyword) literals[name] = true;
                    else if (value.kind === ts.SyntaxKind.FalseKeyword) literals[name] = false;
                    else variables[name] = value.getText(file);
                }
            }
            found = { literals, variables, spreads };
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    if (!found) throw new Error(`${MODAL_SOURCE}: no searchClient.search([…]) call found; the modal changed`);
    return found;
}

/**
 * One search as the modal sends it from this site: its defaults, then the SearchBar's
 * `typesenseSearchParameters` (src/theme/SearchBar/index.tsx: the contextual filter joined
 * with themeConfig's filter, then themeConfig's parameters over it), then the section clause
 * our client wrapper adds (`withSection`).
 */
export function modalRequest(options: {
    collection: string;
    query: string;
    contextualFilter: string;
    themeParameters: Record<string, unknown>;
    section?: string | null;
    defaults?: ModalDefaults;
}): Record<string, unknown> {
    const defaults = options.defaults ?? readModalDefaults();
    const known: Record<string, unknown> = { typesenseCollectionName: options.collection, query: options.query };
    const fromVariables = Object.fromEntries(
        Object.entries(defaults.variables).map(([name, variable]) => {
            if (!(variable in known)) throw new Error(`The modal sets ${name} from ${variable}, unknown here`);
            return [name, known[variable]];
        }),
    );
    if (defaults.spreads.join() !== 'typesenseSearchParameters')
        throw new Error(
            `The modal spreads ${defaults.spreads.join(', ')} over its defaults; expected typesenseSearchParameters`,
        );
    const configFilter = typeof options.themeParameters.filter_by === 'string' ? options.themeParameters.filter_by : '';
    const searchBarParameters = {
        filter_by: joinFilters(options.contextualFilter, configFilter),
        ...options.themeParameters,
    };
    const request: Record<string, unknown> = { ...defaults.literals, ...fromVariables, ...searchBarParameters };
    const section = sectionFilterBy(options.section);
    if (section) request.filter_by = joinFilters(request.filter_by as string, section);
    return request;
}
