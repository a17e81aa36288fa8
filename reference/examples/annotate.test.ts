import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { Declaration, RichText } from '../typescript/model';
import { plainText } from '../typescript/type-text';
import { annotateModel, exampleNote, insertNotes } from './annotate';

test('the note names the package version, the line and the first error; long messages are cut; backticks go', () => {
    assert.equal(
        exampleNote('@vendure/email-plugin', '3.7.3', [{ line: 4, code: 2561, message: "'handler' does not exist" }]),
        "**Does not type-check** against @vendure/email-plugin 3.7.3, line 4: `TS2561: 'handler' does not exist`",
    );
    const long = exampleNote('@x/y', '1.0.0', [
        { line: 0, code: 2322, message: `Type \`${'A | '.repeat(200)}\`` },
        { line: 2, code: 2554, message: 'Expected 1 arguments' },
    ]);
    assert.match(long, /^\*\*Does not type-check\*\* against @x\/y 1\.0\.0: `TS2322: Type 'A \| A/);
    assert.match(long, /…` \(and 1 more\)$/);
    assert.ok(long.length < 400);
});

test('notes go after the closing line of their fence, at its indentation, in the text parts around links', () => {
    const text: RichText = [
        { kind: 'text', text: 'See ' },
        { kind: 'ref', text: 'EmailPlugin', target: 'x' },
        { kind: 'text', text: ':\n\n```ts\na();\n```\n\n- item\n\n  ```ts\n  b();\n  ```\nafter' },
    ];
    const out = insertNotes(
        text,
        new Map([
            [0, 'NOTE A'],
            [1, 'NOTE B'],
        ]),
    );
    assert.equal(
        plainText(out),
        'See EmailPlugin:\n\n```ts\na();\n```\n\nNOTE A\n\n\n- item\n\n  ```ts\n  b();\n  ```\n\n  NOTE B\n\nafter',
    );
    // The link stays a link.
    assert.deepEqual(out[1], text[1]);
    assert.equal(insertNotes(text, new Map()), text);
});

test('a fence the text leaves open is closed before its note', () => {
    assert.equal(
        plainText(insertNotes([{ kind: 'text', text: '```ts\na();' }], new Map([[0, 'NOTE']]))),
        '```ts\na();\n```\n\nNOTE\n',
    );
});

test('the model: only the texts with notes change, the rest is the same objects', () => {
    const example: RichText = [{ kind: 'text', text: '```ts\na();\n```' }];
    const untouched: RichText = [{ kind: 'text', text: 'prose' }];
    const doc = { description: untouched, examples: [example], tags: { experimental: false, internal: false } };
    const model = {
        declarations: [{ doc, members: [{ doc: { ...doc, examples: [] } }] } as unknown as Declaration],
    };
    const annotated = annotateModel(model, new Map([[example, new Map([[0, 'NOTE']])]]));
    assert.match(plainText(annotated.declarations[0].doc.examples[0]), /```\n\nNOTE\n$/);
    assert.equal(annotated.declarations[0].doc.description, untouched);
    assert.equal(plainText(model.declarations[0].doc.examples[0]), '```ts\na();\n```');
});
