import { test } from 'node:test';
import assert from 'node:assert/strict';

import { codeThemeCss, uncolouredTheme } from './css';
import { codeThemes } from '../../../src/code-themes';

const light = {
    plain: { color: '#111111', backgroundColor: '#fafafa' },
    styles: [
        { types: ['comment', 'prolog'], style: { color: '#555555', fontStyle: 'italic' as const } },
        { types: ['keyword'], style: { color: '#0000aa' } },
    ],
};
const dark = {
    plain: { color: '#eeeeee', backgroundColor: '#222222' },
    styles: [{ types: ['namespace'], style: { opacity: 0.7 } }],
};

/** The stylesheet as [selector, declarations] pairs (one rule per line, as written). */
function rules(css: string): Array<[string, string]> {
    return css.split('\n').map(line => {
        const rule = /^([^{}]+)\{([^{}]*)\}$/.exec(line);
        assert.ok(rule, `not one rule: ${line}`);
        return [rule[1], rule[2]];
    });
}

test('each mode gets its block colours as the theme variables and one rule per entry, in order', () => {
    assert.deepEqual(rules(codeThemeCss({ light, dark })), [
        ["[data-theme='light']", '--prism-color:#111111;--prism-background-color:#fafafa'],
        [
            "[data-theme='light'] .prism-code .token.comment,[data-theme='light'] .prism-code .token.prolog",
            'color:#555555;font-style:italic',
        ],
        ["[data-theme='light'] .prism-code .token.keyword", 'color:#0000aa'],
        ["[data-theme='dark']", '--prism-color:#eeeeee;--prism-background-color:#222222'],
        ["[data-theme='dark'] .prism-code .token.namespace", 'opacity:0.7'],
    ]);
});

test('an entry limited to some languages is refused (it would colour every language)', () => {
    const limited = { ...dark, styles: [{ types: ['tag'], languages: ['html' as const], style: { color: '#ff0' } }] };
    assert.throws(() => codeThemeCss({ light, dark: limited }), /language-specific/);
});

test("the site's themes become a stylesheet with every entry of both", () => {
    const parsed = rules(codeThemeCss(codeThemes));
    const entries = codeThemes.light.styles.length + codeThemes.dark.styles.length;
    assert.equal(parsed.length, entries + 2);
});

test('the theme Docusaurus highlights with has no colours, so its markup is the same in both modes', () => {
    assert.deepEqual(uncolouredTheme, { plain: {}, styles: [] });
});
