import assert from 'node:assert/strict';
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { test } from 'node:test';

import { matchPath as reactRouterMatchPath } from 'react-router';

import { plainPathMatch } from './plain-path-match';

import { applyEdits } from '../upstream-edits';
import { matchPathEdits } from './index';

const routeMatchLoader = (source: string) => applyEdits(source, matchPathEdits);

type MatchPath = (pathname: string, options: object | string) => unknown;

/**
 * The installed react-router, patched by the loader: its CommonJS build has the same matchPath lines as the ES
 * module the bundler patches, so the patched matchPath itself runs here.
 */
function patchedReactRouter(): { matchPath: MatchPath } {
    const file = require.resolve('react-router/cjs/react-router.js');
    const patched = routeMatchLoader(fs.readFileSync(file, 'utf8')).replace(
        /^import \{ plainPathMatch \} from "[^"]+";\n/,
        '',
    );
    const module = new Module(file) as Module & { _compile(code: string, file: string): void };
    module.filename = file;
    module.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(
        path.dirname(file),
    );
    const counted: typeof plainPathMatch = (...args) => {
        answered++;
        return plainPathMatch(...args);
    };
    (globalThis as { plainPathMatch?: typeof plainPathMatch }).plainPathMatch = counted;
    module._compile(patched, file);
    return module.exports as { matchPath: MatchPath };
}

/** How many times the patched matchPath asked plainPathMatch. */
let answered = 0;

const paths = [
    '',
    '/',
    '/guides',
    '/guides/',
    '/guides/getting-started/installation/',
    '/Guides/Core-Concepts/',
    '/reference/typescript-api/orders/order-process/',
    '/reference/graphql-api/admin/input-types/',
    '/a.b/',
    '/a$b/',
    '/a[b]/',
    '/a|b/',
    '/a=b/',
    '/a^b/',
    '/a%20b/',
    '/a_b~/',
    '/search/',
    '/search',
    '/guides//',
];
const pathnames = [
    ...paths,
    ...paths.map(p => p.toUpperCase()),
    ...paths.map(p => `${p}x`),
    ...paths.map(p => `${p}/x`),
    ...paths.map(p => `${p}/`),
    ...paths.map(p => `${p}//`),
    ...paths.map(p => p.slice(0, -1)),
    '/guides-more/',
    '/guidesx',
    '/guides?q=1',
    '/\u212Aelvin/',
    '/GUİDES/',
    '/ſearch/',
    '/guides/\n',
];

test('on plain paths, the patched matchPath answers exactly as react-router does, in every mode', () => {
    const patched = patchedReactRouter();
    let compared = 0;
    for (const path of paths)
        for (const pathname of pathnames)
            for (const exact of [false, true])
                for (const strict of [false, true])
                    for (const sensitive of [false, true]) {
                        const options = { path, exact, strict, sensitive };
                        assert.deepEqual(
                            patched.matchPath(pathname, options),
                            reactRouterMatchPath(pathname, options),
                            JSON.stringify({ pathname, ...options }),
                        );
                        compared++;
                    }
    assert.ok(compared > 5000);
    assert.equal(answered, compared, 'every comparison went through plainPathMatch');
});

test("the loader's matchPath answers as react-router's own, for plain paths and the others", () => {
    const patched = patchedReactRouter();
    assert.notEqual(patched.matchPath, reactRouterMatchPath);
    const cases: Array<[string, object | string]> = [
        ['/guides/getting-started/installation/', { path: '/guides/getting-started/installation/', exact: true }],
        ['/Guides/getting-started/installation', { path: '/guides/getting-started/installation/', exact: true }],
        ['/guides/getting-started/installation/', { path: '/guides/', exact: false }],
        ['/guides/getting-started/installation/', { path: '/guides/', exact: true }],
        ['/user-guide/orders/', { path: '/', exact: false }],
        ['/user-guide/orders/', '/user-guide'],
        ['/user-guide/orders/', { path: ['/x/', '/user-guide/orders/'], exact: true }],
        ['/docs/42/', { path: '/docs/:id/', exact: true }],
        ['/nope/', { path: '*' }],
        ['/nope/', { path: undefined }],
    ];
    answered = 0;
    for (const [pathname, options] of cases)
        assert.deepEqual(
            patched.matchPath(pathname, options),
            reactRouterMatchPath(pathname, options),
            JSON.stringify(options),
        );
});

test('the loader fails the build when react-router changes under it', () => {
    const source = fs.readFileSync(require.resolve('react-router/esm/react-router.js'), 'utf8');
    assert.match(routeMatchLoader(source), /^import \{ plainPathMatch \} from ".+plain-path-match\.ts";/);
    assert.throws(
        () => routeMatchLoader(source.replace('var match = regexp.exec(pathname);', '')),
        /route-match: the module no longer holds/,
    );
});
