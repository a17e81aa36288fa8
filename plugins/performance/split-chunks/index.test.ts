import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { dependencyTree, outsidePackages, vendorModules } from './index';

test('dependencyTree follows dependencies transitively and stops at missing or repeated packages', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deps-'));
    const pkg = (name: string, dependencies: Record<string, string> = {}) => {
        fs.mkdirSync(path.join(root, name), { recursive: true });
        fs.writeFileSync(path.join(root, name, 'package.json'), JSON.stringify({ name, dependencies }));
    };
    pkg('mermaid', { '@scope/parser': '1', d3: '7', missing: '1' });
    pkg('@scope/parser', { d3: '7' });
    pkg('d3', { mermaid: '1' });
    pkg('unrelated');
    assert.deepEqual([...dependencyTree('mermaid', root)].sort(), ['@scope/parser', 'd3', 'mermaid']);
});

test('outsidePackages matches modules of other packages only', () => {
    const test = outsidePackages(['mermaid', '@mermaid-js/parser', 'd3']);
    assert.equal(test.test('/site/node_modules/mermaid/dist/chunk.mjs'), false);
    assert.equal(test.test('/site/node_modules/@mermaid-js/parser/dist/index.js'), false);
    assert.equal(test.test('/site/node_modules/d3/src/index.js'), false);
    assert.equal(test.test('/site/node_modules/d3-array/src/index.js'), true);
    assert.equal(test.test('/site/node_modules/@mdx-js/react/index.js'), true);
    assert.equal(test.test('/site/src/theme/Mermaid/index.tsx'), true);
});

test('vendorModules: packages, and our replacement of a theme DocItem part, but no other source of the site', () => {
    assert.equal(
        vendorModules.test('/site/node_modules/@docusaurus/theme-classic/lib/theme/DocItem/Layout/index.js'),
        true,
    );
    assert.equal(vendorModules.test('/site/src/theme/DocItem/Content/index.tsx'), true);
    assert.equal(vendorModules.test('C:\\site\\src\\theme\\DocItem\\Content\\index.tsx'), true);
    assert.equal(vendorModules.test('/site/src/theme/Root/index.tsx'), false);
    assert.equal(vendorModules.test('/site/src/components/CopyPage/index.tsx'), false);
});
