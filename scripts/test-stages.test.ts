import assert from 'node:assert/strict';
import { test } from 'node:test';

import packageJson from '../package.json';
import { notStages, stages, timeTable } from './test-stages';

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
    assert.ok(stages.indexOf('build') < stages.indexOf('check:content'), 'the checks of the build come after it');
});

test('the time table lists each stage, marks the one that failed and sums the total', () => {
    assert.equal(
        timeTable([
            { stage: 'lint', seconds: 61.4, ok: true },
            { stage: 'test:unit', seconds: 300.6, ok: false },
        ]),
        ['  lint          61 s', '  test:unit    301 s  FAILED', '  total        362 s'].join('\n'),
    );
});
