import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as the bundler loads it
const lazyRouteComponents = require('./lazy-route-components-loader.cjs') as (source: string) => string;

const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search/',
    component: ComponentCreator('/search/', '9c3'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', '4cc'),
    routes: [
      {
        path: '/guides/it\\'s/',
        component: ComponentCreator('/guides/it\\'s/', '333'),
        exact: true,
        sidebar: "learnSidebar"
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

/** Runs the loader's output with a counting ComponentCreator; returns the routes and the calls made. */
function evaluate(source: string) {
    const calls: string[] = [];
    const body = source
        .replace("import React from 'react';", '')
        .replace("import ComponentCreator from '@docusaurus/ComponentCreator';", '')
        .replace('export default', 'result =');
    const context = {
        result: undefined as unknown,
        ComponentCreator: (...args: string[]) => {
            calls.push(args.join(' '));
            return { created: args.join(' ') };
        },
    };
    vm.runInNewContext(body, context);
    return { routes: context.result as { component: unknown; routes?: { component: unknown }[] }[], calls };
}

test('route components are created on first read, once, and the not-found route as before', () => {
    const { routes: tree, calls } = evaluate(lazyRouteComponents(routes));
    assert.deepEqual(calls, ['*'], 'only the not-found route is created while the routes load');
    const guide = tree[1].routes![0];
    assert.deepEqual(guide.component, { created: "/guides/it's/ 333" });
    assert.equal(guide.component, guide.component, 'the same component on every read');
    assert.deepEqual(calls, ['*', "/guides/it's/ 333"]);
    assert.deepEqual(tree[0].component, { created: '/search/ 9c3' });
});

test('the same routes evaluated without the loader create every component at once', () => {
    assert.equal(evaluate(routes).calls.length, 4);
});

test("Docusaurus' route codegen still writes components as the loader expects", () => {
    const codegen = fs.readFileSync(
        path.join(require.resolve('@docusaurus/core/package.json'), '../lib/server/codegen/codegenRoutes.js'),
        'utf8',
    );
    assert.ok(codegen.includes("`component: ComponentCreator('${routePath}', '${routeHash}')`"));
    assert.ok(codegen.includes("import ComponentCreator from '@docusaurus/ComponentCreator';"));
});
