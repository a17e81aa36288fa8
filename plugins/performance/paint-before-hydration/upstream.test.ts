/**
 * ssr-template.ts is a copy of @docusaurus/core's page template (lib/ssg/ssgTemplate.html.js) with its one change:
 * the `defer` scripts of <head> become the inline loader at the end of <body>. Docusaurus uses a site's
 * `ssrTemplate` instead of its own, so a core upgrade that changes its template (a new tag, a new `it.*` field)
 * would otherwise be silently ignored. This fails when the installed template is no longer the one the copy
 * was made from.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

import { ssrTemplate } from './ssr-template';

const coreDir = path.dirname(require.resolve('@docusaurus/core/package.json'));
const templateModule = 'lib/ssg/ssgTemplate.html.js';

/** The `<script defer>` per app script that core's template puts in <head>. */
const deferScripts = [
    '    <% it.scripts.forEach((script) => { %>',
    '      <script src="<%= it.baseUrl %><%= script %>" defer></script>',
    '    <% }); %>',
    '',
].join('\n');
/** Where the loader goes instead: last in <body>. */
const bodyEnd = '    <%~ it.postBodyTags %>\n';

/** Core's template with our one change, or why it cannot be made from this template. */
function expectedTemplate(upstream: string): string | Error {
    for (const part of [deferScripts, bodyEnd])
        if (upstream.split(part).length !== 2) return new Error(`it no longer holds, once:\n${part}`);
    const loader = ssrTemplate.split('\n').find(line => line.trimStart().startsWith('<script>'));
    if (!loader) return new Error('ssr-template.ts has no inline loader');
    return upstream.replace(deferScripts, '').replace(bodyEnd, `${bodyEnd}${loader}\n`);
}

/** The template string a core version's ssgTemplate.html.js exports. */
function templateOf(moduleSource: string): string {
    const exports: { default?: unknown } = {};
    vm.runInNewContext(moduleSource, { exports, Object });
    if (typeof exports.default !== 'string') throw new Error(`${templateModule} no longer exports the template`);
    return exports.default;
}

/** Undefined when ssr-template.ts is the installed core template plus our change, else what to do. */
function templateDrift(version: string, moduleSource: string): string | undefined {
    const expected = expectedTemplate(templateOf(moduleSource));
    if (expected === ssrTemplate) return undefined;
    return (
        `ssr-template.ts is not @docusaurus/core ${version}'s page template (${templateModule}) with its scripts ` +
        'moved to the loader' +
        (expected instanceof Error ? `: ${expected.message}` : '') +
        '. If core changed it, copy the new template into plugins/performance/paint-before-hydration/ssr-template.ts, replace its <head> scripts ' +
        'with the inline loader again, and check that ssr-template.test.ts renders it with the fields core passes.'
    );
}

const installed = {
    version: (JSON.parse(fs.readFileSync(path.join(coreDir, 'package.json'), 'utf8')) as { version: string }).version,
    source: fs.readFileSync(path.join(coreDir, templateModule), 'utf8'),
};

test("ssr-template.ts is the installed core's page template with the scripts moved to the loader", () => {
    const drift = templateDrift(installed.version, installed.source);
    assert.equal(drift, undefined, drift);
});

test('a core template with another tag, or other script tags, is reported', () => {
    const withTag = installed.source.replace('<meta charset="UTF-8">', '<meta charset="UTF-8">\n    <meta x>');
    assert.notEqual(withTag, installed.source);
    assert.match(
        templateDrift('3.99.0', withTag) ?? '',
        /^ssr-template\.ts is not @docusaurus\/core 3\.99\.0's page template/,
    );
    const otherScripts = installed.source.replace('" defer></script>', '" type="module"></script>');
    assert.match(templateDrift('3.99.0', otherScripts) ?? '', /no longer holds, once/);
});
