import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { Root } from 'hast';

import { el, text } from '../../../tests/hast-builders';
import rehypeTaskListLabels from './index';

const box = () => el('input', [], { type: 'checkbox', checked: false, disabled: true });

test('each task-list checkbox is named by its item text, nested lists and loose items included', () => {
    const tight = box();
    const loose = box();
    const nested = box();
    const tree: Root = {
        type: 'root',
        children: [
            el('ul', [
                el('li', [
                    tight,
                    text(' '),
                    el('code', [text('render.yaml')]),
                    text(' with a  web service'),
                    el('ul', [el('li', [nested, text(' inner step')])]),
                ]),
                el('li', [el('p', [loose, text(' A loose step')])]),
                el('li', [text('a plain item')]),
            ]),
        ],
    };
    rehypeTaskListLabels()(tree);
    assert.equal(tight.properties.ariaLabel, 'render.yaml with a web service');
    assert.equal(nested.properties.ariaLabel, 'inner step');
    assert.equal(loose.properties.ariaLabel, 'A loose step');
});

test('other inputs and already-named checkboxes are left alone', () => {
    const named = el('input', [], { type: 'checkbox', ariaLabel: 'kept' });
    const textInput = el('input', [], { type: 'text' });
    const tree: Root = {
        type: 'root',
        children: [el('ul', [el('li', [named, text(' step')]), el('li', [textInput, text(' field')])])],
    };
    rehypeTaskListLabels()(tree);
    assert.equal(named.properties.ariaLabel, 'kept');
    assert.equal(textInput.properties.ariaLabel, undefined);
});
