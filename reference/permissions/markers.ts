/**
 * A page names a permission check with an MDX comment: `{/* gate: <Dashboard control> *\/}` for a control the
 * Dashboard hides (a gate key, or its end: `_orders/orders_.draft.$id.tsx#complete-draft-button`,
 * `defaults.ts#orders`), `{/* server: <operation> *\/}` for what an Admin API query or mutation accepts.
 * Both plugins/content/remark-permissions (which writes the labels) and the content check resolve them here.
 */
import { labelText, type PermissionModel } from './model';

export interface PermissionMarker {
    kind: 'gate' | 'server';
    ref: string;
}

const markerPattern = /^\/\*\s*(gate|server):\s*(.+?)\s*\*\/$/;

/** The marker an MDX expression's source holds, if it is one. */
export function parseMarker(expression: string): PermissionMarker | undefined {
    const match = markerPattern.exec(expression.trim());
    return match ? { kind: match[1] as PermissionMarker['kind'], ref: match[2] } : undefined;
}

/** The permissions (any of them) a marker names, or the reason it names none. */
export function resolveMarker(model: PermissionModel, marker: PermissionMarker): string[] | { error: string } {
    if (marker.kind === 'server') {
        const operation = model.operations.find(o => o.name === marker.ref);
        return operation ? operation.anyOf : { error: `no Admin API operation "${marker.ref}" with @Allow` };
    }
    const gates = model.gates.filter(g => g.key === marker.ref || g.key.endsWith(`/${marker.ref}`));
    if (gates.length === 1) return gates[0].anyOf;
    return {
        error: gates.length
            ? `gate "${marker.ref}" is ambiguous: ${gates.map(g => g.key).join(', ')}`
            : `no Dashboard gate "${marker.ref}"`,
    };
}

/** The Dashboard's labels of the permissions, as the page writes them: `Order: Read or Catalog: Read`. */
export function labelsText(model: PermissionModel, anyOf: readonly string[]): string {
    return anyOf
        .map(permission => (model.labels[permission] ? labelText(model.labels[permission]) : permission))
        .join(' or ');
}

interface MdastParent {
    type: string;
    children: { type: string; value?: string }[];
}

/** A marker that is a table cell's whole content: the build writes the labels in its place. */
export function isCellMarker(parent: MdastParent, index: number): boolean {
    return (
        parent.type === 'tableCell' &&
        parent.children.every((c, i) => i === index || (c.type === 'text' && (c.value ?? '').trim() === ''))
    );
}
