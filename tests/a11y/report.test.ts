import assert from 'node:assert/strict';
import { test } from 'node:test';

import { formatReport, groupByRule, logLine, readLog, type Finding } from './report';

const finding = (rule: string, url: string, mode: string, selectors: string[]): Finding => ({
    rule,
    help: `${rule} help`,
    url,
    mode,
    selectors,
});

test('findings are grouped by rule, pages listed once with their modes, shared selectors counted across pages', () => {
    const groups = groupByRule([
        finding('color-contrast', '/a/', 'light', ['.navbar__link', '.x']),
        finding('color-contrast', '/a/', 'dark', ['.navbar__link']),
        finding('color-contrast', '/b/', 'light', ['.navbar__link']),
        finding('one-h1', '/c/', 'dark', []),
    ]);
    assert.deepEqual(
        groups.map(g => g.rule),
        ['color-contrast', 'one-h1'],
    );
    assert.deepEqual(groups[0].pages, [
        { url: '/a/', modes: ['dark', 'light'] },
        { url: '/b/', modes: ['light'] },
    ]);
    assert.deepEqual(groups[0].commonSelectors[0], { selector: '.navbar__link', pages: 2 });
    const text = formatReport(groups);
    assert.match(text, /^color-contrast: color-contrast help — 2 page\(s\)\n {4}\.navbar__link {2}\(2 page\(s\)\)/);
    assert.equal(formatReport([]), 'No violations.');
});

test('a run log round-trips findings per URL and drops a line cut short by a stopped run', () => {
    const f = finding('img-alt', '/a/', 'dark', ['img']);
    const text = logLine('/a/', [f]) + logLine('/b/', []) + '{"url":"/c/","find';
    const log = readLog(text);
    assert.deepEqual([...log.keys()], ['/a/', '/b/']);
    assert.deepEqual(log.get('/a/'), [f]);
    assert.deepEqual(log.get('/b/'), []);
});
