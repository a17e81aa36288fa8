/**
 * Starts server.ts in a child process and waits for its `ready`; the returned teardown stops that child
 * (by its handle) and waits for it to exit. The state file's path reaches the test workers through the
 * environment.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
import { stateVariable, type ServerState } from './state';

const startTimeoutMs = 600_000;

export default async function globalSetup(): Promise<() => Promise<void>> {
    const dir = path.join(repoRoot, 'test-results/user-guide-claims-server');
    fs.mkdirSync(dir, { recursive: true });
    const stateFile = path.join(dir, 'state.json');
    fs.rmSync(stateFile, { force: true });
    const child = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'server.ts'), stateFile], {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>(resolve => child.once('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('The claims server did not start in time')), startTimeoutMs);
        child.stdout.on('data', (chunk: Buffer) => {
            const text = chunk.toString();
            if (/^ready$/m.test(text)) {
                clearTimeout(timer);
                resolve();
            } else process.stdout.write(text);
        });
        child.once('exit', code => {
            clearTimeout(timer);
            reject(new Error(`The claims server exited before it was ready (exit code ${code})`));
        });
    });
    const state = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as ServerState;
    const { dashboardCached, dashboardBuildMs, readyMs } = state.timings;
    console.log(
        `Claims server on ${state.origin}: Dashboard ${dashboardCached ? 'cached' : `built in ${(dashboardBuildMs / 1000).toFixed(1)} s`}, ready in ${(readyMs / 1000).toFixed(1)} s`,
    );
    process.env[stateVariable] = stateFile;
    return async () => {
        child.kill('SIGTERM');
        await exited;
    };
}
