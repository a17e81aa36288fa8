/**
 * The built Dashboard the screenshot server serves. Building it takes about a minute, so the result is
 * kept in `.work/` (git-ignored), keyed by the installed `@vendure/dashboard` and everything that shapes
 * the build; a changed key rebuilds.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const workDir = path.join(__dirname, '.work');

/**
 * Another Dashboard than the User Guide's (the Dashboard guides' running example): its own name (its cache
 * folder is `dashboard-<name>-<key>`), the Vendure config the build reads, and the files its key covers.
 */
export interface DashboardVariant {
    name: string;
    /** The Vendure config (with the extension's plugins) build-dashboard.ts builds against. */
    vendureConfig: string;
    /** The files the build depends on beyond the installed packages. */
    inputs: string[];
    /** A module whose `options` export is spread into the Vite plugin's options (the pages' `theme`). */
    viteOptions?: string;
}

function buildKey(variant?: DashboardVariant): string {
    const hash = createHash('sha256');
    const modules = path.join(__dirname, '../../node_modules');
    const installed = [
        // The installed versions (read directly: @vendure/dashboard does not export its package.json).
        path.join(modules, '@vendure/dashboard/package.json'),
        path.join(modules, '@vendure/core/package.json'),
        path.join(modules, 'vite/package.json'),
    ];
    const inputs = [
        ...installed,
        path.join(__dirname, 'build-dashboard.ts'),
        ...(variant
            ? [variant.vendureConfig, ...variant.inputs]
            : [path.join(__dirname, 'dashboard-config.ts'), path.join(__dirname, '../../lib/example-server.ts')]),
    ];
    for (const file of inputs) hash.update(fs.readFileSync(file));
    return hash.digest('hex').slice(0, 16);
}

export interface DashboardBuild {
    dir: string;
    cached: boolean;
    ms: number;
}

/** The folder of a built Dashboard (its `index.html` inside), building it first when needed. */
export async function ensureDashboard(variant?: DashboardVariant): Promise<DashboardBuild> {
    const prefix = variant ? `dashboard-${variant.name}-` : 'dashboard-';
    const dir = path.join(workDir, `${prefix}${buildKey(variant)}`);
    if (fs.existsSync(path.join(dir, 'index.html'))) return { dir, cached: true, ms: 0 };
    fs.mkdirSync(workDir, { recursive: true });
    // Only the older builds of the same Dashboard: a key is 16 hex digits, a variant's name is not.
    const older = new RegExp(`^${prefix}[0-9a-f]{16}$`);
    for (const entry of fs.readdirSync(workDir)) {
        if (older.test(entry)) fs.rmSync(path.join(workDir, entry), { recursive: true, force: true });
    }
    const started = Date.now();
    const tsx = require.resolve('tsx/cli');
    await new Promise<void>((resolve, reject) => {
        const args = [tsx, path.join(__dirname, 'build-dashboard.ts'), dir];
        if (variant) args.push(variant.vendureConfig);
        if (variant?.viteOptions) args.push(variant.viteOptions);
        const child = spawn(process.execPath, args, { stdio: 'inherit' });
        child.once('error', reject);
        child.once('exit', code =>
            code === 0 ? resolve() : reject(new Error(`The Dashboard build failed (exit code ${code})`)),
        );
    });
    if (!fs.existsSync(path.join(dir, 'index.html')))
        throw new Error(`The Dashboard build wrote no index.html to ${dir}`);
    return { dir, cached: false, ms: Date.now() - started };
}
