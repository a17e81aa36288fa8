import assert from 'node:assert/strict';
import { test } from 'node:test';

import packageJson from '../package.json';
import { notStages, stages, steps, timeTable } from './test-stages';

test('npm test runs every test and check script of package.json but the ones named with a reason', () => {
    const scripts = Object.keys(packageJson.scripts);
    const checks = scripts.filter(name => /^(test|check):/.test(name));
    assert.deepEqual(
        checks.filter(name => !(stages as readonly string[]).includes(name) && !(name in notStages)),
        [],
    );
    assert.deepEqual(
        stages.filter(stage => !scripts.includes(stage)),
        [],
    );
    assert.equal(packageJson.scripts.test, 'tsx scripts/test-stages.ts');
    assert.equal(new Set(stages).size, stages.length, 'no stage runs twice');
});

test('every check that reads the build runs in a step after it', () => {
    const stepOf = (stage: string) => steps.findIndex(step => step.flat().includes(stage));
    const buildStep = stepOf('build');
    assert.deepEqual(steps[buildStep][0], ['build']);
    for (const stage of stages.filter(s => /^(check:|test:(build|e2e|search|dashboard|user-guide|a11y))/.test(s)))
        assert.ok(stepOf(stage) > buildStep, stage);
});

test('the time table lists each stage, marks the one that failed, sums them and gives the wall time', () => {
    assert.equal(
        timeTable(
            [
                { stage: 'lint', seconds: 61.4, ok: true },
                { stage: 'test:unit', seconds: 300.6, ok: false },
            ],
            310.2,
        ),
        ['  lint          61 s', '  test:unit    301 s  FAILED', '  sum          362 s', '  wall time    310 s'].join(
            '\n',
        ),
    );
});
