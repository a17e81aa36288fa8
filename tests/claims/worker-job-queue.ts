/** Claims of the worker and job queue page. */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { ExampleServer, populatedDatabaseFile, repoRoot } from '../../lib/example-server';
import { pageClaims } from './claim';
import { bullmqQueue, waitForJobState } from './bullmq';

/**
 * Runs `worker-probe.ts` until it has printed `until` (or 60 s have passed), then ends it by its PID.
 * Resolves to everything it printed.
 */
function runWorkerProbe(dbFile: string, until: RegExp): Promise<string> {
    return new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'worker-probe.ts'), dbFile], {
            cwd: repoRoot,
            stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        const finish = () => {
            clearTimeout(timer);
            if (child.exitCode === null) child.kill('SIGKILL');
            resolve(output);
        };
        const timer = setTimeout(finish, 60_000);
        child.stdout.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            if (until.test(output)) finish();
        });
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('error', reject);
        child.once('exit', () => finish());
    });
}

const withoutTables = 'PROBE worker on a database without tables';
let probeOutput: Promise<string> | undefined;

/** The worker probe's output, from one run shared by the worker claims. */
async function workerProbeOutput(): Promise<string> {
    probeOutput ??= (async () => {
        const dbFile = populatedDatabaseFile();
        if (!fs.existsSync(dbFile)) await (await ExampleServer.start()).stop();
        return runWorkerProbe(dbFile, /PROBE failed|PROBE worker without tables ready/);
    })();
    return probeOutput;
}

export default pageClaims('docs/guides/developer-guide/fundamentals/worker-job-queue.md', __filename, [
    {
        title: 'jobQueueOptions.prefix does not keep two deployments on one Redis apart',
        server: 'bullmq',
        async check({ redis }) {
            // A production deployment with `prefix: 'production-'` adds its jobs to the same BullMQ queue.
            const production = bullmqQueue(redis!, 'bull');
            try {
                const job = await production.add('production-send-email', {});
                const failed = await waitForJobState(production, job.id!, 'failed');
                assert.equal(failed.failedReason, 'No processor defined for the queue "production-send-email"');
            } finally {
                await production.close();
            }
        },
    },
    {
        title: "BullMQ's own prefix keeps two deployments on one Redis apart",
        server: 'bullmq',
        async check({ redis }) {
            const production = bullmqQueue(redis!, 'production');
            const shared = bullmqQueue(redis!, 'bull');
            try {
                const separate = await production.add('production-send-email', {});
                // A job in the staging server's own key space, added afterwards, shows that its worker is polling.
                const control = await shared.add('production-send-email', {});
                await waitForJobState(shared, control.id!, 'failed');
                assert.equal(await (await production.getJob(separate.id!))!.getState(), 'waiting');
            } finally {
                await production.close();
                await shared.close();
            }
        },
    },
    {
        title: 'a worker on a migrated database that no server has started sets it up and becomes ready',
        server: 'none',
        async check() {
            const [migrated] = (await workerProbeOutput()).split(withoutTables);
            assert.match(migrated, /Vendure Worker is ready/, migrated);
        },
    },
    {
        title: 'a worker on a database without tables gives up after about two seconds',
        server: 'none',
        async check() {
            const [, noTables = ''] = (await workerProbeOutput()).split(withoutTables);
            assert.match(noTables, /Timed out when awaiting the DB schema to be ready!/, noTables);
            const failedAfter = Number(/PROBE failed after (\d+) ms/.exec(noTables)?.[1]);
            assert.ok(failedAfter > 1_000 && failedAfter < 10_000, `the worker gave up after ${failedAfter} ms`);
        },
    },
]);
