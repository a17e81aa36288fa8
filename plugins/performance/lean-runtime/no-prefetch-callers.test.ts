import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

function sources(dir: string, pattern: RegExp): string[] {
    if (!fs.existsSync(dir)) return [];
    return fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter(file => pattern.test(file) && !file.includes('node_modules'))
        .map(file => path.join(dir, file));
}

/**
 * The build drops `__webpack_require__.gca` (./index.ts), which only `window.docusaurus.prefetch` uses. Its one
 * caller in Docusaurus is the upstream Link, which plugins/performance/link-preload replaces for the whole site.
 */
test('nothing the site bundles calls docusaurus.prefetch, except the Link the site replaces', () => {
    const docusaurus = path.join(root, 'node_modules/@docusaurus');
    const files = [
        ...fs.readdirSync(docusaurus).flatMap(pkg => sources(path.join(docusaurus, pkg, 'lib'), /\.js$/)),
        ...sources(path.join(root, 'src'), /(?<!\.test)\.tsx?$/),
    ];
    assert.ok(files.length > 500, `only ${files.length} files scanned`);
    const callers = files
        .filter(file => /\.prefetch\(|__webpack_require__\.gca\(/.test(fs.readFileSync(file, 'utf8')))
        .map(file => path.relative(root, file));
    assert.deepEqual(callers.sort(), [
        'node_modules/@docusaurus/core/lib/client/docusaurus.js',
        'node_modules/@docusaurus/core/lib/client/exports/Link.js',
    ]);
    const linkAlias = fs.readFileSync(path.join(root, 'plugins/performance/link-preload/index.ts'), 'utf8');
    assert.match(linkAlias, /'@docusaurus\/Link': /);
});
