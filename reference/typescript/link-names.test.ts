import assert from 'node:assert/strict';
import { test } from 'node:test';

import { linkNames } from './link-names';

const known: Record<string, string> = {
    DefaultLogger: 'core:DefaultLogger',
    'Environment.Sandbox': 'x:Environment',
    LanguageCode: 'core:LanguageCode',
};
const lookup = (name: string) => (known[name] ? { target: known[name] } : {});

test('names of documented declarations in plain text become references; the rest stays text', () => {
    assert.deepEqual(linkNames([{ kind: 'text', text: 'new DefaultLogger()' }], lookup), [
        { kind: 'text', text: 'new ' },
        { kind: 'ref', text: 'DefaultLogger', target: 'core:DefaultLogger', member: undefined },
        { kind: 'text', text: '()' },
    ]);
    assert.deepEqual(linkNames([{ kind: 'text', text: 'Environment.Sandbox' }], lookup)[0], {
        kind: 'ref',
        text: 'Environment.Sandbox',
        target: 'x:Environment',
        member: undefined,
    });
});

test('quoted strings and unknown words are not linked, existing references are kept', () => {
    const ref = { kind: 'ref' as const, text: 'X', target: 'a:X' };
    assert.deepEqual(linkNames([{ kind: 'text', text: "'DefaultLogger' or false" }, ref], lookup), [
        { kind: 'text', text: "'DefaultLogger' or false" },
        ref,
    ]);
});
