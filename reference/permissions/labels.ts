/**
 * How the Dashboard's role page (`_roles/components/permissions-table-grid.tsx` with
 * `hooks/use-grouped-permissions.ts`) names a permission, rebuilt here: CRUD permissions are grouped in a row
 * named after what follows the operation (`ReadOrder` → row `Order`) and their switch is named after the
 * operation (`Read`); any other permission is a row of its own, named by its code. Row and switch names go
 * through the English catalogue (lingui `i18n.t`). The Dashboard matches the switch name against the row name
 * with an `s` removed from its end, so a row ending in `s` (`GlobalSettings`) shows the full code on its
 * switch, as it does here.
 */
import type { PermissionLabel } from './model';

const crud = /^(Create|Read|Update|Delete)([a-zA-Z]+)$/;

export function permissionLabel(permission: string, translate: (id: string) => string): PermissionLabel {
    const match = crud.exec(permission);
    if (!match) return { group: translate(permission), switch: translate(permission) };
    const [, operation, group] = match;
    const singular = group.replace(/s$/, '').toLowerCase();
    return {
        group: translate(group),
        switch: group.toLowerCase() === singular ? operation : translate(permission),
    };
}
