import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Parent, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';

import type { Failure } from '../../lib/content/types';
import { isCellMarker, labelsText, parseMarker, resolveMarker } from '../../reference/permissions/markers';
import { labelText, permissionModelFile, type PermissionModel } from '../../reference/permissions/model';

/**
 * On a User Guide page a permission is written as the Dashboard's label for it, in italics (`*Order: Update*`),
 * followed by the marker of the control or Admin API operation it is stated for (`{/* gate: … *\/}`,
 * `{/* server: … *\/}`, see reference/permissions/markers.ts). The check fails when the stated labels are not
 * exactly the permissions that control or operation accepts in the generated model, when a marker names
 * nothing, when a permission label stands without a marker, and when a raw permission code (`UpdateOrder`)
 * is left in the text. In a table, a cell holding only a marker is filled in by the build.
 */
export function checkPermissionStatements(tree: Root, page: string, model: PermissionModel): Failure[] {
    const failures: Failure[] = [];
    const fail = (node: RootContent, message: string) =>
        failures.push({ page, line: node.position?.start.line ?? 0, kind: 'permissions', message });
    // Only the area permissions (`Order: Update`): a lone name such as SuperAdmin is also the name of a role.
    const knownLabels = new Set(
        Object.values(model.labels)
            .filter(label => label.group !== label.switch)
            .map(labelText),
    );
    const isLabelPhrase = (text: string) => text.split(' or ').every(part => knownLabels.has(part));
    const codes = new Set(Object.keys(model.labels).filter(code => /^(Create|Read|Update|Delete)[A-Z]/.test(code)));

    const visitParent = (parent: Parent, inCell: boolean) => {
        parent.children.forEach((node, i) => {
            if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') {
                const marker = parseMarker(node.value);
                if (!marker) return;
                const anyOf = resolveMarker(model, marker);
                if ('error' in anyOf) return fail(node, anyOf.error);
                if (isCellMarker(parent, i)) return;
                const stated = previousContent(parent.children, i);
                const expected = labelsText(model, anyOf);
                if (stated?.type !== 'emphasis')
                    return fail(node, `write the permission before the marker, in italics: *${expected}*`);
                const statedLabels = toString(stated).split(' or ').sort();
                if (statedLabels.join('\n') !== expected.split(' or ').sort().join('\n'))
                    fail(
                        stated,
                        `the page says *${toString(stated)}*; the ${marker.kind} ${marker.ref} accepts *${expected}*`,
                    );
                return;
            }
            if (node.type === 'emphasis' && isLabelPhrase(toString(node))) {
                const next = nextContent(parent.children, i);
                if (!(next?.type === 'mdxTextExpression' && parseMarker(next.value)))
                    fail(
                        node,
                        `*${toString(node)}* is a permission: name its control with {/* gate: … */} or {/* server: … */}`,
                    );
                // A label may hold a code (`GlobalSettings: UpdateGlobalSettings`): it is the label, not a raw code.
                return;
            }
            if ((node.type === 'text' || node.type === 'inlineCode') && !inCell) {
                for (const word of node.value.match(/\b[A-Z][a-zA-Z]+\b/g) ?? [])
                    if (codes.has(word))
                        fail(
                            node,
                            `raw permission code ${word}: write the Dashboard's label (${labelText(model.labels[word])})`,
                        );
            }
            if (node.type === 'inlineCode' && inCell && codes.has(node.value))
                fail(
                    node,
                    `raw permission code ${node.value} in a table: use a {/* gate: … */} or {/* server: … */} cell`,
                );
            if ('children' in node) visitParent(node, inCell || node.type === 'tableCell');
        });
    };
    visitParent(tree, false);
    return failures;
}

const isBlank = (node: RootContent) => node.type === 'text' && node.value.trim() === '';

function previousContent(children: RootContent[], index: number): RootContent | undefined {
    for (let i = index - 1; i >= 0; i--) if (!isBlank(children[i])) return children[i];
    return undefined;
}

function nextContent(children: RootContent[], index: number): RootContent | undefined {
    for (let i = index + 1; i < children.length; i++) if (!isBlank(children[i])) return children[i];
    return undefined;
}

/** The generated model (`npm run reference` writes it). */
export function readPermissionModel(repoRoot: string): PermissionModel {
    return JSON.parse(readFileSync(path.join(repoRoot, permissionModelFile), 'utf8')) as PermissionModel;
}
