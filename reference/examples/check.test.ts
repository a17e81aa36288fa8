import assert from 'node:assert/strict';
import { test } from 'node:test';

import { repoRoot } from '../paths';
import type { Declaration } from '../typescript/model';
import { checkExamples } from './check';
import type { ReferenceExample } from './collect';
import type { ImportSource } from './types';

const declaration = {
    id: '@vendure/email-plugin:EmailPlugin',
    name: 'EmailPlugin',
    packageName: '@vendure/email-plugin',
} as Declaration;
const example = (code: string): ReferenceExample => ({ declaration, text: [], fence: 0, lang: 'ts', code });
const source = (specifier: string, values: string[], types: string[] = []): ImportSource => ({
    specifier,
    names: new Set([...values, ...types]),
    values: new Set(values),
});
const sources = [
    source('@vendure/email-plugin', ['EmailPlugin', 'defaultEmailHandlers', 'EmailEventListener']),
    source(
        '@vendure/core',
        ['OrderStateTransitionEvent', 'Injector', 'TransactionalConnection'],
        ['VendureConfig', 'RequestContext'],
    ),
];

// One Program for all, as in the generator.
const results = checkExamples(
    repoRoot,
    [
        // 0: the published mistake: `handler` for `handlers`, at its line.
        example(
            'const config: VendureConfig = {\n  plugins: [\n    EmailPlugin.init({\n      handler: defaultEmailHandlers,\n    }),\n  ],\n};',
        ),
        // 1: what an example leaves out is not reported: its other names, the rest of the config, `this`.
        example(
            "// ...\nconst config: VendureConfig = {\n  plugins: [EmailPlugin.init({ handlers: defaultEmailHandlers, templateLoader: myLoader, transport: { type: 'none' } })],\n};\nconst rows = await this.connection.getRepository(ctx, Thing).find();",
        ),
        // 2: a listener with parameters typed by the API: a member that does not exist is reported.
        example(
            "new EmailEventListener('x')\n  .on(OrderStateTransitionEvent)\n  .setRecipient(event => event.order.customer?.emailAdress ?? '');",
        ),
        // 3: custom fields come from the project, members of the example's own class from code it leaves out.
        example(
            'class MyService {\n  constructor(private connection: TransactionalConnection) {}\n  run(ctx: RequestContext) {\n    return ctx.channel.customFields.isB2B && this.helper();\n  }\n}',
        ),
        // 4: a wrong argument in a fragment of class members, and an import error mapped back to its line.
        example(
            "import { EmailPlugin, NoSuchThing } from '@vendure/email-plugin';\n\nasync init(injector: Injector) {\n  injector.get();\n}",
        ),
        // 5: parses in no context: not checked.
        example('{ a: 1 }\n{ a: 2 }'),
    ],
    () => sources,
);
const brief = (i: number) => results[i].errors.map(e => `${e.line} TS${e.code}`);

test('a published mistake is reported at its line with the compiler message', () => {
    assert.equal(results[0].status, 'fails');
    assert.deepEqual(brief(0), ['4 TS2561']);
    assert.match(results[0].errors[0].message, /'handler' does not exist .* Did you mean to write 'handlers'\?/);
});

test('what an example leaves out is not reported', () => {
    assert.equal(results[1].status, 'compiles', JSON.stringify(results[1].errors));
    assert.equal(results[3].status, 'compiles', JSON.stringify(results[3].errors));
});

test('members that do not exist on the API types, wrong arguments and missing exports are reported', () => {
    assert.deepEqual(brief(2), ['3 TS2551']);
    assert.deepEqual(brief(4), ['1 TS2305', '4 TS2554']);
});

test('an example that parses in no context is not checked', () => {
    assert.equal(results[5].status, 'unchecked');
});
