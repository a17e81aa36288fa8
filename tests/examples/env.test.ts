import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const repoRoot = path.resolve(__dirname, '../..');
const probe = path.join(__dirname, 'fixtures/telemetry-probe.cjs');

// Every module through which the project loads Vendure code: the examples runner and the GraphQL reference.
const entries = [
    'tests/examples/cli.ts',
    'lib/example-server.ts',
    'reference/graphql/index.ts',
    'reference/graphql/load-schema.ts',
    'reference/graphql/vendure-config.ts',
];

interface ProbeReport {
    request: string;
    from: string;
    value: string | null;
}

// Without the variable Vendure would detect a CI run by these and stay quiet anyway; the test must not rely on them.
const ciVariables = [
    'CI',
    'GITHUB_ACTIONS',
    'GITLAB_CI',
    'CIRCLECI',
    'TRAVIS',
    'JENKINS_URL',
    'BUILDKITE',
    'DRONE',
    'TEAMCITY_VERSION',
    'BITBUCKET_BUILD_NUMBER',
    'TF_BUILD',
    'CODEBUILD_BUILD_ID',
    'HEROKU_TEST_RUN_ID',
    'APPVEYOR',
    'NOW_BUILDER',
];

test('VENDURE_DISABLE_TELEMETRY is "true" before the first @vendure package is loaded, from every entry that loads Vendure', async () => {
    const env = { ...process.env };
    delete env.VENDURE_DISABLE_TELEMETRY;
    for (const name of ciVariables) delete env[name];
    const reports = await Promise.all(
        entries.map(async entry => {
            const { stdout } = await promisify(execFile)(
                process.execPath,
                ['--require', probe, '--import', 'tsx', '-e', `require(${JSON.stringify(path.join(repoRoot, entry))})`],
                { cwd: repoRoot, env },
            );
            return { entry, report: JSON.parse(stdout.trim().split('\n').pop() ?? 'null') as ProbeReport | null };
        }),
    );
    for (const { entry, report } of reports) {
        assert.ok(report, `${entry} loaded no @vendure package`);
        assert.equal(
            report.value,
            'true',
            `${entry}: ${report.request} was required from ${path.relative(repoRoot, report.from)} before the variable was set`,
        );
    }
});
