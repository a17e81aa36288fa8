import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { assembleRunningExample, guidePagesInOrder } from './running-example';

const repoRoot = path.resolve(__dirname, '../..');
const guide = 'docs/guides/extending-the-dashboard';
const plugin = 'src/plugins/product-reviews/product-reviews.plugin.ts';

test('the guide is read in sidebar order: positions, categories by _category_.json, a category index first', () => {
    const pages = guidePagesInOrder(repoRoot, guide).map(p => p.slice(guide.length + 1));
    assert.deepEqual(pages.slice(0, 5), [
        'getting-started.md',
        'extending-overview.md',
        'tech-stack.md',
        'creating-pages/index.md',
        'creating-pages/list-pages.md',
    ]);
    assert.ok(pages.indexOf('customizing-pages/history-entries.md') < pages.indexOf('custom-form-components/index.md'));
    assert.equal(pages.at(-1), 'migration.md');
});

test('a later page showing a file replaces the earlier version; running_example: false takes no part', () => {
    const example = assembleRunningExample(repoRoot, guide, plugin);
    const from = (file: string) => example.blocks.find(b => b.attributes.title === file)?.page;
    // Getting started shows the plugin first; History entries shows it again with the ReviewRequestService.
    assert.equal(from(plugin), `${guide}/customizing-pages/history-entries.md`);
    assert.ok(example.steps.filter(b => b.attributes.title === plugin).length >= 2);
    assert.ok(!example.pages.includes(`${guide}/migration.md`));
    assert.ok(example.blocks.every(b => !b.page.endsWith('migration.md')));
});
