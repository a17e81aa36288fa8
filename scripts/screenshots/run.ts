/**
 * `npm run screenshots`: the docs' screenshots, taken from the real Dashboard of the installed
 * `@vendure/dashboard` in its light and dark themes, in two galleries (images.ts):
 *
 * - the User Guide's (shots.ts): the Dashboard as a new project has it (dashboard.ts), served by the
 *   examples server (lib/example-server.ts: Vendure in-process on sql.js with the sample data of a new
 *   project) with the data of seed.ts;
 * - the Dashboard guides' (example-shots.ts): the guides' running example built into the Dashboard and
 *   served with its plugin by tests/dashboard-example/ (the browser tests' build and server), with the
 *   reviews of its seed and the data of example-seed.ts.
 *
 * For each: builds the Dashboard (cached in `.work/`), starts its server on 127.0.0.1, creates the data,
 * makes every generated value fixed (normalise.ts), signs in as the superadmin in Debian's Chromium and
 * captures each screen, light and dark, into `static/<gallery folder>/<id>.<light|dark>.webp`. An image
 * whose pixels equal the committed file's (decoded, compared pixel by pixel, tolerance 0) is left
 * untouched; files no screen produces are deleted.
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
import { buildExampleDashboard } from '../../tests/dashboard-example/build';
import { seedReviews } from '../../tests/dashboard-example/seed';
import { startExampleServer } from '../../tests/dashboard-example/server';
import { GraphQLSession } from './api';
import { DashboardBrowser, themes } from './capture';
import { ensureDashboard, workDir, type DashboardBuild } from './dashboard';
import { exampleShots } from './example-shots';
import { seedExample, type ExampleIds } from './example-seed';
import {
    comparePixels,
    dashboardGuide,
    encodeWebp,
    existingImages,
    galleries,
    imageDirOf,
    imageFileName,
    repoRoot,
    userGuide,
    webpSize,
    type Gallery,
} from './images';
import { normaliseDatabase } from './normalise';
import { seed, type SeededIds } from './seed';
import { shots, type Shot } from './shots';

function option(name: string): string | undefined {
    const index = process.argv.indexOf(name);
    return index >= 0 ? process.argv[index + 1] : undefined;
}

/** A gallery's screens and the server they are taken from, with its data. */
interface Session<Ids> {
    gallery: Gallery;
    shots: Array<Shot<Ids>>;
    /** Builds the Dashboard (or takes it from the cache) and starts its server. */
    start(): Promise<{ build: DashboardBuild; server: ExampleServer }>;
    /** Creates the data the screens show; returns the ids they use. */
    seed(server: ExampleServer): Promise<Ids>;
}

const userGuideSession: Session<SeededIds> = {
    gallery: userGuide,
    shots,
    async start() {
        const build = await ensureDashboard();
        const server = await ExampleServer.start({
            log: !!process.env.LOG,
            extraPlugins: [
                // A port nothing listens on: the DashboardPlugin proxies to a Vite dev server when one answers there.
                DashboardPlugin.init({ route: 'dashboard', appDir: build.dir, viteDevServerPort: await freePort() }),
            ],
        });
        return { build, server };
    },
    seed: server => seed(server.adminUrl, server.shopUrl),
};

const dashboardGuideSession: Session<ExampleIds> = {
    gallery: dashboardGuide,
    shots: exampleShots,
    async start() {
        const { app, build } = await buildExampleDashboard(repoRoot);
        return { build, server: await startExampleServer(repoRoot, app, build.dir) };
    },
    async seed(server) {
        await seedReviews(server.adminUrl);
        return seedExample(server.adminUrl, server.shopUrl);
    },
};

interface Outcome {
    changed: number;
    captured: number;
    failures: string[];
}

