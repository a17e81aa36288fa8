/**
 * `npm run bench:profile-compare -- [--rounds N] <buildDir> <buildDir>… [--page /url/]…`: the first loads of
 * `bench:profile`, interleaved over several builds (each round visits the builds in a rotated order), so that a
 * busy machine slows every build alike. For each page and build: the median time over 50 ms of the long tasks
 * (what Total Blocking Time sums) and of the longest task, with their interquartile ranges. The first build is
 * the reference; a difference from it counts as beyond the noise only when it exceeds the larger of the two
 * builds' interquartile ranges.
 */
import path from 'node:path';

import type { AddressInfo } from 'node:net';
import { startServer } from '../scripts/serve';
import { blockingMs, profile } from './profile';

export interface Spread {
    median: number;
    q1: number;
    q3: number;
}

/** Median and quartiles (linear interpolation between the closest ranks). */
export function spread(values: number[]): Spread {
    if (!values.length) throw new Error('no samples');
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) => {
        const pos = (sorted.length - 1) * q;
        const low = Math.floor(pos);
        return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (pos - low);
    };
    return { median: at(0.5), q1: at(0.25), q3: at(0.75) };
}

/** The change from `reference` to `other`, and whether it exceeds the larger interquartile range. */
export function compare(reference: Spread, other: Spread): { delta: number; beyondNoise: boolean } {
    const delta = other.median - reference.median;
    const noise = Math.max(reference.q3 - reference.q1, other.q3 - other.q1);
    return { delta, beyondNoise: Math.abs(delta) > noise };
}

/** Round `round` visits the builds starting from a different one each time. */
export function rotation<T>(items: T[], round: number): T[] {
    const k = round % items.length;
    return [...items.slice(k), ...items.slice(0, k)];
}

function parseArgs(argv: string[]): { rounds: number; dirs: string[]; pages: string[] } {
    const dirs: string[] = [];
    const pages: string[] = [];
    let rounds = 7;
    for (let i = 0; i < argv.length; i++) {
        if (argv[i] === '--rounds') rounds = Number(argv[++i]);
        else if (argv[i] === '--page') pages.push(argv[++i]);
        else dirs.push(path.resolve(argv[i]));
    }
    if (dirs.length < 2) throw new Error('give at least two build folders');
    return {
        rounds,
        dirs,
        pages: pages.length
            ? pages
            : ['/guides/getting-started/installation/', '/reference/typescript-api/orders/order-process/'],
    };
}

const fmt = (s: Spread) => `${s.median.toFixed(0)} (${s.q1.toFixed(0)}–${s.q3.toFixed(0)})`;

async function main(): Promise<void> {
    const { rounds, dirs, pages } = parseArgs(process.argv.slice(2));
    const servers = await Promise.all(dirs.map(dir => startServer(0, dir)));
    const origins = servers.map(s => `http://127.0.0.1:${(s.address() as AddressInfo).port}`);
    const samples = dirs.map(() => pages.map(() => ({ blocking: [] as number[], longest: [] as number[] })));
    try {
        for (let round = 0; round < rounds; round++) {
            for (const [p, url] of pages.entries())
                for (const b of rotation([...dirs.keys()], round)) {
                    const tasks = await profile(origins[b], url);
                    samples[b][p].blocking.push(blockingMs(tasks));
                    samples[b][p].longest.push(Math.max(0, ...tasks.map(t => t.durationMs)));
                }
            console.log(`round ${round + 1}/${rounds} done`);
        }
    } finally {
        for (const server of servers) server.close();
    }
    for (const [p, url] of pages.entries()) {
        console.log(`\n${url} (4× CPU, ${rounds} loads a build; median and interquartile range, ms)`);
        const ref = { blocking: spread(samples[0][p].blocking), longest: spread(samples[0][p].longest) };
        for (const [b, dir] of dirs.entries()) {
            const s = { blocking: spread(samples[b][p].blocking), longest: spread(samples[b][p].longest) };
            const vs = (key: 'blocking' | 'longest') => {
                if (b === 0) return '';
                const { delta, beyondNoise } = compare(ref[key], s[key]);
                return ` ${delta >= 0 ? '+' : ''}${delta.toFixed(0)}${beyondNoise ? '' : ' (noise)'}`;
            };
            console.log(
                `  ${path.basename(dir).padEnd(20)} over 50 ms ${fmt(s.blocking)}${vs('blocking')};  longest task ${fmt(s.longest)}${vs('longest')}`,
            );
        }
    }
}

if (require.main === module) {
    main().catch(error => {
        console.error(error);
        process.exit(1);
    });
}
