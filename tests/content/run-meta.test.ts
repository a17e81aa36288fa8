import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parsePageSource } from '../../lib/content/markdown';
import { checkRunMeta } from './run';

const messages = (lang: string, meta: string) =>
    parsePageSource(`---\ntitle: T\ndescription: D\n---\n\n\`\`\`${lang} ${meta}\nx\n\`\`\`\n`, 'docs/x.md')
        .page.blocks.flatMap(checkRunMeta)
        .map(f => f.message);

test('no-run with a reason is allowed on GraphQL blocks and on config blocks, not on other blocks', () => {
    assert.deepEqual(messages('graphql', 'title="Shop API" no-run="needs a file"'), []);
    assert.deepEqual(messages('ts', 'title="src/vendure-config.ts" no-run="needs Redis"'), []);
    assert.deepEqual(messages('ts', 'title="src/vendure-config.redis.ts" no-run="needs Redis"'), []);
    assert.deepEqual(messages('ts', 'title="src/dev-config.ts" run-config'), []);
    assert.deepEqual(messages('ts', 'title="src/vendure-config.ts"'), []);
    assert.match(messages('ts', 'title="src/vendure-config.ts" no-run')[0], /no-run needs a reason/);
    assert.match(messages('ts', 'title="src/a.plugin.ts" no-run="x"')[0], /no-run to GraphQL blocks and config blocks/);
    assert.match(
        messages('ts', 'title="src/vendure-config.ts" needs="x"')[0],
        /needs and expect-error apply to GraphQL/,
    );
    assert.match(messages('bash', 'expect-error="x"')[0], /needs and expect-error apply to GraphQL/);
});

test('run-plugin and run-config belong on path-titled ts blocks', () => {
    assert.deepEqual(messages('ts', 'title="src/a.plugin.ts" run-plugin'), []);
    assert.match(messages('tsx', 'title="src/a.plugin.tsx" run-plugin')[0], /run-plugin belongs on a ts block/);
    assert.match(messages('ts', 'run-config')[0], /run-config belongs on a ts block/);
    assert.match(messages('ts', 'title="config" run-config')[0], /run-config belongs on a ts block/);
});
