/**
 * `npm test`: the suite's stages, step by step, stopping after the first step in which a stage fails. Each stage
 * is a package.json script; its wall time is printed when it ends, and all of them in a table at the end.
 *
 * A step's lanes run at the same time, each lane's stages in order. Lanes pair stages that leave a core idle.
 * Measured alone on the 2-core machine (busy cores over wall time): typecheck 1.3, lint 1.45, check:examples 1.2
 * (a Vendure server waiting on its database), check:content 1.5, test:build 1.6, test:search-hosted 0.8, and the
 * build leaves part of a core (on a clean clone it took 223 s with typecheck and lint beside it, 222 s alone in
 * the previous clean-clone run).
 * The unit tests (1.95), e2e (1.95) and a11y (1.9) keep both cores busy; the two Dashboard stages (1.4 and 1.5)
 * would save at most ~100 s together, and their tests have timed out under load. Typecheck and lint read no file
 * the build writes.
 * The first lane's output is shown as it comes; another lane's is shown whole when that stage ends.
 */
import { spawn } from 'node:child_process';

import packageJson from '../package.json';

/** One step: its lanes run at once, each lane's stages one after another. */
export type Step = readonly (readonly string[])[];

/** In order: the checks that need no build, the build, then what reads it. */
export const steps: readonly Step[] = [
    [['test:unit']],
    [['build'], ['typecheck', 'lint']],
    [['check:examples'], ['check:content', 'test:build', 'test:search-hosted']],
    [['test:e2e']],
    [['test:dashboard-example']],
    [['test:user-guide-claims']],
    [['test:a11y']],
];

/** Every stage, in the order the steps list them. */
export const stages: string[] = steps.flat(2);

/** Test and check scripts that `npm test` leaves out, and why. */
export const notStages: Record<string, string> = {
    'test:a11y:sample': 'a rotating sample of the URLs test:a11y checks in full',
};

export interface StageTime {
    stage: string;
    seconds: number;
    ok: boolean;
}

/** The stages' own times, then the suite's wall time, which is less than their sum where lanes overlapped. */
export function timeTable(times: StageTime[], wallSeconds: number): string {
    const width = Math.max(...times.map(t => t.stage.length), 'wall time'.length);
    const sum = times.reduce((total, t) => total + t.seconds, 0);
    const row = (name: string, seconds: number, mark = '') =>
        `  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s${mark}`;
    return [
        ...times.map(t => row(t.stage, t.seconds, t.ok ? '' : '  FAILED')),
        row('sum', sum),
        row('wall time', wallSeconds),
    ].join('\n');
}

function runStage(stage: string, live: boolean): Promise<StageTime> {
    const start = Date.now();
    const child = spawn('npm', ['run', stage], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    return new Promise(resolve =>
        child.on('close', code => {
            const time = { stage, seconds: (Date.now() - start) / 1000, ok: code === 0 };
            if (!live)
                process.stdout.write(
                    `\n[npm test: ${stage}, run beside another lane]\n${Buffer.concat(output).toString()}`,
                );
            console.log(`\nnpm test: ${stage} ${time.ok ? 'passed' : 'FAILED'} in ${time.seconds.toFixed(0)} s\n`);
            resolve(time);
        }),
    );
}

/** Runs a lane's stages in order, stopping at the first that fails. */
async function runLane(lane: readonly string[], live: boolean): Promise<StageTime[]> {
    const times: StageTime[] = [];
    for (const stage of lane) {
        times.push(await runStage(stage, live));
        if (!times.at(-1)!.ok) break;
    }
    return times;
}

async function main() {
    const scripts: Record<string, string> = packageJson.scripts;
    const unknown = stages.filter(stage => !(stage in scripts));
    if (unknown.length) throw new Error(`stages that package.json does not define: ${unknown.join(', ')}`);
    const start = Date.now();
    const times: StageTime[] = [];
    for (const step of steps) {
        const lanes = await Promise.all(step.map((lane, i) => runLane(lane, i === 0)));
        times.push(...lanes.flat());
        if (!times.every(t => t.ok)) break;
    }
    console.log(`npm test, stage times:\n${timeTable(times, (Date.now() - start) / 1000)}`);
    process.exit(times.every(t => t.ok) ? 0 : 1);
}

if (require.main === module) void main();
