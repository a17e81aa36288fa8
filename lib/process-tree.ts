import { spawn } from 'node:child_process';
import fs from 'node:fs';

export interface Measured {
    seconds: number;
    /** Largest sum of resident memory over the whole process tree, sampled every 100 ms. */
    peakRssMb: number;
    code: number | null;
}

function children(pid: number): number[] {
    try {
        return fs
            .readdirSync(`/proc/${pid}/task`)
            .flatMap(tid => fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/))
            .filter(Boolean)
            .map(Number);
    } catch {
        return [];
    }
}

function rssKb(pid: number): number {
    try {
        const match = /^VmRSS:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
        return match ? Number(match[1]) : 0;
    } catch {
        return 0;
    }
}

export function treeOf(pid: number): number[] {
    return [pid, ...children(pid).flatMap(treeOf)];
}

export function treeRssKb(pid: number): number {
    return treeOf(pid).reduce((sum, p) => sum + rssKb(p), 0);
}

/**
 * Runs a command to completion (or until `until` resolves, then stops its whole tree) and measures
 * wall time and the peak memory of its process tree.
 */
export function runMeasured(
    command: string,
    args: string[],
    options: { env?: NodeJS.ProcessEnv; until?: () => Promise<void>; quiet?: boolean } = {},
): Promise<Measured> {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, {
        env: { ...process.env, NO_UPDATE_NOTIFIER: '1', ...options.env },
        stdio: options.quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
    });
    let peak = 0;
    const sampler = setInterval(() => {
        if (child.pid) peak = Math.max(peak, treeRssKb(child.pid));
    }, 100);
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
    return new Promise((resolve, reject) => {
        let seconds: number | undefined;
        child.once('error', reject);
        child.once('exit', code => {
            clearInterval(sampler);
            resolve({ seconds: seconds ?? elapsed(), peakRssMb: Math.round(peak / 1024), code });
        });
        options.until?.().then(() => {
            seconds = elapsed();
            if (child.pid) for (const pid of treeOf(child.pid).reverse()) process.kill(pid, 'SIGTERM');
        }, reject);
    });
}
