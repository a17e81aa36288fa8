/**
 * `npm run bench:js-profile -- [buildDir] [url…]`: where the script time of each page's first load goes, by
 * package (and by Docusaurus module), under 4× CPU throttling. It needs a build with source maps:
 * `BUNDLE_STATS_DIR=<dir> npm run build` (plugins/tooling/bundle-stats) writes hidden maps beside the scripts, which
 * this reads; the browser never asks for them. `(program)` is the browser's own work: parsing, style, layout.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

import { chromeFlags, chromePath } from '../lib/chromium';
import { pageArgs, phonePage, visitServed } from './profile';

interface ProfileNode {
    id: number;
    callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
}

/** A package (`react-dom`), a Docusaurus module (`@docusaurus/theme-classic theme/CodeBlock`) or a site file. */
export function owner(source: string): string {
    const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
    if (!inPackage) return source.replace(/^.*?\/((?:src|plugins|\.docusaurus)\/)/, '$1');
    const [, name, rest] = inPackage;
    if (!name.startsWith('@docusaurus/')) return name;
    return `${name} ${rest
        .replace(/^(lib|src)\//, '')
        .split('/')
        .slice(0, 2)
        .join('/')}`;
}

/** Self time (ms) of a CPU profile by owner, script positions mapped through `mapFor(scriptUrl)`. */
export function selfTimeByOwner(profile: CpuProfile, mapFor: (url: string) => TraceMap | undefined) {
    const selfMs = new Map<number, number>();
    profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
    const totals = new Map<string, number>();
    for (const node of profile.nodes) {
        const ms = selfMs.get(node.id);
        if (!ms) continue;
        const { url, functionName, lineNumber, columnNumber } = node.callFrame;
        const map = url ? mapFor(url) : undefined;
        const source = map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }).source;
        const key = source
            ? owner(source)
            : url
              ? `(unmapped) ${path.basename(new URL(url).pathname)}`
              : functionName.startsWith('(')
                ? functionName
                : `(${functionName})`;
        totals.set(key, (totals.get(key) ?? 0) + ms);
    }
    return [...totals].sort((a, b) => b[1] - a[1]);
}

async function profilePage(baseURL: string, url: string): Promise<CpuProfile> {
    const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
    try {
        const { page, cdp } = await phonePage(browser);
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await page.goto(baseURL + url);
        await page.locator('html[data-has-hydrated="true"]').waitFor({ timeout: 60_000 });
        await page.waitForTimeout(1500);
        return (await cdp.send('Profiler.stop')).profile as CpuProfile;
    } finally {
        await browser.close();
    }
}

async function main(): Promise<void> {
    const { dir, pages } = pageArgs();
    const scripts = path.join(dir, 'assets/js');
    if (!fs.readdirSync(scripts).some(file => file.endsWith('.js.map')))
        throw new Error(`${scripts} has no source maps: build with BUNDLE_STATS_DIR=<dir> npm run build`);
    const maps = new Map<string, TraceMap | undefined>();
    const mapFor = (url: string) => {
        const file = path.join(scripts, `${path.basename(new URL(url).pathname)}.map`);
        if (!maps.has(file))
            maps.set(file, fs.existsSync(file) ? new TraceMap(fs.readFileSync(file, 'utf8')) : undefined);
        return maps.get(file);
    };
    await visitServed(4291, dir, pages, async (origin, url) => {
        const rows = selfTimeByOwner(await profilePage(origin, url), mapFor);
        const busy = rows.filter(([key]) => key !== '(idle)').reduce((sum, [, ms]) => sum + ms, 0);
        console.log(`\n${url}: ${busy.toFixed(0)} ms busy on the main thread (4× CPU), self time by owner:`);
        for (const [key, ms] of rows.filter(([key]) => key !== '(idle)').slice(0, 20))
            console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${key}`);
    });
}

if (require.main === module) {
    main().catch(error => {
        console.error(error);
        process.exit(1);
    });
}
