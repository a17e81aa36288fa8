import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as the bundler loads it
const stripModulePaths = require('./strip-module-paths-loader.cjs') as (source: string) => string;

const entry = (name: string, file: string) =>
    `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;

test('empties the module path of every entry and keeps the import and the weak id', () => {
    const source = `export default {\n${entry('00afe743', '@site/docs/a (b), c.mdx')}\n${entry('17896441', '@theme/DocItem')}\n};\n`;
    const out = stripModulePaths(source);
    assert.equal((out.match(/require\.resolveWeak\(/g) ?? []).length, 2);
    assert.match(
        out,
        /import\(\/\* webpackChunkName: "17896441" \*\/ "@theme\/DocItem"\), "", require\.resolveWeak\("@theme\/DocItem"\)/,
    );
    assert.doesNotMatch(out, /\), "@/);
});

test("Docusaurus' registry still has the shape the loader rewrites", () => {
    const template = fs.readFileSync(
        path.join(require.resolve('@docusaurus/core/package.json'), '../lib/server/codegen/codegenRoutes.js'),
        'utf8',
    );
    const line =
        '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`';
    assert.ok(template.includes(line), 'codegenRoutes.js no longer writes registry entries as the loader expects');
    const written = stripModulePaths(entry('abc', '@site/x.mdx'));
    assert.equal(written, entry('abc', '@site/x.mdx').replace(', "@site/x.mdx", require', ', "", require'));
});
