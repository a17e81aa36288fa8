import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { Declaration, DocComment, RichText } from '../typescript/model';
import { collectExamples, fencesOf } from './collect';

const text = (t: string): RichText => [{ kind: 'text', text: t }];
const doc = (description: string, examples: string[] = []): DocComment => ({
    description: text(description),
    examples: examples.map(text),
    tags: { experimental: false, internal: false },
});

test('fences: language from the info string, a default for an example’s bare first fence, list indentation removed', () => {
    assert.deepEqual(
        fencesOf('```ts title="x"\na\n```\n\n- item\n\n  ```tsx\n    <A />\n  b\n  ```\n```\nc\n```', 'ts'),
        [
            { lang: 'ts', code: 'a' },
            { lang: 'tsx', code: '  <A />\nb' },
            { lang: '', code: 'c' },
        ],
    );
    assert.deepEqual(fencesOf('```\nd\n```', 'ts'), [{ lang: 'ts', code: 'd' }]);
});

test('examples: TypeScript fences of descriptions and @example texts, of declarations and members, with where they are', () => {
    const declaration = {
        id: 'p:A',
        doc: doc('Intro\n\n```typescript\nconst a = 1;\n```\n\n```graphql\nquery { a }\n```', ['```\nuse();\n```']),
        members: [{ name: 'm', doc: doc('', ['```tsx\n<M />\n```', '```json\n{}\n```']) }],
    } as unknown as Declaration;
    const found = collectExamples({ declarations: [declaration] });
    assert.deepEqual(
        found.map(e => [e.member, e.fence, e.lang, e.code]),
        [
            [undefined, 0, 'ts', 'const a = 1;'],
            [undefined, 0, 'ts', 'use();'],
            ['m', 0, 'tsx', '<M />'],
        ],
    );
    assert.equal(found[1].text, declaration.doc.examples[0]);
});
