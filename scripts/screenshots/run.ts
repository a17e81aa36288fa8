/**
 * `npm run screenshots`: the User Guide's screenshots, taken from the real Dashboard of the installed
 * `@vendure/dashboard` in its light and dark themes.
 *
 * 1. Builds the Dashboard with its Vite plugin (cached in `.work/`; see dashboard.ts).
 * 2. Starts the examples server (lib/example-server.ts: Vendure in-process on sql.js with the sample
 *    data of a new project) with the `DashboardPlugin` serving that build, on 127.0.0.1.
 * 3. Creates the data the screens show through the Admin and Shop APIs (seed.ts), then makes every
 *    generated value (timestamps, order codes, transaction ids, the channel token) fixed (normalise.ts).
 * 4. Signs in as the superadmin in Debian's Chromium and captures each screen of shots.ts, light and dark.
 * 5. Writes `static/img/user-guide/<id>.<light|dark>.webp`. An image whose pixels equal the committed
 *    file's (decoded, compared pixel by pixel, tolerance 0) is left untouched; files no screen produces
 *    are deleted.
 *
 * Options: `--only id,id` captures only those screens (nothing is deleted); `--png DIR` also writes the
 * raw PNG captures there. `LOG=1` prints Vendure's log.
 */
import '../vendure-env';

import fs from 'node:fs';
import path from 'node:path';

import { DashboardPlugin } from '@vendure/dashboard/plugin';

import { treeRssKb } from '../../lib/process-tree';
import { ExampleServer, freePort } from '../../lib/example-server';
import { GraphQLSession } from './api';
import { DashboardBrowser, themes } from './capture';
import { ensureDashboard, workDir } from './dashboard';
import { comparePixels, encodeWebp, existingImages, imageDir, imageFileName, webpSize } from './images';
import { normaliseDatabase } from './normalise';
import { seed } from './seed';
import { shots } from './shots';

function option(name: string): string | undefined {
    const index = process.argv.indexOf(name);
    return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
    const started = Date.now();
    let peakKb = 0;
    const sampler = setInterval(() => (peakKb = Math.max(peakKb, treeRssKb(process.pid))), 200);
    const only = option('--only')?.split(',');
    const pngDir = option('--png');
    const selected = only ? shots.filter(s => only.includes(s.id)) : shots;
    if (only && selected.length !== only.length)
        throw new Error(`Unknown screen in --only: ${only.filter(id => !shots.some(s => s.id === id)).join(', ')}`);

    const build = await ensureDashboard();
    console.log(`Dashboard: ${build.dir} (${build.cached ? 'cached' : `built in ${(build.ms / 1000).toFixed(1)} s`})`);

    const server = await ExampleServer.start({
        log: !!process.env.LOG,
        extraPlugins: [
            // A port nothing listens on: the DashboardPlugin proxies to a Vite dev server when one answers there.
            DashboardPlugin.init({ route: 'dashboard', appDir: build.dir, viteDevServerPort: await freePort() }),
        ],
    });
    let browser: DashboardBrowser | undefined;
    try {
        const admin = new GraphQLSession(server.adminUrl);
        const ids = await seed(server.adminUrl, server.shopUrl);
        await server.waitForJobs();
        await normaliseDatabase(server.app);
        await admin.request(
            `mutation Login { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }`,
        );
        console.log(`Server on ${server.origin}, data seeded (${((Date.now() - started) / 1000).toFixed(1)} s)`);

        browser = await DashboardBrowser.open(server.origin, admin);
        fs.mkdirSync(imageDir, { recursive: true });
        if (pngDir) fs.mkdirSync(pngDir, { recursive: true });
        const written = new Set<string>();
        let changed = 0;
        const failures: string[] = [];
        for (const shot of selected) {
            for (const theme of themes) {
                let png: Buffer;
                try {
                    png = await browser.capture(shot, ids, theme, path.join(workDir, `failed-${shot.id}.${theme}.png`));
                } catch (error) {
                    failures.push((error as Error).message);
                    console.error(`  FAILED ${(error as Error).message}`);
                    continue;
                }
                if (pngDir) fs.writeFileSync(path.join(pngDir, `${shot.id}.${theme}.png`), png);
                const webp = await encodeWebp(png);
                const file = path.join(imageDir, imageFileName(shot.id, theme));
                written.add(path.basename(file));
                const previous = fs.existsSync(file) ? fs.readFileSync(file) : undefined;
                const diff = previous ? await comparePixels(previous, webp) : undefined;
                const { width, height } = webpSize(webp);
                if (diff && diff.differing === 0) {
                    console.log(`  ${path.basename(file)}  ${width}×${height}  unchanged`);
                    continue;
                }
                fs.writeFileSync(file, webp);
                changed++;
                const what = diff ? `changed (${diff.sizeChanged ? 'size' : `${diff.differing} pixels`})` : 'new';
                console.log(
                    `  ${path.basename(file)}  ${width}×${height}  ${(webp.length / 1024).toFixed(1)} KB  ${what}`,
                );
            }
        }
        if (failures.length > 0) throw new Error(`${failures.length} capture(s) failed; no image was deleted`);
        if (!only) {
            for (const name of existingImages()) {
                if (!written.has(name)) {
                    fs.rmSync(path.join(imageDir, name));
                    console.log(`  ${name}  deleted (no screen produces it)`);
                }
            }
        }
        const files = existingImages();
        const bytes = files.reduce((sum, name) => sum + fs.statSync(path.join(imageDir, name)).size, 0);
        clearInterval(sampler);
        console.log(
            `\n${selected.length} screens × ${themes.length} themes: ${changed} image(s) written, ${selected.length * themes.length - changed} unchanged. ` +
                `Folder: ${files.length} files, ${(bytes / 1024).toFixed(0)} KB. ` +
                `Time ${((Date.now() - started) / 1000).toFixed(1)} s, peak memory ${(peakKb / 1024).toFixed(0)} MB (this process tree).`,
        );
    } finally {
        await browser?.close();
        await server.stop();
    }
}

main().then(
    () => process.exit(0),
    error => {
        console.error(error);
        process.exit(1);
    },
);
