import assert from 'node:assert/strict';
import { test } from 'node:test';

import { formatReport, groupByRule, type Finding } from './report';
import { sampleUrls, templateUrls } from './sample';

const finding = (rule: string, url: string, mode: string, selectors: string[]): Finding => ({ rule, help: `${rule} help`, url, mode, selectors });

test('findings are grouped by rule, pages listed once with their modes, shared selectors counted across pages', () => {
    const groups = groupByRule([
        finding('color-contrast', '/a/', 'light', ['.navbar__link', '.x']),
        finding('color-contrast', '/a/', 'dark', ['.navbar__link']),
        finding('color-contrast', '/b/', 'light', ['.navbar__link']),
        finding('one-h1', '/c/', 'dark', []),
    ]);
    assert.deepEqual(groups.map(g => g.rule), ['color-contrast', 'one-h1']);
    assert.deepEqual(groups[0].pages, [{ url: '/a/', modes: ['dark', 'light'] }, { url: '/b/', modes: ['light'] }]);
    assert.deepEqual(groups[0].commonSelectors[0], { selector: '.navbar__link', pages: 2 });
    const text = formatReport(groups);
    assert.match(text, /^color-contrast: color-contrast help — 2 page\(s\)\n {4}\.navbar__link {2}\(2 page\(s\)\)/);
    assert.equal(formatReport([]), 'No violations.');
});

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
