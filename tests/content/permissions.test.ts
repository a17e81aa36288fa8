import assert from 'node:assert/strict';
import { test } from 'node:test';

import { parseMdx } from '../../lib/content/markdown';
import { fixtureModel } from '../../reference/permissions/fixtures/model';
import type { PermissionModel } from '../../reference/permissions/model';
import { checkPermissionStatements } from './permissions';

const page = [
    'The **Orders** entry needs *Order: Read* {/* gate: defaults.ts#orders */}.',
    '**Complete draft** needs *Order: Update* {/* gate: _orders/orders_.draft.$id.tsx#complete-draft-button */},',
    'and the server accepts *Order: Read or Owner* {/* server: order */} for reading one.',
    '',
    '| Task | Dashboard |',
    '| --- | --- |',
    '| Delete the draft (**Delete draft**) | {/* gate: orders_.draft.$id.tsx#delete-button */} |',
    '| Finish it (**Complete draft**) | needs *Order: Update* {/* gate: orders_.draft.$id.tsx#complete-draft-button */} |',
].join('\n');

const messages = (markdown: string, model: PermissionModel = fixtureModel()) =>
    checkPermissionStatements(parseMdx(markdown), 'p.md', model).map(f => f.message);

test('permissions stated as the Dashboard labels of the marked control pass', () => {
    assert.deepEqual(messages(page), []);
});

test('a flipped permission in the model fails the sentence that states it', () => {
    const model = fixtureModel();
    const gate = model.gates.find(g => g.key.endsWith('#complete-draft-button'));
    assert.ok(gate);
    gate.anyOf = ['DeleteOrder'];
    // Once in prose, once in a table cell that says more than the marker.
    assert.deepEqual(messages(page, model), [
        'the page says *Order: Update*; the gate _orders/orders_.draft.$id.tsx#complete-draft-button accepts *Order: Delete*',
        'the page says *Order: Update*; the gate orders_.draft.$id.tsx#complete-draft-button accepts *Order: Delete*',
    ]);
});

test('a label without a marker, a marker without a label, a marker naming nothing and a raw code all fail', () => {
    assert.deepEqual(
        messages(
            [
                'Needs *Order: Update* to save.',
                'Needs {/* gate: defaults.ts#orders */} too.',
                'See *Order: Read* {/* gate: defaults.ts#nothing */}.',
                'Or `UpdateOrder`, or UpdateOrder.',
                '',
                '| a | b |',
                '| --- | --- |',
                '| x | `DeleteOrder` |',
            ].join('\n'),
        ),
        [
            '*Order: Update* is a permission: name its control with {/* gate: … */} or {/* server: … */}',
            'write the permission before the marker, in italics: *Order: Read*',
            'no Dashboard gate "defaults.ts#nothing"',
            "raw permission code UpdateOrder: write the Dashboard's label (Order: Update)",
            "raw permission code UpdateOrder: write the Dashboard's label (Order: Update)",
            'raw permission code DeleteOrder in a table: use a {/* gate: … */} or {/* server: … */} cell',
        ],
    );
});
