/**
 * `npm run check:examples`: every GraphQL example of the hand-written pages, run against a real server.
 * Pages without a plugin share one server (its database reloaded before each page); a page that builds a
 * plugin (`run-plugin`) gets a server of its own with that plugin and the config the page shows, started
 * after the shared one has stopped, with the process's global registries (TypeORM metadata, Vendure's
 * config) put back to their state before the first server, so that one page's entities and custom fields
 * cannot leak into another's.
 */
import '../../scripts/vendure-env';

import path from 'node:path';
import { parsePageFile } from '../../lib/content/markdown';
import type { Failure, Page } from '../../lib/content/types';
import { emptyResult, runPage, type PageResult } from './execute';
import { refuseRemoteFetch } from './offline';
import { planPage, type PagePlan } from './plan';
import { guideDirOf, runningExampleStartPage } from '../../lib/content/running-example';
import type { Timings } from '../../lib/example-server';

export interface RunOptions {
    repoRoot: string;
    /** Page paths relative to repoRoot. */
    pages: string[];
    /** Print Vendure's log. */
    log?: boolean;
    /** Called as each page finishes (progress output). */
    onPage?: (result: PageResult) => void;
}

export interface RunResult {
    pages: PageResult[];
    failures: Failure[];
    /** The shared server's start (undefined when no page needed it). */
    server?: Timings;
    /** Start of each plugin page's own server, by page. */
    pluginServers: Record<string, Timings>;
    totalMs: number;
}

interface PageToRun {
    page: Page;
    plan: PagePlan;
}

/** Whether a page runs with a plugin, its own or its guide's running example, on a server of its own. */
const ownServer = (plan: PagePlan): boolean => plan.pluginBlocks.length > 0 || plan.runningExample !== undefined;

/** Whether a page has anything for the server: a block to run, or a plugin to start. */
function needsServer(plan: PagePlan): boolean {
    return ownServer(plan) || plan.examples.some(e => e.meta.kind === 'run');
}

export async function runExamples(options: RunOptions): Promise<RunResult> {
    const allowRemoteFetch = refuseRemoteFetch();
    try {
        return await runAll(options);
    } finally {
        allowRemoteFetch();
    }
}

async function runAll(options: RunOptions): Promise<RunResult> {
    const started = Date.now();
    const results: PageResult[] = [];
    const failures: Failure[] = [];
    const toRun: PageToRun[] = [];
    for (const pagePath of options.pages) {
        const { page, failures: parseFailures } = parsePageFile(path.join(options.repoRoot, pagePath), pagePath);
        // A page that does not parse is the content check's to report.
        if (parseFailures.length > 0) continue;
        const plan = planPage(page);
        if (plan.examples.length === 0 && !ownServer(plan) && plan.failures.length === 0) continue;
        toRun.push({ page, plan });
    }
    const report = (result: PageResult) => {
        results.push(result);
        options.onPage?.(result);
    };

    const shared = toRun.filter(({ plan }) => !ownServer(plan));
    const withPlugins = toRun.filter(({ plan }) => ownServer(plan));
    let serverTimings: Timings | undefined;
    if (shared.some(({ plan }) => needsServer(plan))) {
        // Loaded here: only a run that needs the server pays for loading Vendure.
        const { ExampleServer } = await import('../../lib/example-server');
        const server = await ExampleServer.start({ log: options.log });
        serverTimings = server.timings;
        try {
            for (const { plan } of shared) report(needsServer(plan) ? await runPage(server, plan) : countOnly(plan));
        } finally {
            await server.stop();
        }
    } else {
        for (const { plan } of shared) report(countOnly(plan));
    }
    const pluginServers: Record<string, Timings> = {};
    for (const { page, plan } of withPlugins) {
        const { result, timings } = await runWithOwnServer(options.repoRoot, page, plan, options.log);
        if (timings) pluginServers[plan.page] = timings;
        report(result);
    }

    results.sort((a, b) => a.page.localeCompare(b.page));
    for (const result of results) failures.push(...result.failures);
    failures.sort((a, b) => a.page.localeCompare(b.page) || a.line - b.line);
    return { pages: results, failures, server: serverTimings, pluginServers, totalMs: Date.now() - started };
}

/** A page whose blocks are all opted out or need setup: counted without a server. */
function countOnly(plan: PagePlan): PageResult {
    const result = emptyResult(plan);
    for (const { block, meta } of plan.examples) {
        if (meta.kind === 'needs') result.needsSetup.push({ line: block.fenceLine, text: meta.needs });
        else if (meta.kind === 'no-run') result.optedOut.push({ line: block.fenceLine, text: meta.reason });
        else if (meta.kind === 'invalid')
            result.failures.push({ page: plan.page, line: block.fenceLine, kind: 'examples', message: meta.message });
    }
    return result;
}

/** A page that builds a plugin: its plugin is loaded and served by a server of its own. */
async function runWithOwnServer(
    repoRoot: string,
    page: Page,
    plan: PagePlan,
    log?: boolean,
): Promise<{ result: PageResult; timings?: Timings }> {
    const { ExampleServer, resetProcessState } = await import('../../lib/example-server');
    const { loadPagePlugins } = await import('./plugins');
    // Before the page's modules are loaded: their decorators register in the global registries.
    resetProcessState();
    const loaded = loadPagePlugins(repoRoot, page, plan.configBlock);
    if (loaded.failures.length > 0 || loaded.plugins.length === 0) {
        const result = emptyResult(plan);
        result.failures.push(...loaded.failures);
        return { result };
    }
    let server: Awaited<ReturnType<typeof ExampleServer.start>>;
    try {
        server = await ExampleServer.start({ pageConfig: loaded.config, extraPlugins: loaded.plugins, log });
    } catch (error) {
        const result = emptyResult(plan);
        const line = plan.pluginBlocks[0]?.fenceLine ?? 1;
        result.failures.push({
            page: plan.page,
            line,
            kind: 'examples',
            message: `the server with this page's plugin did not start: ${(error as Error).message}`,
        });
        return { result };
    }
    const start = plan.runningExample
        ? runningExampleStartPage(repoRoot, guideDirOf(page.path), plan.runningExample)
        : undefined;
    try {
        return {
            result: await runPage(server, plan, start && start.path !== page.path ? planPage(start) : undefined),
            timings: server.timings,
        };
    } finally {
        // Awaited: shutting down tears down the configured strategies and operations (shared objects such
        // as defaultShippingCalculator), which must not overlap the next server's start.
        await server.stop();
    }
}
