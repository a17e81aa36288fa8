import { test } from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import * as eta from 'eta';

import { MAX_WAIT_MS, ssrTemplate } from './ssr-template';

/** Renders the template the way Docusaurus 3.7 does (ssg/ssgTemplate.js). */
function render(scripts: string[]): string {
    const compiled = eta.compile(ssrTemplate.trim(), { rmWhitespace: true });
    return compiled(
        {
            htmlAttributes: 'lang="en"',
            version: '3.7.0',
            metaAttributes: [],
            headTags: '',
            stylesheets: ['assets/css/s.css'],
            scripts,
            baseUrl: '/',
            bodyAttributes: '',
            preBodyTags: '',
            appHtml: '<p>hi</p>',
            postBodyTags: '',
        },
        eta.defaultConfig,
    );
}

/** Runs the page's inline loader against a minimal DOM; returns the scripts it appended, in order. */
function runLoader(html: string, visibilityState: string, readyState = 'interactive') {
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(m => m[1]);
    assert.equal(inline.length, 1);
    const appended: { src: string; async: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: { f: () => void; ms: number }[] = [];
    const listeners: Record<string, () => void> = {};
    vm.runInNewContext(inline[0], {
        addEventListener: (type: string, f: () => void) => (listeners[type] = f),
        document: {
            visibilityState,
            readyState,
            createElement: () => ({ src: '', async: true }),
            body: { appendChild: (e: { src: string; async: boolean }) => appended.push(e) },
        },
        requestAnimationFrame: (f: () => void) => frames.push(f),
        setTimeout: (f: () => void, ms: number) => timers.push({ f, ms }),
    });
    return { appended, frames, timers, listeners };
}

test('scripts are not in <head> and start in order only after load and a frame', () => {
    const html = render(['assets/js/runtime~main.1.js', 'assets/js/main.2.js']);
    assert.doesNotMatch(html, /<script src=|rel="preload" as="script"/);
    const { appended, frames, timers, listeners } = runLoader(html, 'visible');
    assert.equal(appended.length, 0);
    listeners.load();
    assert.equal(appended.length, 0);
    frames.forEach(f => f());
    assert.equal(appended.length, 0);
    timers.filter(t => t.ms === 0).forEach(t => t.f());
    assert.deepEqual(
        appended.map(e => [e.src, e.async]),
        [
            ['/assets/js/runtime~main.1.js', false],
            ['/assets/js/main.2.js', false],
        ],
    );
    // The fallback timer firing later does not start them twice.
    timers.filter(t => t.ms === MAX_WAIT_MS).forEach(t => t.f());
    assert.equal(appended.length, 2);
});

test('without a load event the scripts start after MAX_WAIT_MS', () => {
    const { appended, timers } = runLoader(render(['assets/js/main.2.js']), 'visible');
    timers.filter(t => t.ms === MAX_WAIT_MS).forEach(t => t.f());
    assert.deepEqual(
        appended.map(e => e.src),
        ['/assets/js/main.2.js'],
    );
});

test('an already loaded document waits for one frame only', () => {
    const { appended, frames, timers } = runLoader(render(['assets/js/main.2.js']), 'visible', 'complete');
    assert.equal(appended.length, 0);
    frames.forEach(f => f());
    timers.forEach(t => t.f());
    assert.deepEqual(
        appended.map(e => e.src),
        ['/assets/js/main.2.js'],
    );
});

test('a hidden tab starts the scripts at once', () => {
    const { appended } = runLoader(render(['assets/js/main.2.js']), 'hidden');
    assert.deepEqual(
        appended.map(e => e.src),
        ['/assets/js/main.2.js'],
    );
});
