import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { runContentCheck, type CheckResult } from './run';
import type { Failure } from '../../lib/content/types';

const repoRoot = path.resolve(__dirname, '../..');
const fixtures = 'tests/content/fixtures';
const schemaPaths = {
    'Shop API': path.join(repoRoot, fixtures, 'schemas/shop.graphql'),
    'Admin API': path.join(repoRoot, fixtures, 'schemas/admin.graphql'),
};
const pageNames = [
    'good.mdx',
    'broken-ts.md',
    'broken-graphql.md',
    'broken-data.md',
    'no-front-matter.md',
    'missing-description.md',
    'opt-out-without-reason.md',
    'augment-a.md',
    'augment-b.md',
    'uses-other-augmentation.md',
];

// One run over all fixtures: the TypeScript program is built once, as in the real check.
const result: CheckResult = runContentCheck({
    repoRoot,
    pages: pageNames.map(p => `${fixtures}/pages/${p}`),
    schemaPaths,
});
const on = (page: string): Failure[] => result.failures.filter(f => f.page === `${fixtures}/pages/${page}`);
const brief = (failures: Failure[]): string[] => failures.map(f => `${f.line} ${f.kind}: ${f.message}`);

test('the good page passes every check', () => {
    assert.deepEqual(brief(on('good.mdx')), []);
});

test('TypeScript errors against @vendure/core are reported at the markdown line, including unresolved sibling imports', () => {
    const failures = on('broken-ts.md');
    assert.deepEqual(
        failures.map(f => [f.line, f.kind, f.message.split(':')[0]]),
        [
            [9, 'ts', 'TS2322'],
            [10, 'ts', 'TS2322'],
            [14, 'ts', 'TS2307'],
        ],
    );
    assert.match(failures[0].message, /Type 'number' is not assignable to type 'string'/);
    // Proves @vendure/core's declarations were loaded: ApiOptions.port is a number.
    assert.match(failures[1].message, /Type 'string' is not assignable to type 'number'/);
});

test('a page that augments types is checked apart: conflicting augmentations pass, borrowing one fails', () => {
    assert.deepEqual(brief(on('augment-a.md')), []);
    assert.deepEqual(brief(on('augment-b.md')), []);
    const failures = on('uses-other-augmentation.md');
    assert.equal(failures.length, 1, brief(failures).join('\n'));
    assert.equal(failures[0].line, 10);
    assert.match(failures[0].message, /rating/);
    // One shared program plus one for each augmenting page.
    assert.equal(result.typescriptPrograms, 3);
});

test('GraphQL: unknown field, wrong variable type, missing title, wrong schema and a misstated excerpt fail', () => {
    const failures = on('broken-graphql.md');
    assert.deepEqual(brief(failures), [
        '8 graphql: Shop API: Cannot query field "colour" on type "Product".',
        '13 graphql: Shop API: Variable "$take" of type "String" used in position expecting type "Int".',
        '18 graphql: graphql block needs title="Shop API" or title="Admin API" (found no title)',
        '23 graphql: Admin API: Cannot query field "products" on type "Query".',
        '28 graphql: Shop API schema excerpt: "ProductVariant.price" is Int! in the schema, not Float!',
        '34 graphql: Shop API: Cannot query field "colour" on type "ProductVariant".',
    ]);
});

test('invalid JSON (trailing comma) and YAML fail at their lines', () => {
    const failures = on('broken-data.md');
    assert.deepEqual(
        failures.map(f => [f.line, f.kind]),
        [
            [9, 'json'],
            [13, 'yaml'],
            [13, 'yaml'],
        ],
    );
});

test('missing front matter and a missing description fail', () => {
    assert.deepEqual(brief(on('no-front-matter.md')), [
        '1 front-matter: page has no front matter; it needs `title` and `description`',
    ]);
    assert.deepEqual(brief(on('missing-description.md')), [
        '1 front-matter: front matter needs a non-empty `description`',
    ]);
});

test('an opt-out without a reason fails; one with a reason is listed, not checked', () => {
    assert.deepEqual(brief(on('opt-out-without-reason.md')), [
        '6 meta: no-check needs a reason: no-check="why this block cannot be checked"',
    ]);
    assert.deepEqual(result.optOuts, [
        { page: `${fixtures}/pages/good.mdx`, line: 91, lang: 'ts', reason: 'shows only the middle of a class' },
    ]);
});

test('counts checked and opted-out blocks per language', () => {
    assert.deepEqual(result.counts, {
        ts: { checked: 9, optedOut: 1 },
        tsx: { checked: 1, optedOut: 0 },
        graphql: { checked: 12, optedOut: 0 },
        json: { checked: 3, optedOut: 0 },
        yaml: { checked: 2, optedOut: 0 },
    });
    assert.deepEqual(result.unchecked, { bash: 1 });
});

test('graphql blocks fail with a hint when the schema files are missing', () => {
    const missing = runContentCheck({
        repoRoot,
        pages: [`${fixtures}/pages/broken-graphql.md`],
        schemaPaths: { 'Shop API': '/nonexistent/shop.graphql', 'Admin API': '/nonexistent/admin.graphql' },
    });
    assert.ok(
        missing.failures.some(f => /npm run reference/.test(f.message)),
        brief(missing.failures).join('\n'),
    );
});
