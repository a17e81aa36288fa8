import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

import tslibHelperPlugin, { importer } from './index';

const utilsCommon = path.dirname(require.resolve('@docusaurus/utils-common/package.json'));

test('@docusaurus/utils-common takes only __importDefault from tslib, the helper ./import-default.js has', () => {
    const helpers = new Set<string>();
    const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
            const file = path.join(dir, entry.name);
            if (entry.isDirectory()) walk(file);
            else if (entry.name.endsWith('.js'))
                for (const [, helper] of fs.readFileSync(file, 'utf8').matchAll(/\btslib\w*\.(__\w+)/g))
                    helpers.add(helper);
        }
    };
    walk(path.join(utilsCommon, 'lib'));
    assert.deepEqual([...helpers], ['__importDefault']);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file, loaded as the bundler loads it
    const { __importDefault } = require('./import-default.js') as {
        __importDefault: (mod: unknown) => { default: unknown };
    };
    const esModule = { __esModule: true, default: 1 };
    assert.equal(__importDefault(esModule), esModule);
    assert.deepEqual(__importDefault(2), { default: 2 });
});

test('the alias applies to modules of @docusaurus/utils-common, in the client build only', () => {
    assert.ok(importer.test(path.join(utilsCommon, 'lib/index.js')));
    assert.ok(!importer.test(path.join(path.dirname(utilsCommon), 'core/lib/client/exports/Link.js')));
    const plugin = tslibHelperPlugin();
    const configure = plugin.configureWebpack!.bind(plugin) as (
        config: object,
        isServer: boolean,
    ) => { module?: { rules: unknown[] } };
    assert.deepEqual(configure({}, true), {});
    assert.equal(configure({}, false).module?.rules.length, 1);
});
