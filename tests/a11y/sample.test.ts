import assert from 'node:assert/strict';
import { test } from 'node:test';

import { sampleUrls, selectUrls, templateUrls } from './sample';

test('the sample always holds the templates, is deterministic per commit and rotates between commits', () => {
    const all = [...templateUrls, ...Array.from({ length: 200 }, (_, i) => `/reference/p${i}/`)];
    const a = sampleUrls(all, 'commit-a', 30);
    assert.equal(a.length, 30);
    for (const url of templateUrls) assert.ok(a.includes(url), url);
    assert.deepEqual(sampleUrls(all, 'commit-a', 30), a);
    const b = sampleUrls(all, 'commit-b', 30);
    assert.notDeepEqual(b, a);
    assert.equal(new Set(a).size, a.length);
});

test('named paths win over everything, a filter selects from the sitemap, --all takes every URL', () => {
    const every = ['/', '/guides/a/', '/guides/b/', '/reference/c/'];
    const base = { all: false, paths: [], seed: 's', size: 2 };
    assert.deepEqual(
        selectUrls(every, { ...base, paths: ['/gone/', '/guides/a/', '/gone/'], filter: 'x', all: true }),
        ['/gone/', '/guides/a/'],
    );
    assert.deepEqual(selectUrls(every, { ...base, filter: '^/guides/' }), ['/guides/a/', '/guides/b/']);
    assert.deepEqual(selectUrls(every, { ...base, filter: 'nothing' }), []);
    assert.deepEqual(selectUrls(every, { ...base, all: true }), every);
    assert.deepEqual(selectUrls(every, base), sampleUrls(every, 's', 2));
});
