/**
 * A throw-away Redis for the job-queue claims: Debian's `redis-server`, on 127.0.0.1 and a free port, without
 * persistence, stopped by its PID. A machine without it fails the claims that need it (CI installs it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

import { freePort } from '../../lib/example-server';

export interface RedisInstance {
    host: string;
    port: number;
    stop(): Promise<void>;
}

export const redisServerBinary = process.env.REDIS_SERVER ?? 'redis-server';

export async function startRedis(): Promise<RedisInstance> {
    if (spawnSync(redisServerBinary, ['--version']).error)
        throw new Error(
            `${redisServerBinary} not found: the job-queue claims need Redis (Debian: apt-get install redis-server)`,
        );
    const port = await freePort();
    const child: ChildProcess = spawn(
        redisServerBinary,
        ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`redis-server did not start in 10 s:\n${output}`)), 10_000);
        child.stdout!.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            if (output.includes('Ready to accept connections')) {
                clearTimeout(timer);
                resolve();
            }
        });
        child.once('exit', code => {
            clearTimeout(timer);
            reject(new Error(`redis-server exited with ${code}:\n${output}`));
        });
    });
    child.removeAllListeners('exit');
    return {
        host: '127.0.0.1',
        port,
        stop: () =>
            new Promise<void>(resolve => {
                if (child.exitCode !== null) return resolve();
                child.once('exit', () => resolve());
                child.kill('SIGTERM');
            }),
    };
}
