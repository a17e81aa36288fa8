/**
 * `npm test`: the suite's stages in order, stopping at the first that fails. Each stage's wall time is printed when
 * it ends and all of them in a table at the end, so a CI log says where the suite's time goes.
 */
import { spawnSync } from 'node:child_process';

import packageJson from '../package.json';

/** In order: the checks that need no build, the build, then what reads it. Each is a package.json script. */
export const stages = [
    'typecheck',
    'lint',
    'test:unit',
    'build',
    'check:content',
    'check:examples',
    'test:build',
    'test:e2e',
    'test:search-hosted',
    'test:dashboard-example',
    'test:user-guide-claims',
    'test:a11y',
] as const;

/** Test and check scripts that `npm test` leaves out, and why. */
export const notStages: Record<string, string> = {
    'test:a11y:sample': 'a rotating sample of the URLs test:a11y checks in full',
};

export interface StageTime {
    stage: string;
    seconds: number;
    ok: boolean;
}

export function timeTable(times: StageTime[]): string {
    const width = Math.max(...times.map(t => t.stage.length), 'total'.length);
    const total = times.reduce((sum, t) => sum + t.seconds, 0);
    const row = (name: string, seconds: number, mark = '') =>
        `  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s${mark}`;
    return [...times.map(t => row(t.stage, t.seconds, t.ok ? '' : '  FAILED')), row('total', total)].join('\n');
}

if (require.main === module) {
    const scripts: Record<string, string> = packageJson.scripts;
    const unknown = stages.filter(stage => !(stage in scripts));
    if (unknown.length) throw new Error(`stages that package.json does not define: ${unknown.join(', ')}`);
    const times: StageTime[] = [];
    for (const stage of stages) {
        const start = Date.now();
        const result = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
        const ok = result.status === 0;
        times.push({ stage, seconds: (Date.now() - start) / 1000, ok });
        console.log(`\nnpm test: ${stage} ${ok ? 'passed' : 'FAILED'} in ${times.at(-1)!.seconds.toFixed(0)} s\n`);
        if (!ok) break;
    }
    console.log(`npm test, stage times:\n${timeTable(times)}`);
    process.exit(times.every(t => t.ok) ? 0 : 1);
}
