/**
 * The permission model: what the pinned Dashboard hides behind which permissions, and which permissions the
 * server's Admin API resolvers accept. Written by `npm run reference` to `generated/permissions/model.json`
 * (git-ignored), read by plugins/remark-permission-tables and the content check.
 */
import path from 'node:path';

/** Where the generator writes the model, relative to the repository. */
export const permissionModelFile = path.join('generated', 'permissions', 'model.json');

/**
 * A control the Dashboard shows only to roles holding at least one of `anyOf` in the active channel
 * (its `usePermissions().hasPermissions` is an "any of" test).
 */
export interface DashboardGate {
    /** `<file>#<id>`, where file is below the Dashboard's `src/` and id the control's own id or the line. */
    key: string;
    /** How the gate is written: an action-bar item, a `PermissionGuard`, a bulk action, a sidebar entry. */
    kind: 'action-bar-item' | 'permission-guard' | 'bulk-action' | 'nav-item';
    /** The route the file defines (`/orders/$id`), when it is a route file. */
    route?: string;
    /** The texts the control shows (its `<Trans>` children or its title). */
    texts: string[];
    anyOf: string[];
}

/** An Admin API query or mutation and the permissions its `@Allow` decorator accepts (any of them). */
export interface ServerOperation {
    /** The GraphQL field name, such as `addManualPaymentToOrder`. */
    name: string;
    kind: 'Query' | 'Mutation';
    /** The resolver file below `@vendure/core/dist/api/resolvers/admin/`. */
    resolver: string;
    anyOf: string[];
}

/** How the Dashboard's role page names a permission: the row (permission group) and the switch in it. */
export interface PermissionLabel {
    group: string;
    switch: string;
}

export interface PermissionModel {
    dashboardVersion: string;
    coreVersion: string;
    gates: DashboardGate[];
    operations: ServerOperation[];
    /** Every permission the model mentions, with its Dashboard label. */
    labels: Record<string, PermissionLabel>;
}

/** A permission's label as one phrase of the User Guide: `Order: Update`. */
export function labelText(label: PermissionLabel): string {
    return label.group === label.switch ? label.group : `${label.group}: ${label.switch}`;
}
