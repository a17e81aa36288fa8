/**
 * Runs Node's test runner over `*.test.ts` files (Node 20's runner takes no glob patterns, so they are
 * found here). `node-test.ts <folder>…` runs those folders' tests (`npm run test:build`). Without folders it
 * runs every unit test of the repository (`npm run test:unit`): all of them but those another runner owns
 * (test:build's, which need a build, and Playwright's), and it fails when a test file is run by no runner.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import packageJson from '../package.json';
import e2eConfig from '../playwright.config';
import searchHostedConfig from '../tests/search-hosted/playwright.config';
import dashboardExampleConfig from '../tests/dashboard-example/playwright.config';

const repoRoot = path.resolve(__dirname, '..');

/** Never tests: dependencies, build output, generated files, test data. */
const notSource = new Set(['node_modules', '.git', 'build', 'generated', 'fixtures', '.docusaurus', 'test-results']);

export function findTestFiles(dir: string, skip: (dir: string) => boolean = () => false): string[] {
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return notSource.has(entry.name) || skip(full) ? [] : findTestFiles(full, skip);
        return entry.name.endsWith('.test.ts') ? [full] : [];
    });
}

/** Whether Playwright runs a file of its testDir: its default testMatch, a RegExp, or a file-name pattern like `*.spec.ts`. */
export function playwrightMatcher(testMatch: unknown, configFile: string): (file: string) => boolean {
    if (testMatch === undefined) return file => /\.(spec|test)\.[cm]?[jt]sx?$/.test(file);
    if (testMatch instanceof RegExp) return file => testMatch.test(file);
    if (typeof testMatch === 'string' && !/[/\\?[{@!+]/.test(testMatch)) {
        const re = new RegExp(
            `^${testMatch
                .split('*')
                .map(part => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
                .join('[^/]*')}$`,
        );
        return file => re.test(path.basename(file));
    }
    throw new Error(`${configFile}: scripts/node-test.ts does not understand testMatch ${JSON.stringify(testMatch)}`);
}

/** Where the other runners' tests are (absolute folders) and which files there they run. */
export interface OtherRunners {
    /** `npm run test:build`'s folders: their tests read build/. */
    buildDirs: string[];
    /** Playwright's testDirs. */
    playwrightDirs: string[];
    playwrightRuns: (file: string) => boolean;
}

/** The other runners as package.json's test:build and the Playwright configs define them. */
export function otherRunners(root = repoRoot): OtherRunners {
    const [, buildArgs = ''] = packageJson.scripts['test:build'].split('scripts/node-test.ts');
    const configs = [
        { file: 'playwright.config.ts', config: e2eConfig },
        { file: 'tests/search-hosted/playwright.config.ts', config: searchHostedConfig },
        { file: 'tests/dashboard-example/playwright.config.ts', config: dashboardExampleConfig },
    ].map(({ file, config }) => {
        if (config.testIgnore !== undefined)
            throw new Error(`${file}: scripts/node-test.ts does not understand testIgnore`);
        return {
            dir: path.resolve(root, path.dirname(file), config.testDir ?? '.'),
            matches: playwrightMatcher(config.testMatch, file),
        };
    });
    return {
        buildDirs: buildArgs
            .trim()
            .split(/\s+/)
            .filter(Boolean)
            .map(dir => path.join(root, dir)),
        playwrightDirs: configs.map(c => c.dir),
        playwrightRuns: file => configs.some(c => file.startsWith(`${c.dir}${path.sep}`) && c.matches(file)),
    };
}

/** The unit tests (every test file outside the other runners' folders) and the test files that no runner runs. */
export function unitTestFiles(root = repoRoot, runners = otherRunners(root)): { files: string[]; unrun: string[] } {
    const owned = [...runners.buildDirs, ...runners.playwrightDirs];
    const files = findTestFiles(root, dir => owned.includes(dir)).sort();
    const buildTests = new Set(runners.buildDirs.flatMap(dir => findTestFiles(dir)));
    const unrun = findTestFiles(root).filter(
        file => !files.includes(file) && !buildTests.has(file) && !runners.playwrightRuns(file),
    );
    return { files, unrun: unrun.map(file => path.relative(root, file)).sort() };
}

if (require.main === module) {
    const folders = process.argv.slice(2);
    let files: string[];
    if (folders.length) {
        files = folders.flatMap(folder => findTestFiles(folder)).sort();
    } else {
        const found = unitTestFiles();
        if (found.unrun.length) {
            console.error(
                `Test files that no runner runs (test:unit, test:build, Playwright's testMatch):\n  ${found.unrun.join('\n  ')}`,
            );
            process.exit(1);
        }
        files = found.files;
    }
    if (files.length === 0) {
        console.error(`No *.test.ts files below: ${folders.join(', ') || repoRoot}`);
        process.exit(1);
    }
    // Node's default is one file fewer than the cores (one file at a time here), but many files mostly wait on
    // the servers and processes they start: one file at a time used 73 % of one core's worth of CPU.
    const concurrency = `--test-concurrency=${os.availableParallelism() + 1}`;
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', concurrency, ...files], {
        stdio: 'inherit',
    });
    process.exit(result.status ?? 1);
}
