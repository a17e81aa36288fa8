/**
 * Writes the permission model (`generated/permissions/model.json`) from the installed `@vendure/dashboard`
 * and `@vendure/core`; run by `npm run reference` (reference/generate.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

import { dashboardCatalogue, readPoEntries, translator } from '../../lib/po-catalogue';
import { buildPermissionModel } from './build-model';
import { permissionModelFile, type PermissionModel } from './model';
import { readDashboardGates } from './read-dashboard';
import { readServerOperations } from './read-server';

function versionOf(root: string, pkg: string): string {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as {
        version: string;
    };
    return manifest.version;
}

export function generatePermissionModel(root: string): { model: PermissionModel; skipped: string[] } {
    const { gates, skipped } = readDashboardGates(path.join(root, 'node_modules/@vendure/dashboard/src'));
    const operations = readServerOperations(path.join(root, 'node_modules/@vendure/core/dist/api/resolvers/admin'));
    const model = buildPermissionModel({
        dashboardVersion: versionOf(root, '@vendure/dashboard'),
        coreVersion: versionOf(root, '@vendure/core'),
        gates,
        operations,
        translate: translator(readPoEntries(fs.readFileSync(path.join(root, dashboardCatalogue), 'utf8'))),
    });
    const file = path.join(root, permissionModelFile);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(model, null, 1)}\n`);
    return { model, skipped };
}