/** Captures the selected screens of a session into its gallery; deletes the gallery's other images when all were selected. */
async function capture<Ids>(session: Session<Ids>, selected: Array<Shot<Ids>>, pngDir?: string): Promise<Outcome> {
    const started = Date.now();
    const { build, server } = await session.start();
    console.log(
        `${session.gallery.docsDir}: Dashboard ${build.dir} (${build.cached ? 'cached' : `built in ${(build.ms / 1000).toFixed(1)} s`})`,
    );
    let browser: DashboardBrowser | undefined;
    try {
        const admin = new GraphQLSession(server.adminUrl);
        const ids = await session.seed(server);
        await server.waitForJobs();
        await normaliseDatabase(server.app);
        await admin.request(
            `mutation Login { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }`,
        );
        console.log(`Server on ${server.origin}, data seeded (${((Date.now() - started) / 1000).toFixed(1)} s)`);

        browser = await DashboardBrowser.open(server.origin, admin);
        const imageDir = imageDirOf(session.gallery);
        fs.mkdirSync(imageDir, { recursive: true });
        const written = new Set<string>();
        const outcome: Outcome = { changed: 0, captured: 0, failures: [] };
        for (const shot of selected) {
            for (const theme of themes) {
                let png: Buffer;
                try {
                    png = await browser.capture(shot, ids, theme, path.join(workDir, `failed-${shot.id}.${theme}.png`));
                } catch (error) {
                    outcome.failures.push((error as Error).message);
                    console.error(`  FAILED ${(error as Error).message}`);
                    continue;
                }
                outcome.captured++;
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
                outcome.changed++;
                const what = diff ? `changed (${diff.sizeChanged ? 'size' : `${diff.differing} pixels`})` : 'new';
                console.log(
                    `  ${path.basename(file)}  ${width}×${height}  ${(webp.length / 1024).toFixed(1)} KB  ${what}`,
                );
            }
        }
        if (outcome.failures.length === 0 && selected.length === session.shots.length) {
            for (const name of existingImages(session.gallery)) {
                if (!written.has(name)) {
                    fs.rmSync(path.join(imageDir, name));
                    console.log(`  ${name}  deleted (no screen produces it)`);
                }
            }
        }
        console.log(`${session.gallery.docsDir}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return outcome;
    } finally {
        await browser?.close();
        await server.stop();
    }
}

async function main(): Promise<void> {
    const started = Date.now();
    let peakKb = 0;
    const sampler = setInterval(() => (peakKb = Math.max(peakKb, treeRssKb(process.pid))), 200);
    const only = option('--only')?.split(',');
    const pngDir = option('--png');
    const known = new Set([...shots, ...exampleShots].map(shot => shot.id));
    if (only?.some(id => !known.has(id)))
        throw new Error(`Unknown screen in --only: ${only.filter(id => !known.has(id)).join(', ')}`);
    if (pngDir) fs.mkdirSync(pngDir, { recursive: true });

    const total: Outcome = { changed: 0, captured: 0, failures: [] };
    let screens = 0;
    const run = async <Ids>(session: Session<Ids>) => {
        const selected = only ? session.shots.filter(s => only.includes(s.id)) : session.shots;
        if (selected.length === 0) return;
        screens += selected.length;
        const outcome = await capture(session, selected, pngDir);
        total.changed += outcome.changed;
        total.captured += outcome.captured;
        total.failures.push(...outcome.failures);
    };
    // One server at a time: the machine the docs are built on has two cores.
    await run(userGuideSession);
    await run(dashboardGuideSession);
    if (total.failures.length > 0) throw new Error(`${total.failures.length} capture(s) failed; no image was deleted`);

    const files = galleries.flatMap(g => existingImages(g).map(name => path.join(imageDirOf(g), name)));
    const bytes = files.reduce((sum, file) => sum + fs.statSync(file).size, 0);
    clearInterval(sampler);
    console.log(
        `\n${screens} screens × ${themes.length} themes: ${total.changed} image(s) written, ${total.captured - total.changed} unchanged. ` +
            `Folders: ${files.length} files, ${(bytes / 1024).toFixed(0)} KB. ` +
            `Time ${((Date.now() - started) / 1000).toFixed(1)} s, peak memory ${(peakKb / 1024).toFixed(0)} MB (this process tree).`,
    );
}

main().then(
    () => process.exit(0),
    error => {
        console.error(error);
        process.exit(1);
    },
);
