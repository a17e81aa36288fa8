/**
 * Child process of the worker claims (`worker-job-queue.ts`): starts a Vendure worker with `bootstrapWorker()`
 * on a migrated database that no server has started (the sample data's tables without any rows), then on a
 * database without tables. It prints the worker's log lines to stdout, prefixed with their level, and lines
 * starting with `PROBE ` for its own steps; the parent ends it by its PID once it has seen what it needs.
 *
 * Usage: tsx tests/claims/worker-probe.ts <populated.sqlite>
 */
import '../../scripts/vendure-env';

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { bootstrapWorker, type VendureLogger } from '@vendure/core';
import { InMemoryCacheStrategy } from '@vendure/core/dist/config/system/in-memory-cache-strategy';

import { exampleConfig, resetProcessState } from '../../lib/example-server';

/** The part of sql.js used here (the package has no type declarations). */
type SqlJs = () => Promise<{
    Database: new (data: Uint8Array) => { exec(sql: string): unknown; export(): Uint8Array; close(): void };
}>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const initSqlJs = require('sql.js') as SqlJs;

const print = (level: string) => (message: string) => console.log(`${level}: ${message}`);
const logger: VendureLogger = {
    error: print('error'),
    warn: print('warn'),
    info: print('info'),
    verbose: print('verbose'),
    debug: () => undefined,
};

async function startWorker(database: Uint8Array) {
    const config = exampleConfig({
        port: 0,
        database,
        synchronize: false,
        assetDir: fs.mkdtempSync(path.join(os.tmpdir(), 'claims-worker-assets-')),
        cacheStrategy: new InMemoryCacheStrategy({ cacheSize: 100 }),
    });
    config.logger = logger;
    return bootstrapWorker(config);
}

async function main() {
    const file = process.argv[2];
    const SQL = await initSqlJs();
    const populated = new SQL.Database(new Uint8Array(fs.readFileSync(file)));
    // A migrated database that no server has started: every table, no rows.
    const schema = populated.exec(
        "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'",
    ) as Array<{
        values: string[][];
    }>;
    populated.close();
    const migrated = new SQL.Database(new Uint8Array());
    for (const [statement] of schema[0].values) migrated.exec(statement);
    const migratedBytes = migrated.export();
    migrated.close();

    console.log('PROBE worker on a migrated database without rows');
    const worker = await startWorker(migratedBytes);
    await worker.app.close();
    resetProcessState();
    console.log('PROBE worker on a database without tables');
    const started = Date.now();
    try {
        await startWorker(new Uint8Array());
        console.log('PROBE worker without tables ready');
    } catch (error) {
        console.log(`PROBE failed after ${Date.now() - started} ms: ${(error as Error)?.message ?? String(error)}`);
        process.exit(1);
    }
}

main().catch(error => {
    console.log(`PROBE failed: ${(error as Error)?.message ?? String(error)}`);
    process.exit(1);
});
