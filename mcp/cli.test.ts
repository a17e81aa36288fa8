import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';

import { buildDir } from '../scripts/serve';
import { parseArgs } from './cli';

test('parseArgs: the build folder as --build DIR, --build=DIR or DIR, build/ by default', () => {
    assert.deepEqual(parseArgs([]), { buildDir });
    for (const args of [['--build', 'site'], ['--build=site'], ['site']])
        assert.deepEqual(parseArgs(args), { buildDir: path.resolve('site') }, args.join(' '));
    for (const args of [['--build'], ['--verbose'], ['a', 'b']]) assert.ok('error' in parseArgs(args), args.join(' '));
});
