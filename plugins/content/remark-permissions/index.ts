/**
 * Remark plugin: in a User Guide table, a cell whose whole content is a `{/* gate: … *\/}` or `{/* server: … *\/}` comment becomes
 * the Dashboard's labels of the permissions it names (`Order: Update`), read from the permission model that
 * `npm run reference` writes from the installed packages. A marker that names nothing fails the build.
 * In prose the marker stays a comment: it tells the content check which permission the sentence states.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { Parent, Root, Text } from 'mdast';

import { repoRoot } from '../../../reference/paths';
import { isCellMarker, labelsText, parseMarker, resolveMarker } from '../../../reference/permissions/markers';
import { permissionModelFile, type PermissionModel } from '../../../reference/permissions/model';

export interface RemarkPermissionsOptions {
    /** The model itself (tests); by default the generated one. */
    model?: PermissionModel;
}

function fillCells(node: Parent, model: () => PermissionModel, file: string): void {
    node.children.forEach((child, i) => {
        if (child.type === 'mdxTextExpression' && isCellMarker(node, i)) {
            const marker = parseMarker(child.value);
            if (!marker) return;
            const anyOf = resolveMarker(model(), marker);
            if ('error' in anyOf) throw new Error(`${file}: permission marker: ${anyOf.error}`);
            const text: Text = { type: 'text', value: labelsText(model(), anyOf) };
            node.children[i] = text;
            return;
        }
        if ('children' in child) fillCells(child, model, file);
    });
}

export default function remarkPermissions(options: RemarkPermissionsOptions = {}) {
    let model = options.model;
    const load = () =>
        (model ??= JSON.parse(fs.readFileSync(path.join(repoRoot, permissionModelFile), 'utf8')) as PermissionModel);
    return (tree: Root, file: { path?: string; history?: string[] }): void => {
        fillCells(tree, load, file.path ?? file.history?.[0] ?? 'page');
    };
}
