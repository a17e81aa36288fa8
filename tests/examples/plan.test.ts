import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parsePageSource } from '../../lib/content/markdown';
import { planPage } from './plan';

const page = (body: string) => parsePageSource(`---\ntitle: T\ndescription: D\n---\n\n${body}`, 'docs/x.md').page;
const fence = (meta: string, code: string, lang = 'graphql') => `\`\`\`${lang} ${meta}\n${code}\n\`\`\`\n\n`;

test('Variables and Response pair with the GraphQL block before them, with prose between allowed', () => {
    const plan = planPage(
        page(
            fence('title="Shop API"', 'query P($slug: String!) { product(slug: $slug) { name } }') +
                'Put this in the Variables panel:\n\n' +
                fence('title="Variables"', '{ "slug": "laptop" }', 'json') +
                fence('title="Response"', '{ "data": { "product": { "name": "Laptop" } } }', 'json') +
                fence('title="Shop API"', 'query { activeChannel { code } }') +
                fence(
                    'title="Response"',
                    '{ "data": { "activeChannel": { "code": "__default_channel__" } } }',
                    'json',
                ) +
                fence('title="Shop API"', 'query { activeOrder { code } }') +
                fence('', '{ "data": { "activeOrder": null } }', 'json'),
        ),
    );
    // An untitled json block in the place of Variables or a Response is neither: it fails, and is remembered for a hint.
    assert.deepEqual(
        plan.failures.map(f => [f.line, f.message.split(':')[0]]),
        [[32, 'a json block right after a GraphQL block (or its Variables) is read only with a title']],
    );
    const [withBoth, responseOnly, untitled] = plan.examples;
    assert.deepEqual(withBoth.variables?.value, { slug: 'laptop' });
    assert.deepEqual(withBoth.response?.value, { data: { product: { name: 'Laptop' } } });
    assert.equal(responseOnly.variables, undefined);
    assert.ok(responseOnly.response);
    assert.equal(untitled.response, undefined);
    assert.equal(untitled.untitledJson?.lang, 'json');
});

test('orphan Variables and Response blocks, and a Response that is not { "data": … }, fail at their line', () => {
    const plan = planPage(
        page(
            fence('', 'npm run dev', 'bash') +
                fence('title="Variables"', '{ "a": 1 }', 'json') +
                fence('title="Shop API"', 'query { activeChannel { code } }') +
                fence('title="Response"', '{ "activeChannel": { "code": "x" } }', 'json') +
                fence('title="Response"', '{ "data": {} }', 'json'),
        ),
    );
    assert.deepEqual(
        plan.failures.map(f => [f.line, f.message.split(':')[0]]),
        [
            [
                10,
                'a json block titled "Variables" must be the next code block after a GraphQL block (title="Shop API" or "Admin API")',
            ],
            [18, 'a Response block shows the whole response, written as { "data"'],
            [
                22,
                'a json block titled "Response" must be the next code block after a GraphQL block or after its Variables',
            ],
        ],
    );
});

test('blocks of only fragments or types are not run; other blocks borrow the page fragments of their API', () => {
    const plan = planPage(
        page(
            fence('title="Shop API"', 'fragment Card on Product { name slug }') +
                fence('title="Shop API"', 'type Product { name: String! }') +
                fence('title="Shop API"', 'query { products { items { ...Card } } }') +
                fence('title="Admin API"', 'query { products { items { ...Card } } }'),
        ),
    );
    assert.equal(plan.definitionsOnly, 2);
    assert.equal(plan.examples.length, 2);
    assert.match(plan.examples[0].source, /fragment Card on Product/);
    // The Admin API block does not borrow a Shop API fragment (the content check reports the unknown fragment).
    assert.doesNotMatch(plan.examples[1].source, /fragment Card/);
});

test('run meta, sign-in detection and run-plugin blocks are read from the page', () => {
    const plan = planPage(
        page(
            fence('title="Admin API" needs="plugin:reviews"', 'query { productReviews { totalItems } }') +
                fence('title="Admin API" no-run', 'query { me { id } }') +
                fence('title="Admin API" expect-error="FORBIDDEN"', 'query { me { id } }') +
                fence(
                    'title="Admin API"',
                    'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
                ) +
                fence('title="src/plugins/a/a.plugin.ts" run-plugin', 'export class A {}', 'ts'),
        ),
    );
    assert.deepEqual(
        plan.examples.map(e => e.meta.kind),
        ['needs', 'invalid', 'run', 'run'],
    );
    assert.deepEqual(plan.examples[2].meta, { kind: 'run', expectError: 'FORBIDDEN' });
    assert.deepEqual(
        plan.examples.map(e => e.signsIn),
        [false, false, false, true],
    );
    assert.equal(plan.pluginBlocks.length, 1);
});

test('a GraphQL block opted out of the content check is not run either, and counts as opted out with its reason', () => {
    const plan = planPage(
        page(
            fence(
                'title="Shop API" no-check="needs the partner strategy"',
                'mutation { authenticate(input: { partner: { token: "x" } }) { __typename } }',
            ),
        ),
    );
    assert.deepEqual(
        plan.examples.map(e => e.meta),
        [{ kind: 'no-run', reason: 'no-check: needs the partner strategy' }],
    );
});

test("a plugin page's config is its vendure-config.ts block; with several, run-config picks one and no-run leaves one out", () => {
    const plugin = fence('title="src/plugins/a/a.plugin.ts" run-plugin', 'export class A {}', 'ts');
    const config = (meta: string, file = 'src/vendure-config.ts') =>
        fence(`title="${file}" ${meta}`, 'export const config = {};', 'ts');
    const line = (block: { fenceLine: number } | undefined) => block?.fenceLine;

    const one = planPage(page(plugin + config('')));
    assert.deepEqual([line(one.configBlock), one.failures], [10, []]);

    // Only a page that builds a plugin runs with its config.
    assert.equal(planPage(page(config(''))).configBlock, undefined);

    const picked = planPage(page(plugin + config('') + config('run-config', 'src/vendure-config.redis.ts')));
    assert.deepEqual([line(picked.configBlock), picked.failures], [14, []]);

    const leftOut = planPage(page(plugin + config('') + config('no-run="needs Redis"', 'src/vendure-config.redis.ts')));
    assert.equal(line(leftOut.configBlock), 10);
    assert.deepEqual(
        leftOut.configOptOuts.map(o => [line(o.block), o.reason]),
        [[14, 'needs Redis']],
    );

    // Another file marked run-config is the config too.
    const marked = planPage(page(plugin + config('run-config', 'src/config/dev.ts')));
    assert.equal(line(marked.configBlock), 10);

    const ambiguous = planPage(page(plugin + config('') + config('', 'src/vendure-config.prod.ts')));
    assert.equal(ambiguous.configBlock, undefined);
    assert.deepEqual(
        ambiguous.failures.map(f => [f.line, f.message.split(':')[0]]),
        [
            [10, 'this page shows 2 configs (lines 10, 14)'],
            [14, 'this page shows 2 configs (lines 10, 14)'],
        ],
    );

    const twoMarked = planPage(page(plugin + config('run-config') + config('run-config', 'src/vendure-config.b.ts')));
    assert.deepEqual(
        twoMarked.failures.map(f => [f.line, f.message]),
        [[14, 'only one config block runs: run-config is already on line 10']],
    );
    const both = planPage(page(plugin + config('run-config no-run="x"')));
    assert.deepEqual(
        both.failures.map(f => f.message),
        ['a config block is either run-config or no-run, not both'],
    );
});
