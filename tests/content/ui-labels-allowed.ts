/**
 * Bold text on User Guide pages that is on screen but in neither the Dashboard's English catalogue nor the
 * labels of Vendure's default operations (tests/content/ui-labels.ts). Each entry says where the screen
 * gets it. Not for terms, emphasis or values: those are written in italics.
 */
export interface AllowedLabel {
    label: string;
    reason: string;
}

export const allowedLabels: AllowedLabel[] = [
    {
        label: 'Add note',
        reason: 'history note button, English text in lib/components/shared/history-timeline/history-note-input.tsx (not translated)',
    },
    {
        label: 'New Administrator',
        reason: 'list button, English text in _administrators/administrators.tsx (not translated)',
    },
    {
        label: 'Read',
        reason: 'permission switch, cut from the permission name (ReadOrder → Read) by getPermissionLabel in _roles/components/permissions-table-grid.tsx',
    },
];
