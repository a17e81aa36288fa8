import { test } from 'node:test';
import assert from 'node:assert/strict';

import { codeThemes, contrastRatio } from './code-themes';

test('contrastRatio matches known WCAG values, in hex and rgb() notation', () => {
    assert.equal(contrastRatio('rgb(0, 0, 0)', '#fff').toFixed(1), '21.0');
    assert.equal(contrastRatio('#000000', '#ffffff').toFixed(1), '21.0');
    assert.equal(contrastRatio('#767676', '#ffffff').toFixed(2), '4.54');
});

for (const [mode, theme] of Object.entries(codeThemes)) {
    test(`every token colour of the ${mode} code theme meets 4.5:1 on its background`, () => {
        const background = theme.plain.backgroundColor!;
        const colours = [theme.plain.color, ...theme.styles.map(s => s.style.color)].filter((c): c is string => !!c);
        assert.ok(colours.length > 5);
        const weak = colours.filter(c => contrastRatio(c, background) < 4.5);
        assert.deepEqual(weak, []);
    });
}
