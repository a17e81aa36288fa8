/**
 * Reads which permissions each Admin API query and mutation accepts from the compiled resolvers of
 * `@vendure/core` (`dist/api/resolvers/admin/*.resolver.js`): TypeScript compiles every
 * `@Allow(Permission.X, …)` into a `__decorate([… Allow)(Permission.X …)], Resolver.prototype, "field")` call,
 * which is read here without loading the server.
 */
import fs from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import type { ServerOperation } from './model';

/** The callee of `(0, module_1.Name)(…)` or `Name(…)`: `Name`. */
function calleeName(call: ts.CallExpression): string | undefined {
    let callee: ts.Expression = call.expression;
    while (ts.isParenthesizedExpression(callee)) callee = callee.expression;
    if (ts.isBinaryExpression(callee) && callee.operatorToken.kind === ts.SyntaxKind.CommaToken) callee = callee.right;
    if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
    return ts.isIdentifier(callee) ? callee.text : undefined;
}

/** The operations of one compiled resolver file. */
export function readOperationsOfResolver(resolver: string, text: string): ServerOperation[] {
    const source = ts.createSourceFile(resolver, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
    const operations: ServerOperation[] = [];
    const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && calleeName(node) === '__decorate' && node.arguments.length >= 3) {
            const [decorators, , member] = node.arguments;
            if (ts.isArrayLiteralExpression(decorators) && ts.isStringLiteral(member)) {
                let kind: ServerOperation['kind'] | undefined;
                let anyOf: string[] | undefined;
                for (const decorator of decorators.elements) {
                    if (!ts.isCallExpression(decorator)) continue;
                    const name = calleeName(decorator);
                    if (name === 'Query' || name === 'Mutation') kind = name;
                    if (name === 'Allow')
                        anyOf = decorator.arguments.map(arg =>
                            ts.isPropertyAccessExpression(arg) ? arg.name.text : arg.getText(),
                        );
                }
                if (kind && anyOf) operations.push({ name: member.text, kind, resolver, anyOf });
            }
        }
        ts.forEachChild(node, visit);
    };
    visit(source);
    return operations;
}

/** Every query and mutation of the Admin API resolvers in `resolverDir`. */
export function readServerOperations(resolverDir: string): ServerOperation[] {
    return fs
        .readdirSync(resolverDir)
        .filter(file => file.endsWith('.resolver.js'))
        .sort()
        .flatMap(file => readOperationsOfResolver(file, fs.readFileSync(path.join(resolverDir, file), 'utf8')));
}
