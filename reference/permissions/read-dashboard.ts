/**
 * Reads the permission gates of the Dashboard's shipped source (`@vendure/dashboard/src`, which the shop's
 * Vite build compiles): `<ActionBarItem requiresPermission>`, `<PermissionGuard requires>`,
 * `<DataTableBulkActionItem requiresPermission>` and the sidebar entries' `requiresPermission`. Only literal
 * permission lists are read; a gate computed at run time (a prop passed down) is counted as skipped.
 */
import fs from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import type { DashboardGate } from './model';

const gateProps: Record<string, { kind: DashboardGate['kind']; prop: string }> = {
    ActionBarItem: { kind: 'action-bar-item', prop: 'requiresPermission' },
    PermissionGuard: { kind: 'permission-guard', prop: 'requires' },
    DataTableBulkActionItem: { kind: 'bulk-action', prop: 'requiresPermission' },
};

const sharedBulkAction = { kind: 'bulk-action', prop: 'requiredPermissions' } as const;

export interface DashboardGates {
    gates: DashboardGate[];
    /** Gates whose permissions are not a literal list. */
    skipped: string[];
}

/**
 * The TanStack Router route a file defines: `app/routes/_authenticated/_orders/orders_.$id.tsx` → `/orders/$id`
 * (folders starting with `_` and `x_` segments add no path; `index` is the folder's own path).
 */
export function routeOfFile(file: string): string | undefined {
    const match = /^app\/routes\/(.*)\.tsx$/.exec(file);
    if (!match) return undefined;
    const folders = match[1].split('/');
    const name = folders.pop() ?? '';
    if (folders.some(folder => !folder.startsWith('_'))) return undefined;
    const parts = name
        .split('.')
        .filter(part => part !== 'index' && !part.startsWith('_'))
        .map(part => part.replace(/_$/, ''));
    return `/${parts.join('/')}`;
}

function literalStrings(node: ts.Expression | undefined): string[] | undefined {
    if (!node) return undefined;
    if (ts.isArrayLiteralExpression(node)) {
        const values = node.elements.map(e => (ts.isStringLiteralLike(e) ? e.text : undefined));
        return values.every((v): v is string => v !== undefined) ? values : undefined;
    }
    return ts.isStringLiteralLike(node) ? [node.text] : undefined;
}

/** The texts a JSX element shows: the contents of every `<Trans>` inside it, attributes included. */
function transTexts(node: ts.Node): string[] {
    const texts: string[] = [];
    const visit = (n: ts.Node) => {
        if (ts.isJsxElement(n) && n.openingElement.tagName.getText() === 'Trans') {
            const text = n.children
                .map(c => (ts.isJsxText(c) ? c.getText() : ''))
                .join('')
                .trim();
            if (text) texts.push(text.replace(/\s+/g, ' '));
            return;
        }
        ts.forEachChild(n, visit);
    };
    visit(node);
    return [...new Set(texts)];
}

function attribute(element: ts.JsxOpeningLikeElement, name: string): ts.Expression | undefined {
    for (const attr of element.attributes.properties) {
        if (ts.isJsxAttribute(attr) && attr.name.getText() === name) {
            const init = attr.initializer;
            if (!init) return undefined;
            if (ts.isStringLiteral(init)) return init;
            if (ts.isJsxExpression(init)) return init.expression;
        }
    }
    return undefined;
}

function propertyOf(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
    for (const p of object.properties)
        if (ts.isPropertyAssignment(p) && p.name.getText() === name) return p.initializer;
    return undefined;
}

/** The gates of one source file (`file` relative to the Dashboard's `src/`). */
export function readGatesOfSource(file: string, text: string): DashboardGates {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const route = routeOfFile(file);
    const gates: DashboardGate[] = [];
    const skipped: string[] = [];
    const lineOf = (node: ts.Node) => `L${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const add = (gate: Omit<DashboardGate, 'route'>) => {
        // Two controls of one kind in a file (two "Delete" bulk actions) keep apart by their order.
        const same = gates.filter(g => g.key === gate.key || g.key.startsWith(`${gate.key}~`)).length;
        const key = same ? `${gate.key}~${same + 1}` : gate.key;
        gates.push(route ? { ...gate, key, route } : { ...gate, key });
    };

    const visit = (node: ts.Node) => {
        const opening = ts.isJsxElement(node)
            ? node.openingElement
            : ts.isJsxSelfClosingElement(node)
              ? node
              : undefined;
        const tag = opening?.tagName.getText() ?? '';
        // The shared bulk actions (delete, assign to channel …) take their gate as `requiredPermissions`.
        const gate =
            gateProps[tag] ?? (opening && attribute(opening, 'requiredPermissions') ? sharedBulkAction : undefined);
        if (opening && gate) {
            const expression = attribute(opening, gate.prop);
            const anyOf = literalStrings(expression);
            const texts = transTexts(node);
            const id =
                literalStrings(attribute(opening, 'itemId'))?.[0] ??
                (gate === sharedBulkAction ? tag : texts[0]) ??
                lineOf(node);
            const key = `${file}#${id}`;
            if (anyOf) add({ key, kind: gate.kind, texts, anyOf });
            else if (expression) skipped.push(key);
        }
        if (ts.isObjectLiteralExpression(node)) {
            const anyOf = literalStrings(propertyOf(node, 'requiresPermission'));
            const id = literalStrings(propertyOf(node, 'id'))?.[0];
            const title = literalStrings(propertyOf(node, 'title'))?.[0];
            if (anyOf && id && title) add({ key: `${file}#${id}`, kind: 'nav-item', texts: [title], anyOf });
        }
        ts.forEachChild(node, visit);
    };
    visit(source);
    return { gates, skipped };
}

function sourceFiles(dir: string, root: string): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return sourceFiles(full, root);
        // Stories and specs are the Dashboard's own tests, not what a shop runs.
        return /\.tsx?$/.test(entry.name) && !/\.(stories|spec|test)\.tsx?$|\.d\.ts$/.test(entry.name)
            ? [path.relative(root, full).split(path.sep).join('/')]
            : [];
    });
}

/** Every gate of the Dashboard whose source is at `srcDir`. */
export function readDashboardGates(srcDir: string): DashboardGates {
    const all: DashboardGates = { gates: [], skipped: [] };
    for (const file of sourceFiles(srcDir, srcDir).sort()) {
        const text = fs.readFileSync(path.join(srcDir, file), 'utf8');
        if (!/requiresPermission|requiredPermissions|requires=/.test(text)) continue;
        const { gates, skipped } = readGatesOfSource(file, text);
        all.gates.push(...gates);
        all.skipped.push(...skipped);
    }
    return all;
}
