import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { guidePagesInOrder } from '../../lib/content/running-example';
import type { CodeBlock } from '../../lib/content/types';
import { dashboardPluginOption, pageViteOptionsOf, viteOptionsModule } from '../dashboard-example/vite-options';
import { guideDir } from '../dashboard-example/app';

const config = (options: string) => `import { vendureDashboardPlugin } from '@vendure/dashboard/vite';
import { join, resolve } from 'path';
import { defineConfig } from 'vite';

export default defineConfig({
    base: '/dashboard',
    plugins: [other({ theme: 'not this one' }), vendureDashboardPlugin({ api: 'auto', ${options} })],
});
`;

test("an option is the source text of the property in vendureDashboardPlugin()'s object, not another call's", () => {
    assert.equal(
        dashboardPluginOption(config(`theme: { light: { primary: 'red' } }`), 'theme'),
        `{ light: { primary: 'red' } }`,
    );
    assert.equal(dashboardPluginOption(config(''), 'theme'), undefined);
});

test('the module keeps only the imports the options use', () => {
    const block = {
        page: 'docs/x.md',
        fenceLine: 3,
        code: config(`theme: { additionalStylesheets: [resolve(__dirname, 'a.css')] }`),
    } as CodeBlock;
    const text = viteOptionsModule([{ name: 'theme', text: dashboardPluginOption(block.code, 'theme')!, block }]);
    assert.match(text, /^import \{ join, resolve \} from 'path';$/m);
    assert.doesNotMatch(text, /from 'vite'|@vendure\/dashboard\/vite/);
    assert.match(text, /^export const options = \{ theme \};$/m);
});

test("the Dashboard guide's theme comes from the Theming page's Vite config", () => {
    const repoRoot = path.join(__dirname, '../..');
    const options = pageViteOptionsOf(repoRoot, guidePagesInOrder(repoRoot, guideDir));
    assert.deepEqual(
        options.map(o => [o.name, o.block.page]),
        [['theme', `${guideDir}/theming.md`]],
    );
    assert.match(options[0].text, /light:[\s\S]*primary:[\s\S]*dark:/);
});
