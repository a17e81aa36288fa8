import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';

import { withEmptyFiles } from '../tests/temp-files';
import { builtFiles, routeOfFile } from './built-site';

test('routeOfFile: index.html files are trailing-slash routes, other files keep their name', () => {
    assert.equal(routeOfFile('index.html'), '/');
    assert.equal(routeOfFile(path.join('guides', 'x', 'index.html')), '/guides/x/');
    assert.equal(routeOfFile('guides\\x\\index.html'), '/guides/x/');
    assert.equal(routeOfFile('404.html'), '/404.html');
    assert.equal(routeOfFile('guides/x.md'), '/guides/x.md');
});

test('builtFiles skips only the top-level assets and pagefind folders', () => {
    const files = [
        'index.html',
        'assets/x/index.html',
        'pagefind/p.html',
        'reference/typescript-api/assets/asset-options/index.html',
        'guides/a.md',
    ];
    withEmptyFiles('built-site-', files, dir => {
        assert.deepEqual(builtFiles(dir, '.html').map(routeOfFile), [
            '/',
            '/reference/typescript-api/assets/asset-options/',
        ]);
        assert.deepEqual(builtFiles(dir, '.md').map(routeOfFile), ['/guides/a.md']);
    });
});
