import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';

import searchModalPlugin from './index';

test('the bundler finds the DocSearch modal package nested under the theme', () => {
    const plugin = searchModalPlugin({ siteDir: '/site', baseUrl: '/' } as LoadContext);
    const config = plugin.configureWebpack!({}, false, {} as never, undefined) as {
        resolve: { alias: Record<string, string> };
    };
    const dir = config.resolve.alias['typesense-docsearch-react'];
    assert.match(dir, /docusaurus-theme-search-typesense\/node_modules\/typesense-docsearch-react$/);
    assert.equal(
        (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string }).name,
        'typesense-docsearch-react',
    );
    assert.ok(fs.existsSync(path.join(dir, 'modal.js')), 'the SearchBar imports typesense-docsearch-react/modal');
});
