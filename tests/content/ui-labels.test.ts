import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseMdx } from '../../lib/content/markdown';
import { checkUiLabels, dashboardCatalogue, labelMatcher, operationLabels, readPoTexts } from './ui-labels';
import { allowedLabels } from './ui-labels-allowed';

const repoRoot = path.resolve(__dirname, '../..');
const catalogue = readPoTexts(readFileSync(path.join(repoRoot, dashboardCatalogue), 'utf8'));

test('a .po catalogue gives each entry its msgstr, its msgid when untranslated, and joins continued lines', () => {
    const po = [
        'msgid ""',
        'msgstr ""',
        '"Language: en\\n"',
        '',
        '#: src/a.tsx',
        'msgid "orderState.PaymentSettled"',
        'msgstr "Payment settled"',
        '',
        'msgid ""',
        '"Are you sure you want to "',
        '"delete this?"',
        'msgstr ""',
        '',
        'msgctxt "date-range"',
        'msgid "From"',
        'msgstr "From"',
    ].join('\n');
    assert.deepEqual(readPoTexts(po), [
        'Language: en\n',
        'Payment settled',
        'Are you sure you want to delete this?',
        'From',
    ]);
});

test('a placeholder stands for any text; a label of placeholders only, or with none left, matches nothing more', () => {
    const isLabel = labelMatcher([
        'Transition to {0}',
        '{0}',
        '{title}',
        'These are the values of the <0>{name}</0> facet.',
        'Add',
    ]);
    assert.ok(isLabel('Transition to Shipped'));
    assert.ok(isLabel('Transition to …'));
    assert.ok(isLabel('These are the values of the Brand facet.'));
    assert.ok(isLabel('Add'));
    assert.ok(!isLabel('Transition to'));
    assert.ok(!isLabel('anything at all'));
    assert.ok(!isLabel('Add '));
});

test("the server's labels are each operation's English description, argument labels and choice labels", () => {
    const labels = operationLabels([
        {
            description: [{ value: 'Default Flat-Rate Shipping Calculator' }, { value: 'Standard-Versandkosten' }],
            args: {
                rate: { label: [{ value: 'Shipping price' }] },
                includesTax: {
                    label: [{ value: 'Price includes tax' }],
                    ui: { options: [{ label: [{ value: 'Includes tax' }] }, { label: [{ value: 'Excludes tax' }] }] },
                },
                taxRate: {},
            },
        },
    ]);
    assert.deepEqual(labels, [
        'Default Flat-Rate Shipping Calculator',
        'Shipping price',
        'Price includes tax',
        'Includes tax',
        'Excludes tax',
    ]);
});

test('a label the Dashboard 3.7.3 catalogue does not have fails on its line; real labels, paths and italics pass', () => {
    const page = 'tests/content/fixtures/ui-labels/renamed-label.md';
    const tree = parseMdx(readFileSync(path.join(repoRoot, page), 'utf8'));
    const failures = checkUiLabels(tree, page, labelMatcher(catalogue));
    assert.deepEqual(
        failures.map(f => [f.line, f.kind, f.message.slice(0, f.message.indexOf(' is not'))]),
        [[10, 'ui-label', '**Fulfil order**']],
    );
});

test('every allowed label has a reason and is really missing from the catalogue', () => {
    const inCatalogue = labelMatcher(catalogue);
    for (const { label, reason } of allowedLabels) {
        assert.ok(reason.trim().length > 20, `${label}: give the reason`);
        assert.ok(!inCatalogue(label), `${label} is in the Dashboard's catalogue: remove it from the allow-list`);
    }
});
