/** Puts the read gates, operations and labels together into the permission model. */
import { permissionLabel } from './labels';
import type { DashboardGate, PermissionModel, ServerOperation } from './model';

export function buildPermissionModel(input: {
    dashboardVersion: string;
    coreVersion: string;
    gates: DashboardGate[];
    operations: ServerOperation[];
    translate: (id: string) => string;
}): PermissionModel {
    const { gates, operations, translate } = input;
    const permissions = new Set([...gates, ...operations].flatMap(item => item.anyOf));
    const labels = Object.fromEntries(
        [...permissions].sort().map(permission => [permission, permissionLabel(permission, translate)]),
    );
    return { dashboardVersion: input.dashboardVersion, coreVersion: input.coreVersion, gates, operations, labels };
}
