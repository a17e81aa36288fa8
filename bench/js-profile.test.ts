import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TraceMap } from '@jridgewell/trace-mapping';

import { owner, selfTimeByOwner } from './js-profile';

test('owner names the package, the Docusaurus module or the site file', () => {
    assert.equal(owner('webpack://x/./node_modules/react-dom/cjs/react-dom-client.production.js'), 'react-dom');
    assert.equal(owner('webpack://x/./node_modules/@docsearch/react/dist/esm/index.js'), '@docsearch/react');
    assert.equal(
        owner('webpack://x/./node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js'),
        '@docusaurus/theme-classic theme/CodeBlock',
    );
    assert.equal(owner('webpack://x/./src/theme/Root/index.tsx'), 'src/theme/Root/index.tsx');
});

test('selfTimeByOwner sums sample time per owner through the source map, and names what has no map', () => {
    // One generated line: columns 0-9 come from a.js, 10+ from node_modules/react-dom/index.js.
    const map = new TraceMap({
        version: 3,
        sources: ['webpack://x/./src/a.js', 'webpack://x/./node_modules/react-dom/index.js'],
        names: [],
        mappings: 'AAAA,UCAA',
    });
    const frame = (url: string, columnNumber: number, functionName = 'f') => ({
        url,
        functionName,
        lineNumber: 0,
        columnNumber,
    });
    const profile = {
        nodes: [
            { id: 1, callFrame: frame('', 0, '(idle)') },
            { id: 2, callFrame: frame('http://h/assets/js/main.js', 2) },
            { id: 3, callFrame: frame('http://h/assets/js/main.js', 12) },
            { id: 4, callFrame: frame('http://h/assets/js/other.js', 12) },
        ],
        samples: [1, 2, 3, 3, 4],
        timeDeltas: [5000, 1000, 2000, 3000, 500],
    };
    const rows = selfTimeByOwner(profile, url => (url.endsWith('main.js') ? map : undefined));
    assert.deepEqual(rows, [
        ['(idle)', 5],
        ['react-dom', 5],
        ['src/a.js', 1],
        ['(unmapped) other.js', 0.5],
    ]);
});
