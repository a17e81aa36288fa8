import assert from 'node:assert/strict';
import { test } from 'node:test';

import { describeDrawing } from './describe';

const svg = (kind: string, body: string, size = 'width="300" height="200"') =>
    `<svg xmlns="http://www.w3.org/2000/svg" ${size} aria-roledescription="${kind}"><style>#x{fill:red}</style>${body}</svg>`;

test('a state diagram: its states, then what its arrows say, each label once', () => {
    const body =
        '<g class="edgeLabels"><g class="edgeLabel"><foreignObject><div><span>customer pays</span></div></foreignObject></g>' +
        '<g class="edgeLabel"><foreignObject><div><span></span></div></foreignObject></g></g>' +
        '<g class="nodes"><g class="node"><foreignObject><div><span>Adding\n  items</span></div></foreignObject></g>' +
        '<g class="node"><foreignObject><div><span>Payment<br/>settled</span></div></foreignObject></g>' +
        '<g class="node"><foreignObject><div><span>Adding items</span></div></foreignObject></g></g>';
    assert.deepEqual(describeDrawing(svg('stateDiagram', body)), {
        width: 300,
        height: 200,
        alt: 'State diagram: Adding items; Payment settled; customer pays.',
    });
});

test('a sequence diagram: its participants left to right (drawn at the top and the bottom), then the messages', () => {
    const body =
        '<text x="500" class="actor actor-box">Vendure</text><text x="75" class="actor actor-box">Storefront</text>' +
        '<text x="500" class="actor actor-box">Vendure</text><text x="75" class="actor actor-box">Storefront</text>' +
        '<text class="messageText">addItemToOrder</text><text class="noteText"><tspan>order is</tspan> <tspan>active</tspan></text>';
    assert.equal(
        describeDrawing(svg('sequence', body)).alt,
        'Sequence diagram: Storefront; Vendure; addItemToOrder; order is active.',
    );
});

test('a diagram of another kind or without labels still says what it is; a drawing without a pixel size is refused', () => {
    assert.equal(describeDrawing(svg('pie', '<g></g>')).alt, 'Diagram.');
    assert.throws(() => describeDrawing(svg('sequence', '', 'width="100%"')), /width and height in pixels/);
});
